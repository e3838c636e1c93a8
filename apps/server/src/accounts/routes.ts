import {
  addEmailBody,
  changePasswordBody,
  forgotBody,
  loginBody,
  MSG,
  messageReply,
  registerBody,
  resetBody,
  session,
  verifyEmailBody,
} from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../auth/session';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { perEmailLimit } from './limits';
import { mailOrigin, sendResetMail, sendVerifyMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import { accountByAddress, accountByEmail, accountByLogin, addEmail, register } from './service';
import { consumeToken, issueToken, useVerifyToken } from './tokens';

const A = MSG.accounts;
/** Per client address and minute (route config, see http/rate-limits.ts). */
const perClient = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['accounts'];
/** A route's options: `max` requests per client and minute, its schema, and a per-email limit where given. */
const limited = <S extends object>(
  max: number,
  schema: S,
  preHandler?: ReturnType<typeof perEmailLimit>,
) => ({
  config: perClient(max),
  ...(preHandler ? { preHandler } : {}),
  schema: { tags, ...schema },
});

/**
 * Email accounts (issue 15): register, confirm, log in, forgot/reset, change password, add an email to a
 * wallet. Answers never tell whether an email has an account; see docs/security.md.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const loginsPerEmail = perEmailLimit(app, 'login', 10, 15);
  const mailsPerEmail = perEmailLimit(app, 'account-mail', 3, 15);

  app.post(
    '/accounts/register',
    limited(5, { body: registerBody, response: { 201: messageReply } }, mailsPerEmail),
    async (req, reply) => {
      // Hashed whether or not the email is new, so that both answers take as long.
      const hash = await hashPassword(req.body.password);
      await register(ctx, mailOrigin(ctx.config, req), req.body, hash);
      return reply.code(201).send({ message: A.registered });
    },
  );

  app.post(
    '/accounts/verify',
    limited(20, { body: verifyEmailBody, response: { 200: messageReply } }),
    async (req) => {
      return ctx.db.transaction(async (tx) => {
        const used = await useVerifyToken(tx as unknown as Db, req.body.token);
        if (!used?.row.email) throw new HttpError(400, A.invalidToken);
        const { row, replayed } = used;
        const email = row.email as string;
        const [mine] = await tx.select().from(accounts).where(eq(accounts.id, row.accountId));
        // The same link again (the page reloaded): it worked the first time, and says so.
        if (replayed) {
          if (mine?.email !== email || !mine.emailVerifiedAt) throw new HttpError(400, A.invalidToken);
          return { message: A.alreadyVerified };
        }
        const [taken] = await tx.select().from(accounts).where(eq(accounts.email, email));
        if (taken && taken.id !== row.accountId) throw new HttpError(400, A.invalidToken);
        const [account] = await tx
          .update(accounts)
          .set({ email, emailVerifiedAt: sql`now()` })
          .where(eq(accounts.id, row.accountId))
          .returning();
        // The profile's email field (Edit Profile) shows the confirmed address.
        if (account) await tx.update(users).set({ email }).where(eq(users.address, account.address));
        return { message: account?.walletLinked ? A.emailVerified : A.verified };
      });
    },
  );

  app.post(
    '/accounts/login',
    limited(20, { body: loginBody, response: { 200: session } }, loginsPerEmail),
    async (req, reply) => {
      const account = await accountByEmail(ctx, req.body.email);
      const ok = await verifyPassword(req.body.password, account?.passwordHash ?? null);
      if (!account || !ok) throw new HttpError(401, A.badCredentials);
      if (!account.emailVerifiedAt) {
        // Only someone who knows the password learns this; they get a fresh link.
        await sendVerifyMail(
          ctx,
          mailOrigin(ctx.config, req),
          req.body.email,
          await issueToken(ctx.db, account.id, 'verify', req.body.email),
        );
        throw new HttpError(403, A.unverified);
      }
      await ctx.sessions.create(reply, account.address);
      return ctx.sessions.describe(account.address);
    },
  );

  app.post(
    '/accounts/forgot',
    limited(5, { body: forgotBody, response: { 200: messageReply } }, mailsPerEmail),
    async (req) => {
      const account = await accountByLogin(ctx, req.body.email);
      if (account?.email)
        await sendResetMail(
          ctx,
          mailOrigin(ctx.config, req),
          account.email,
          await issueToken(ctx.db, account.id, 'reset'),
        );
      return { message: A.resetSent };
    },
  );

  app.post(
    '/accounts/reset',
    limited(20, { body: resetBody, response: { 200: messageReply } }),
    async (req, reply) => {
      const token = await consumeToken(ctx.db, req.body.token, 'reset');
      if (!token) throw new HttpError(400, A.invalidToken);
      const passwordHash = await hashPassword(req.body.password);
      // The link came to the mailbox, which confirms it.
      const [account] = await ctx.db
        .update(accounts)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
        .where(eq(accounts.id, token.accountId))
        .returning();
      if (!account) throw new HttpError(400, A.invalidToken);
      await ctx.sessions.endAll(account.address);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: A.passwordReset };
    },
  );

  app.post(
    '/accounts/password',
    limited(10, { body: changePasswordBody, response: { 200: messageReply } }),
    async (req, reply) => {
      const me = await ctx.sessions.require(req);
      const account = await accountByAddress(ctx, me.address);
      if (!(await verifyPassword(req.body.current, account?.passwordHash ?? null)) || !account)
        throw new HttpError(400, A.wrongCurrentPassword);
      await ctx.db
        .update(accounts)
        .set({ passwordHash: await hashPassword(req.body.password) })
        .where(eq(accounts.id, account.id));
      // Other devices are signed out; this one gets a new session.
      await ctx.sessions.endAll(account.address);
      await ctx.sessions.create(reply, account.address);
      return { message: A.passwordChanged };
    },
  );

  app.post(
    '/accounts/email',
    limited(5, { body: addEmailBody, response: { 200: messageReply } }, mailsPerEmail),
    async (req) => {
      const me = await ctx.sessions.requireWallet(req);
      await addEmail(ctx, mailOrigin(ctx.config, req), me.address, req.body.email);
      return { message: A.emailAdded };
    },
  );
};
