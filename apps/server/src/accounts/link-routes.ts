import { linkWalletBody, MSG, session } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedMessage } from '../auth/signatures';
import { consumeNonce } from '../auth/siwe';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { allowedHosts } from '../http/origins';
import { linkWallet } from './link';
import type { LoginGuard } from './login-guard';
import { accountByAddress, accountByEmail } from './service';

const A = MSG.accounts;

/**
 * POST /accounts/link: the explicit, two-sided way to join a wallet and an email account. The signed-in wallet
 * signs a message that names itself, the email and this site (never an ordinary sign-in message), and the
 * email's owner confirms with the account's password. Signing in never links (docs/security.md, issue 32).
 */
export const linkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; guard: LoginGuard }> = async (
  app,
  { ctx, guard },
) => {
  app.post(
    '/accounts/link',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['accounts'], body: linkWalletBody, response: { 200: session } },
    },
    async (req) => {
      const me = await ctx.sessions.requireWallet(req);
      const { email, password, nonce, domain, signature } = req.body;
      if (!allowedHosts(ctx.config).has(domain)) throw new HttpError(400, MSG.api.wrongDomain);
      const message = A.linkMessage({ wallet: me.address, email, domain, nonce });
      const client = ctx.lifecycle?.client ?? ctx.chain.client;
      const signed = await signedMessage(client, {
        address: me.address,
        message,
        signature: signature as `0x${string}`,
      });
      if (!signed || !(await consumeNonce(ctx.db, nonce))) throw new HttpError(400, A.linkFailed);
      const account = await accountByEmail(ctx, email);
      // Guessed like a login (the same guard and counters): the answer tells nothing a login would not.
      const ok = await guard.check(req, email, account, password);
      if (!account?.emailVerifiedAt || !ok) throw new HttpError(401, A.badCredentials);
      if (account.walletLinked) throw new HttpError(409, A.accountHasWallet);
      if (await accountByAddress(ctx, me.address)) throw new HttpError(409, A.walletLinkedElsewhere);
      await linkWallet(ctx.db, account.address, me.address);
      // linkWallet deleted the internal address's sessions, and moved its likes to the wallet.
      ctx.sessions.ended({ address: account.address });
      ctx.facts.forget(account.address);
      ctx.facts.forget(me.address);
      return ctx.sessions.describe(me.address);
    },
  );
};
