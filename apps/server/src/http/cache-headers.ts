import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session';

// Either name (auth/session.ts): `__Host-agora_session` on https, `agora_session` on http.
const SESSION_COOKIE_RE = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SESSION_COOKIE}=`);

/** Whether this answer may differ per viewer: a session cookie came in, one goes out, or a handler asked. */
function isPersonal(req: FastifyRequest, reply: FastifyReply, consulted: (req: FastifyRequest) => boolean) {
  return SESSION_COOKIE_RE.test(req.headers.cookie ?? '') || reply.hasHeader('set-cookie') || consulted(req);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * Keeps one viewer's answers out of shared caches (a CDN, a corporate proxy) and out of the browser's disk
 * cache: every answer that depends on the session — the request carries the session cookie, sets one, or a
 * handler looked the session up — is `no-store`, and every other answer carries `Vary: Cookie` so a cache never
 * serves an anonymous copy to a signed-in viewer or the reverse. Immutable, content-addressed files (hashed
 * assets, /media, /ipfs) are the same bytes for everyone and keep their long-lived caching untouched.
 */
export function installSessionCacheHeaders(
  app: FastifyInstance,
  consulted: (req: FastifyRequest) => boolean,
): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) return payload;
    if (isPersonal(req, reply, consulted)) reply.header('cache-control', 'no-store');
    addVary(reply, 'Cookie');
    return payload;
  });
}
