import { MSG } from '@agora/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, accountTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { verifyPassword } from './passwords';
import { accountByEmail } from './service';
import { consumeToken, hashToken } from './tokens';

const A = MSG.accounts;

/** The account a live verify token belongs to, without using the token up. */
async function pendingOf(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ account: accounts })
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
  return row?.account;
}

/**
 * Confirms the email of a verify link. A registration (an email-only account not confirmed yet) is confirmed
 * only with the password chosen when registering, checked before the token is used up: the link alone proves
 * the mailbox, not who registered, and a stranger's registration must never become the owner's account. A
 * wallet's added email needs no password (the wallet's session asked for it). The reserved username becomes
 * the profile link if nobody took it meanwhile. Answers the confirmed account.
 */
export async function confirmEmail(ctx: AppContext, token: string, password: string | undefined) {
  const pending = await pendingOf(ctx, token);
  if (!pending) throw new HttpError(400, A.invalidToken);
  const registration = !pending.walletLinked && !pending.emailVerifiedAt;
  if (registration) {
    if (password === undefined) throw new HttpError(400, A.confirmNeedsPassword);
    if (!(await verifyPassword(password, pending.passwordHash)))
      throw new HttpError(400, A.confirmWrongPassword);
  }
  const used = await consumeToken(ctx.db, token, 'verify');
  if (!used?.email || used.accountId !== pending.id) throw new HttpError(400, A.invalidToken);
  const email = used.email;
  const taken = await accountByEmail(ctx, email);
  if (taken && taken.id !== pending.id) throw new HttpError(400, A.invalidToken);
  return ctx.db.transaction(async (tx) => {
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
    return account as typeof pending;
  });
}
