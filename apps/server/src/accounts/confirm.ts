import { MSG } from '@agora/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts, accountTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { verifyPassword } from './passwords';
import { hashToken, useVerifyToken } from './tokens';

const A = MSG.accounts;

type Account = typeof accounts.$inferSelect;

/** The account of a live verify token (used or not: a used one lives on for replays), without using it. */
async function tokenOf(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ account: accounts, email: accountTokens.email, usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, 'verify'),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** A used link counts as "already confirmed" only while its email is still the account's confirmed one. */
function stillConfirmed(account: Account | undefined, email: string | null): account is Account {
  return !!account && !!email && account.email === email && !!account.emailVerifiedAt;
}

/**
 * Confirms the email of a verify link. A registration (an email-only account not confirmed yet) is confirmed
 * only with the password chosen when registering, checked before the token is used: the link alone proves
 * the mailbox, not who registered, and a stranger's registration must never become the owner's account. A
 * wallet's added email needs no password (the wallet's session asked for it). The reserved username becomes
 * the profile link if nobody took it meanwhile. A link used within the hour (a reload, a second click) answers
 * `replayed` without a password: it confirms nothing new and says only that this link worked (tokens.ts).
 * Answers the confirmed account.
 */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
  password: string | undefined,
): Promise<{ account: Account; replayed: boolean }> {
  const found = await tokenOf(ctx, token);
  if (!found) throw new HttpError(400, A.invalidToken);
  const pending = found.account;
  if (found.usedAt) {
    if (!stillConfirmed(pending, found.email)) throw new HttpError(400, A.invalidToken);
    return { account: pending, replayed: true };
  }
  const registration = !pending.walletLinked && !pending.emailVerifiedAt;
  if (registration) {
    if (password === undefined) throw new HttpError(400, A.confirmNeedsPassword);
    if (!(await verifyPassword(password, pending.passwordHash)))
      throw new HttpError(400, A.confirmWrongPassword);
  }
  // The token's use and the account's confirmation commit together (a failed confirmation leaves the link).
  return ctx.db.transaction(async (tx) => {
    const used = await useVerifyToken(tx as unknown as Db, token);
    if (!used?.row.email || used.row.accountId !== pending.id) throw new HttpError(400, A.invalidToken);
    const email = used.row.email;
    if (used.replayed) {
      // A concurrent confirmation of the same link won: answer as a reload would.
      const [now] = await tx.select().from(accounts).where(eq(accounts.id, pending.id));
      if (!stillConfirmed(now, email)) throw new HttpError(400, A.invalidToken);
      return { account: now, replayed: true };
    }
    const [taken] = await tx.select().from(accounts).where(eq(accounts.email, email)).limit(1);
    if (taken && taken.id !== pending.id) throw new HttpError(400, A.invalidToken);
    const [account] = await tx
      .update(accounts)
      .set({ email, emailVerifiedAt: sql`now()`, pendingUsername: null })
      .where(eq(accounts.id, pending.id))
      .returning();
    const free = pending.pendingUsername
      ? (await tx.$count(users, eq(users.customUrl, pending.pendingUsername))) === 0
      : false;
    // The profile's email field (Edit Profile) shows the confirmed address.
    await tx
      .update(users)
      .set({ email, ...(free ? { customUrl: pending.pendingUsername } : {}) })
      .where(eq(users.address, pending.address));
    return { account: account as Account, replayed: false };
  });
}
