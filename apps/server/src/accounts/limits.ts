import { MSG } from '@agora/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * A limit per email address, on top of the route's per-client one: a botnet guessing one account's password,
 * or flooding one mailbox with reset mails, is slowed however many addresses it comes from. The email is the
 * validated body's (trimmed, lower-cased). A no-op when rate limiting is off (RATE_LIMIT_PER_MINUTE=0).
 */
export function perEmailLimit(app: FastifyInstance, name: string, max: number, minutes: number) {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const limiter = app.createRateLimit({
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (req) => `${name}:${(req.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, MSG.api.tooManyRequests);
  };
}
