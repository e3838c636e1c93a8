import { loginBody, loginLinkBody, MSG, messageReply, session, useLoginLinkBody } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { rememberDevice } from './devices';
import type { perEmailLimit } from './limits';
import type { LoginGuard } from './login-guard';
import { mailOrigin, sendLoginMail } from './mails';
import { limited } from './route-options';
import { accountByEmail } from './service';
import { consumeToken, issueToken } from './tokens';

const A = MSG.accounts;

/**
 * Logging in: with the password (through the guessing guard, login-guard.ts), or with an emailed one-time link
 * (the owner's way in while someone guesses). Either remembers the browser for the account.
 */
export const loginRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  guard: LoginGuard;
  mailsPerEmail: ReturnType<typeof perEmailLimit>;
}> = async (app, { ctx, guard, mailsPerEmail }) => {
  app.post(
    '/accounts/login',
    limited(20, { body: loginBody, response: { 200: session } }),
    async (req, reply) => {
      const account = await accountByEmail(ctx, req.body.email);
      const ok = await guard.check(req, req.body.email, account, req.body.password);
      if (!account || !ok) throw new HttpError(401, A.badCredentials);
      await rememberDevice(ctx, req, reply, account.id);
      await ctx.sessions.create(reply, account.address);
      return ctx.sessions.describe(account.address);
    },
  );

  app.post(
    '/accounts/login-link',
    limited(5, { body: loginLinkBody, response: { 200: messageReply } }, mailsPerEmail),
    async (req) => {
      const { email } = req.body;
      const origin = mailOrigin(ctx.config, req);
      ctx.mail.later(async () => {
        const account = await accountByEmail(ctx, email);
        if (account)
          await sendLoginMail(ctx, origin, email, await issueToken(ctx.db, account.id, 'login', email));
      });
      return { message: A.loginLinkSent };
    },
  );

  app.post(
    '/accounts/login-link/use',
    limited(20, { body: useLoginLinkBody, response: { 200: session } }),
    async (req, reply) => {
      const token = await consumeToken(ctx.db, req.body.token, 'login');
      const account = token && (await accountByEmail(ctx, token.email ?? ''));
      if (!account || account.id !== token.accountId) throw new HttpError(400, A.invalidToken);
      await rememberDevice(ctx, req, reply, account.id);
      await ctx.sessions.create(reply, account.address);
      return ctx.sessions.describe(account.address);
    },
  );
};
