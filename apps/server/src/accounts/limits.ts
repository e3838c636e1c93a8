import { MSG } from '@agora/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-key';
import { HttpError } from '../http/errors';

/** Mails to one address per hour, from everyone together. */
const FLOOD_PER_HOUR = 20;

/**
 * Limits on the mails one email address is sent (reset, login link, register), on top of the route's per-client
 * one. Counted per email *and requester* (client address, IPv6 by /64), so that a stranger uses up only their
 * own share and never the owner's; and per email alone with a looser hourly cap, so that many addresses cannot
 * flood one mailbox. The email is the validated body's (normalised). A no-op when rate limiting is off.
 */
export function perEmailLimit(app: FastifyInstance, name: string, max: number, minutes: number) {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const emailOf = (req: FastifyRequest) => (req.body as { email?: string } | undefined)?.email ?? '';
  const perRequester = app.createRateLimit({
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (req) => `${name}:${emailOf(req)}:${clientKey(req.ip)}`,
  });
  const flood = app.createRateLimit({
    max: FLOOD_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (req) => `${name}:${emailOf(req)}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of [perRequester, flood]) {
      const result = await limiter(req);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, MSG.api.tooManyRequests);
    }
  };
}
