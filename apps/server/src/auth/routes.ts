import { MSG, messageReply, nonceReply, session, verifyBody } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkWallet } from '../accounts/link';
import type { AppContext } from '../context';
import { signInTarget } from './expected';
import { issueNonce, verifySignIn } from './siwe';

const authLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Sign-In with Ethereum: nonce, verify (sets the session cookie; links the wallet to a logged-in email-only
 * account), session lookup, logout.
 */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/auth/nonce',
    { config: authLimit, schema: { tags: ['auth'], response: { 200: nonceReply } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { nonce: await issueNonce(ctx.db), ...(await signInTarget(ctx, req)) };
    },
  );

  app.post(
    '/auth/verify',
    { config: authLimit, schema: { tags: ['auth'], body: verifyBody, response: { 200: session } } },
    async (req, reply) => {
      const address = await verifySignIn(ctx, req.body.message, req.body.signature as `0x${string}`);
      // Signing in with a wallet while logged in with an email-only account links the wallet to it.
      const current = await ctx.sessions.current(req);
      if (current && !current.wallet) await linkWallet(ctx.db, current.address, address);
      await ctx.sessions.create(reply, address);
      return ctx.sessions.describe(address);
    },
  );

  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], response: { 200: session.nullable() } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.sessions.current(req);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: messageReply } } },
    async (req, reply) => {
      await ctx.sessions.destroy(req, reply);
      return { message: MSG.loggedOut };
    },
  );
};
