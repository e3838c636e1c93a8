import { MSG, messageReply, nonceReply, session, verifyBody } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { signInTarget } from './expected';
import { issueNonce, verifySignIn } from './siwe';

const authLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Sign-In with Ethereum: nonce, verify (sets the session cookie), session lookup, logout. Signing in never
 * links the wallet to the email account the browser may be logged in with: that is POST /accounts/link, a
 * message that says so and the account's password (docs/security.md).
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
