import type { AddressInfo } from 'node:net';
import { MSG } from '@agora/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './errors';
import { allowedOrigins } from './origins';

type OriginConfig = Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'CORS_ORIGINS'>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may proceed. The session cookie is SameSite=Lax, which still rides along on
 * requests from another port of the same host (same *site*, different *origin*), and a form can post
 * multipart or text/plain without a CORS preflight; so every write must prove it comes from one of our
 * origins: its Origin header is one of them, or — browsers that omit Origin — Sec-Fetch-Site says
 * same-origin. `Origin: null` (sandboxed frames, some redirects) matches nothing and is refused.
 */
export function isSameOriginWrite(req: FastifyRequest, origins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  // A route that takes no session and acts only on a secret token in its URL (one-click unsubscribe, which
  // mail providers post from their servers with no Origin) has nothing a cross-site form could borrow.
  if ((req.routeOptions.config as { tokenBound?: boolean } | undefined)?.tokenBound) return true;
  const origin = req.headers.origin;
  if (origin !== undefined) return origins.has(origin);
  return req.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Refuses cross-site writes with a 403 before the body is read. With PORT=0 (tests on a random port) and no
 * PUBLIC_URL, the own origins are only known once listening, so they are computed again on 'onListen'.
 */
export function installCsrfGuard(app: FastifyInstance, config: OriginConfig): void {
  let origins = allowedOrigins(config);
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (config.PORT === 0 && address) origins = allowedOrigins({ ...config, PORT: address.port });
  });
  app.addHook('onRequest', async (req) => {
    if (!isSameOriginWrite(req, origins)) throw new HttpError(403, MSG.api.crossSite);
  });
}
