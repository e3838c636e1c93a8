import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, users } from '../db/schema';
import { sendEmailChangeMail, sendExistsMail, sendVerifyMail } from './mails';
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

/** Whether a profile already has this username (custom url). */
export async function usernameTaken(ctx: AppContext, username: string): Promise<boolean> {
  return (await ctx.db.$count(users, eq(users.customUrl, username))) > 0;
}

/**
 * A new email-only registration, pending until its mailed link is confirmed with this password (confirm.ts):
 * a users row under an internal address (20 random bytes no wallet holds) and an account without an email —
 * the verify token carries it — and with the username only reserved in the row, not taken. So a stranger who
 * registers someone's email first owns nothing: not the email, not the username, and the owner cannot confirm
 * the stranger's registration without the stranger's password. An email that has a (confirmed) account gets a
 * "you already have an account" mail instead (with a reset link): the caller answers the same either way, before this runs (Mailer.later).
 */
export async function register(
  ctx: AppContext,
  origin: string,
  input: { name: string; email: string; username?: string | undefined },
  passwordHash: string,
) {
  const { name, email, username } = input;
  const existing = await accountByEmail(ctx, email);
  if (existing) {
    await sendExistsMail(ctx, origin, email, await issueToken(ctx.db, existing.id, 'reset'));
    return;
  }
  const address = `0x${randomBytes(20).toString('hex')}`;
  const id = await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values({ address, name: name.trim() });
    const [row] = await tx
      .insert(accounts)
      .values({ passwordHash, address, walletLinked: false, pendingUsername: username ?? null })
      .returning({ id: accounts.id });
    return (row as { id: string }).id;
  });
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
  const account = mine as Account;
  await sendVerifyMail(ctx, origin, email, await issueToken(ctx.db, account.id, 'verify', email));
  // A change of a confirmed email is told to the old address at once (a stolen session asking for it).
  if (account.email && account.email !== email) await sendEmailChangeMail(ctx, account.email, email);
}
