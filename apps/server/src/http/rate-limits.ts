import { MSG } from '@agora/core';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/session';
import { clientKey } from './client-key';
import { HttpError } from './errors';
import { RENDER_HEADER } from './page-render';

/** Sign-ins per minute for one wallet address, whatever address they come from. */
export const SIGN_IN_PER_ADDRESS = 30;
/** Writes per minute for one signed-in account, whatever address they come from. */
export const WRITES_PER_ACCOUNT = 120;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The wallet a SIWE message signs in: its second line (EIP-4361), lower-cased; null when there is none. */
export function siweAddress(body: unknown): string | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') return null;
  return (
    message
      .split('\n', 2)[1]
      ?.trim()
      .match(/^0x[0-9a-fA-F]{40}$/)?.[0]
      .toLowerCase() ?? null
  );
}

/**
 * Rate limits, all per minute. Per client address (`req.ip`, which honours TRUST_PROXY): `perIp` for every
 * route, and the stricter limits routes set in their `config.rateLimit` (sign-in's 30). On top of that, per
 * account, so that a botnet or a rotating proxy cannot multiply them: sign-in per wallet address named in the
 * SIWE message, and writes per signed-in account. `perIp` 0 turns every limit off (benchmarks, tests).
 * Counters live in this process unless a shared `store` is given (several servers on one PostgreSQL:
 * cluster/rate-limit-store.ts); a store that fails lets the request through rather than answer 500.
 */
export async function installRateLimits(
  app: FastifyInstance,
  sessions: SessionStore,
  perIp: number,
  renderSecret: string,
  store?: FastifyRateLimitStoreCtor,
): Promise<void> {
  if (perIp <= 0) return;
  await app.register(fastifyRateLimit, {
    max: perIp,
    timeWindow: '1 minute',
    // IPv6 clients by their /64 (http/client-key.ts); route limits inherit this key.
    keyGenerator: (req) => clientKey(req.ip),
    // The page renderer's own requests (page-render.ts): the visitor's page request was counted already.
    allowList: (req) => req.headers[RENDER_HEADER] === renderSecret,
    ...(store && { store, skipOnError: true }),
  });

  const signIns = app.createRateLimit({
    max: SIGN_IN_PER_ADDRESS,
    timeWindow: '1 minute',
    keyGenerator: (req) => `sign-in:${siweAddress(req.body)}`,
  });
  const writes = app.createRateLimit({
    max: WRITES_PER_ACCOUNT,
    timeWindow: '1 minute',
    keyGenerator: async (req) => `account:${(await sessions.current(req))?.address}`,
  });

  // After the body is parsed (sign-in's address is in it), before the handler.
  app.addHook('preHandler', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.routeOptions.url?.endsWith('/auth/verify') && siweAddress(req.body))
      await enforce(signIns, req, reply);
    if (await sessions.current(req)) await enforce(writes, req, reply);
  });
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function enforce(limiter: Limiter, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(req);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new HttpError(429, MSG.api.tooManyRequests);
}
