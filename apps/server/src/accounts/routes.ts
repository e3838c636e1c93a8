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
import { mailOrigin, sendResetMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import { limited } from './route-options';
import { accountByAddress, accountByLogin, addEmail, register, usernameTaken } from './service';
import { consumeToken, endPasswordLinks, issueToken } from './tokens';

const A = MSG.accounts;

/**
 * Email accounts (issue 15): register, confirm, log in, forgot/reset, change password, add an email to a
 * wallet. Answers never tell whether an email has an account; see docs/security.md.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const mailsPerEmail = perEmailLimit(app, 'account-mail', 3, 15);
  const guard = new LoginGuard(ctx, (err) => app.log.warn({ err }, 'login guess counters'));
  await app.register(loginRoutes, { ctx, guard, mailsPerEmail });
  await app.register(linkRoutes, { ctx, guard });

  app.post(
    '/accounts/register',
    limited(5, { body: registerBody, response: { 201: messageReply } }, mailsPerEmail),
    async (req, reply) => {
      // Usernames are public (profile links), so saying one is taken tells nothing about emails.
      if (req.body.username && (await usernameTaken(ctx, req.body.username)))
        throw new HttpError(409, MSG.editProfile.errors.customUrlTaken);
      // Hashed whether or not the email is new; the rest runs after the answer, which so takes as long and
      // reads the same for a known and an unknown email (issue 32 item 8).
      const hash = await hashPassword(req.body.password);
      const input = req.body;
      const origin = mailOrigin(ctx.config, req);
      ctx.mail.later(() => register(ctx, origin, input, hash));
      return reply.code(201).send({ message: A.registered });
    },
  );

  app.post(
    '/accounts/verify',
    limited(20, { body: verifyEmailBody, response: { 200: messageReply } }),
    async (req) => {
      const { account, replayed } = await confirmEmail(ctx, req.body.token, req.body.password);
      // The same link again (the page reloaded): it worked the first time, and says so.
      if (replayed) return { message: A.alreadyVerified };
      return { message: account.walletLinked ? A.emailVerified : A.verified };
    },
  );

  app.post(
    '/accounts/forgot',
    limited(5, { body: forgotBody, response: { 200: messageReply } }, mailsPerEmail),
    async (req) => {
      const login = req.body.email;
      const origin = mailOrigin(ctx.config, req);
      // After the answer: a known email must not answer slower than an unknown one (issue 32 item 8).
      ctx.mail.later(async () => {
        const account = await accountByLogin(ctx, login);
        if (account?.email)
          await sendResetMail(ctx, origin, account.email, await issueToken(ctx.db, account.id, 'reset'));
      });
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
      // Every session and every other reset or login link ends with the old password.
      await endPasswordLinks(ctx.db, account.id);
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
      // Other devices are signed out and pending reset or login links end; this one gets a new session.
      await endPasswordLinks(ctx.db, account.id);
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
      const { email } = req.body;
      const origin = mailOrigin(ctx.config, req);
      // After the answer, like register: taken or free, it reads and takes the same.
      ctx.mail.later(() => addEmail(ctx, origin, me.address, email));
      return { message: A.emailAdded };
    },
  );
};
