import { randomBytes } from 'node:crypto';
import { MSG } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { sendExistsMail, sendVerifyMail } from './mails';
import { issueToken } from './tokens';

export type Account = typeof accounts.$inferSelect;

export async function accountByEmail(ctx: AppContext, email: string): Promise<Account | undefined> {
  const [row] = await ctx.db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

/** The account of a username (a profile's custom url) or an email: the Forgot Password field takes both. */
export async function accountByLogin(ctx: AppContext, login: string): Promise<Account | undefined> {
  if (login.includes('@')) return accountByEmail(ctx, login);
  const [row] = await ctx.db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(users, eq(users.address, accounts.address))
    .where(eq(users.customUrl, login))
    .limit(1);
  return row?.account;
}

export async function accountByAddress(ctx: AppContext, address: string): Promise<Account | undefined> {
  const [row] = await ctx.db.select().from(accounts).where(eq(accounts.address, address)).limit(1);
  return row;
}

/** Whether the error is PostgreSQL's unique violation (two registrations of one email racing). */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * A new email-only account: a users row under an internal address (20 random bytes no wallet holds) and the
 * account, unconfirmed, with a verification mail. An email that has an account gets a "you already have an
 * account" mail instead (with a reset link): the caller answers the same either way.
 */
export async function register(
  ctx: AppContext,
  origin: string,
  input: { name: string; email: string; username?: string | undefined },
  passwordHash: string,
) {
  const { name, email, username } = input;
  // Usernames are public (profile links), so saying one is taken tells nothing about emails; checked first,
  // so that the answer for a known email is the same as for a new one.
  if (username && (await ctx.db.$count(users, eq(users.customUrl, username))))
    throw new HttpError(409, MSG.editProfile.errors.customUrlTaken);
  const existing = await accountByEmail(ctx, email);
  if (existing) {
    await sendExistsMail(ctx, origin, email, await issueToken(ctx.db, existing.id, 'reset'));
    return;
  }
  const address = `0x${randomBytes(20).toString('hex')}`;
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({ address, name: name.trim(), customUrl: username ?? null });
      const [row] = await tx
        .insert(accounts)
        .values({ email, passwordHash, address, walletLinked: false })
        .returning({ id: accounts.id });
      return (row as { id: string }).id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return register(ctx, origin, input, passwordHash);
  }
  await sendVerifyMail(ctx, origin, email, await issueToken(ctx.db, id, 'verify', email));
}

/**
 * A signed-in account adds (or changes) its email: a verification mail to it, or — when another account has
 * it — the "you already have an account" mail to its owner. A wallet without an account gets one here.
 */
export async function addEmail(ctx: AppContext, origin: string, address: string, email: string) {
  const owner = await accountByEmail(ctx, email);
  let mine = await accountByAddress(ctx, address);
  if (owner && owner.id !== mine?.id) {
    await sendExistsMail(ctx, origin, email, await issueToken(ctx.db, owner.id, 'reset'));
    return;
  }
  if (!mine) {
    [mine] = await ctx.db
      .insert(accounts)
      .values({ address, walletLinked: true })
      .onConflictDoNothing()
      .returning();
    mine ??= await accountByAddress(ctx, address);
  }
  await sendVerifyMail(ctx, origin, email, await issueToken(ctx.db, (mine as Account).id, 'verify', email));
}
