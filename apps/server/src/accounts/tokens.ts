import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens } from '../db/schema';

/** Mailed links work for 30 minutes, once. */
export const TOKEN_TTL_MS = 30 * 60_000;

type Purpose = 'verify' | 'reset' | 'login';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Live links of one purpose an account may have at once (reset, login): older ones beyond this end. */
const LIVE_PER_PURPOSE = 3;

/**
 * A new random token (32 bytes, base64url) for the account; only its SHA-256 is stored. A new verify link ends
 * the account's earlier ones (only the newest address counts); a new reset or login link does not end a pending
 * one — someone else asking must not void the owner's link — beyond the newest few.
 */
export async function issueToken(
  db: Db,
  accountId: string,
  purpose: Purpose,
  email?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const mine = sql`${accountTokens.accountId} = ${accountId} and ${accountTokens.purpose} = ${purpose}`;
  const older =
    purpose === 'verify'
      ? mine
      : sql`${mine} and ${accountTokens.tokenHash} not in (select ${accountTokens.tokenHash} from ${accountTokens}
          where ${mine} order by ${accountTokens.expiresAt} desc limit ${LIVE_PER_PURPOSE - 1})`;
  await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < now() or (${older})`);
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    accountId,
    purpose,
    email: email ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/** Ends every reset and login link of the account: its password changed, so the old ways in close. */
export async function endPasswordLinks(db: Db, accountId: string): Promise<void> {
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.accountId, accountId), inArray(accountTokens.purpose, ['reset', 'login'])));
}

/** Deletes the token and answers its row when it was unexpired and of this purpose, else null: single use. */
export async function consumeToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/** How long a used verification link still answers "already confirmed" (a reload, a second click). */
export const VERIFIED_REPLAY_MS = 60 * 60_000;

/**
 * Marks an unexpired, unused verification token used (it is kept VERIFIED_REPLAY_MS for a reload) and
 * answers its row; `replayed` when the token was already used within that time; null otherwise. Runs in the
 * caller's transaction, so the account's confirmation and the token's use commit together.
 */
export async function useVerifyToken(db: Db, token: string) {
  const hash = hashToken(token);
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()`, expiresAt: sql`now() + ${`${VERIFIED_REPLAY_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, 'verify'),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  if (row) return { row, replayed: false };
  const [used] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, 'verify'),
        sql`${accountTokens.usedAt} is not null and ${accountTokens.expiresAt} > now()`,
      ),
    );
  return used ? { row: used, replayed: true } : null;
}
