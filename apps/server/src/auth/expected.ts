import { LOCAL_CHAIN_ID } from '@agora/chain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { allowedOrigins, ownOrigins } from '../http/origins';
import { loadDeployment } from '../system/deployment';

/**
 * The chain a sign-in message must name: the deployment's, else the node's, else the local chain — the same
 * answer GET /config gives the web app.
 */
export async function expectedChainId(ctx: AppContext): Promise<number> {
  if (ctx.lifecycle) return ctx.lifecycle.deployment.chainId;
  const deployment = await loadDeployment(ctx.config.DEPLOYMENT_FILE);
  if (deployment) return deployment.chainId;
  return (await ctx.chain.head())?.chainId ?? LOCAL_CHAIN_ID;
}

/**
 * What the web app should put in the message it asks the wallet to sign. The accepted origins come from
 * configuration only; the request's Origin or Host merely picks which of them to suggest (a page on
 * 127.0.0.1 gets 127.0.0.1, one on localhost gets localhost) and can never add one.
 */
export async function signInTarget(ctx: AppContext, req: FastifyRequest) {
  const origins = [...allowedOrigins(ctx.config)];
  const [own] = ownOrigins(ctx.config) as [string, ...string[]];
  const asked = [req.headers.origin, `${req.protocol}://${req.host}`];
  const uri = asked.find((o): o is string => o !== undefined && origins.includes(o)) ?? own;
  return { domain: new URL(uri).host, uri, chainId: await expectedChainId(ctx), origins };
}
