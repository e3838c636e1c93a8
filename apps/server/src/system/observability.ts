import { createHash, timingSafeEqual } from 'node:crypto';
import { MSG } from '@agora/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { createMetrics, type Metrics } from './metrics';
import { installProbes } from './probes';

const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Every header a proxy may add to name the client it forwards. nginx's common `proxy_set_header X-Real-IP`
 * sends only X-Real-IP, so checking X-Forwarded-For and Forwarded alone let the internet read /metrics.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
];

/**
 * /metrics is for the operator's scraper, not the internet: a client that connects from this machine (and
 * not through a proxy — a reverse proxy on the same host connects from loopback too, and says so with any
 * forwarding header; a header can only take the loopback grant away, never give it), or one that sends
 * `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith('Bearer ')) {
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token's length.
    if (timingSafeEqual(digest(auth.slice('Bearer '.length)), digest(token))) return true;
  }
  const proxied = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !proxied && isLoopback(req.socket.remoteAddress);
}

/**
 * Request metrics for every route (labelled with the route's pattern, never the raw URL, so that ids do not
 * make a series each), GET /metrics, and the /livez and /readyz probes. Call once per app, before the route
 * plugins are registered; answers the app's metrics (e.g. for the S3 store's `s3Errors`).
 */
export function installObservability(app: FastifyInstance, ctx: AppContext, database: Database): Metrics {
  const metrics = createMetrics({
    database,
    chain: ctx.chain,
    lifecycle: ctx.lifecycle,
    pages: ctx.pages,
    facts: ctx.facts,
  });
  app.addHook('onRequest', async (req, reply) => {
    // The id of every log line of this request, so that a user's report can be matched to the logs.
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get(
    '/metrics',
    { logLevel: 'warn', config: { rateLimit: false }, schema: { hide: true } },
    async (req, reply) => {
      if (!mayReadMetrics(req, ctx.config.METRICS_TOKEN)) throw new HttpError(403, MSG.api.forbidden);
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(body);
    },
  );
  installProbes(app, ctx.db, ctx.chain, ctx.drain);
  return metrics;
}
