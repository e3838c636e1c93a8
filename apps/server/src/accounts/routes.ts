import {
  addEmailBody,
  changePasswordBody,
  forgotBody,
  MSG,
  messageReply,
  registerBody,
  resetBody,
  verifyEmailBody,
} from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { accounts } from '../db/schema';
import { HttpError } from '../http/errors';
import { confirmEmail } from './confirm';
import { perEmailLimit } from './limits';
import { linkRoutes } from './link-routes';
import { LoginGuard } from './login-guard';
import { loginRoutes } from './login-routes';
import { sendResetMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import { limited } from './route-options';
import { accountByAddress, accountByLogin, addEmail, register } from './service';
import { consumeToken, issueToken } from './tokens';

const A = MSG.accounts;

/**
 * Email accounts (issue 15): register, confirm, log in, forgot/reset, change password, add an email to a
 * wallet. Answers never tell whether an email has an account; see docs/security.md.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const mailsPerEmail = perEmailLimit(app, 'account-mail', 3, 15);
  const guard = new LoginGuard(ctx);
  await app.register(loginRoutes, { ctx, guard, mailsPerEmail });
  await app.register(linkRoutes, { ctx, guard });

  app.post(
    '/accounts/register',
    limited(5, { body: registerBody, response: { 201: messageReply } }, mailsPerEmail),
    async (req, reply) => {
      // Hashed whether or not the email is new, so that both answers take as long.
      const hash = await hashPassword(req.body.password);
      await register(ctx, req.body, hash);
      return reply.code(201).send({ message: A.registered });
    },
  );

  app.post(
    '/accounts/verify',
    limited(20, { body: verifyEmailBody, response: { 200: messageReply } }),
    async (req) => {
      const account = await confirmEmail(ctx, req.body.token, req.body.password);
      return { message: account.walletLinked ? A.emailVerified : A.verified };
    },
  );

  app.post(
    '/accounts/forgot',
    limited(5, { body: forgotBody, response: { 200: messageReply } }, mailsPerEmail),
    async (req) => {
      const account = await accountByLogin(ctx, req.body.email);
      if (account?.email)
        await sendResetMail(ctx, account.email, await issueToken(ctx.db, account.id, 'reset'));
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
      ctx.sessions.clear(reply);
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
      await addEmail(ctx, me.address, req.body.email);
      return { message: A.emailAdded };
    },
  );
};
