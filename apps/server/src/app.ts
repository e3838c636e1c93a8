import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, MSG } from '@agora/core';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SessionStore } from './auth/session';
import type { Lifecycle } from './chain/lifecycle';
import { type ChainReader, createChainReader } from './chain/reader';
import type { ChangeBus } from './cluster/bus';
import {
  openBus,
  sharedRateLimitStore,
  shareFactDrops,
  sharePageClears,
  shareSessionEnds,
} from './cluster/coordination';
import type { Config } from './config';
import { createContentService } from './content/service';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { liveMessagesOf } from './events/from-chain';
import { LIVE_CONNECTIONS_PER_IP, LiveHub, publishLive } from './events/hub';
import { eventRoutes } from './events/routes';
import { installBannedWriteGuard } from './http/banned-writes';
import { installSessionCacheHeaders } from './http/cache-headers';
import { installCompression } from './http/compression';
import { installCsrfGuard } from './http/csrf';
import { installErrorHandler } from './http/error-handler';
import { installRateLimits } from './http/rate-limits';
import { installSecurityHeaders } from './http/security-headers';
import { installStatic } from './http/static';
import { trustProxyOption } from './http/trust-proxy';
import { ipfsGateway } from './ipfs/gateway';
import { createPinner } from './ipfs/pin';
import { ViewerFactsCache } from './items/facts-cache';
import { PageCache } from './items/page-cache';
import { ViewerFactsLoader } from './items/viewer-facts';
import { devMailRoutes } from './mail/dev-routes';
import { createMailer, devOutboxEnabled } from './mail/mailer';
import { mediaFromStorage } from './media/serve';
import type { MediaStorage } from './media/storage';
import { openStores } from './media/stores';
import { MetadataBackfill } from './metadata/backfill';
import { runNotificationMail } from './notifications/run-mail-job';
import { createPriceProvider, type PriceProvider } from './prices/provider';
import { registerRoutes } from './routes';
import { Drain } from './system/drain';
import type { Metrics } from './system/metrics';
import { installObservability } from './system/observability';

export interface AppDeps {
  config: Config;
  database: Database;
  chain?: ChainReader;
  /** Deployment, chain client and indexer (main.ts starts the indexer); null before deployment. */
  lifecycle?: Lifecycle | null;
  prices?: PriceProvider;
  storage?: MediaStorage;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per client; 0 turns the limiter off (benchmarks). */
  rateLimitPerMinute?: number;
  /** Default: the database's own bus (LISTEN/NOTIFY on PostgreSQL), closed with the app. */
  bus?: ChangeBus;
  /** Runs the metadata backfill of draft-less mints in the background (main.ts); tests run its rounds by hand. */
  metadataBackfill?: boolean;
  /** Runs the notification mail job in the background (main.ts); tests run its rounds by hand. */
  notificationMail?: boolean;
  /** Started by main.ts on SIGTERM; tests pass their own to drain an app. */
  drain?: Drain;
}

export const API_PREFIX = '/api/v1';

function rpcOrigin(rpcUrl: string): string {
  try {
    return new URL(rpcUrl).origin;
  } catch {
    return '';
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const rateLimitPerMinute = deps.rateLimitPerMinute ?? config.RATE_LIMIT_PER_MINUTE;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    // Off unless configured: trusting every hop would let any client choose the address it is limited under.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Keep ids out of the way of route matching and answer `/x/` like `/x`.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, MSG.editProfile.errors.fileTooLarge);

  // S3 failures count on /metrics, whose registry installObservability creates below, once the context exists.
  let metrics: Metrics | undefined;
  const stores = await openStores(config, (operation) => metrics?.s3Errors.inc({ operation }));
  const storage = deps.storage ?? stores.storage;
  const db = deps.database.db;
  const bus = deps.bus ?? (await openBus(deps.database, (err) => app.log.warn({ err }, 'change bus')));
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  const ctx: AppContext = {
    config,
    db,
    chain: deps.chain ?? createChainReader(config.RPC_URL),
    lifecycle: deps.lifecycle ?? null,
    prices: deps.prices ?? createPriceProvider(db, { feedUrl: config.PRICE_FEED_URL }),
    storage,
    ipfs: stores.ipfs,
    pinner: createPinner(config.IPFS_API_URL),
    sessions: new SessionStore(db, config),
    mail: createMailer(config, app.log),
    content: createContentService(db),
    pages: new PageCache(),
    facts: new ViewerFactsCache(new ViewerFactsLoader(db)),
    bus,
    drain: deps.drain ?? new Drain(),
  };
  ctx.drain.install(app);
  // Every server sharing the database drops its cached pages when any of them clears its own.
  sharePageClears(ctx.pages, bus);
  shareSessionEnds(ctx.sessions, bus);
  shareFactDrops(ctx.facts, bus);
  // Visitors' cached explore and search pages go stale the moment the indexer applies a sale, a listing or a
  // mint — reported through POST /tx or found in the background alike.
  // Their live events go to the open pages of every server (events/): only from the process that applied the
  // blocks, so that each change is told once.
  const live = new LiveHub(bus, {
    maxPerIp: rateLimitPerMinute > 0 ? LIVE_CONNECTIONS_PER_IP : 0,
    maxTotal: config.LIVE_MAX_CONNECTIONS,
  });
  const lifecycle = ctx.lifecycle;
  lifecycle?.indexer.setChangeHandler((applied) => {
    ctx.pages.clear();
    // Sales, bids accepted, auctions settled: whose bids they close is not at hand here, so every reader's go.
    ctx.facts.forget(null);
    if (applied.length)
      liveMessagesOf(db, lifecycle.deployment, applied)
        .then((messages) => publishLive(bus, messages))
        .catch((err) => app.log.warn({ err }, 'live events'));
  });
  app.addHook('preClose', async () => live.close());
  if (deps.metadataBackfill) {
    const backfill = new MetadataBackfill({
      db,
      ipfs: ctx.ipfs,
      storage,
      onChange: () => ctx.pages.clear(),
      log: app.log.child({ component: 'metadata-backfill' }),
    });
    app.addHook('onReady', async () => backfill.start());
    app.addHook('preClose', () => backfill.stop());
  }
  if (deps.notificationMail && config.NOTIFICATION_MAIL_POLL_MS > 0)
    runNotificationMail(app, ctx, deps.database);
  // Before every other route and hook, so that each request is counted (see system/observability.ts).
  metrics = installObservability(app, ctx, deps.database);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", rpcOrigin(config.RPC_URL), 'https:', 'wss:'].filter(Boolean),
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", 'https:'],
      },
    },
    // Media and images are embedded by other origins (wallet UIs, share previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  installCsrfGuard(app, config);
  await app.register(fastifyCookie);
  installBannedWriteGuard(app, db, ctx.sessions, API_PREFIX);
  // After the cookie plugin, whose onSend writes Set-Cookie: a reply that sets the session is personal too.
  installSessionCacheHeaders(app, (req) => ctx.sessions.consulted(req));
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 4 } });
  await installCompression(app);
  // A secret of this process marking the page renderer's own API requests (http/page-render.ts).
  const renderSecret = randomBytes(24).toString('hex');
  await installRateLimits(
    app,
    ctx.sessions,
    rateLimitPerMinute,
    renderSecret,
    sharedRateLimitStore(deps.database, (err) => app.log.warn({ err }, 'shared rate limit store')),
  );

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Agora API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(registerRoutes, { prefix: API_PREFIX, ctx });
  await app.register(eventRoutes(live), { prefix: API_PREFIX, ctx });
  // Mails handed to SMTP go out before the server stops.
  app.addHook('onClose', () => ctx.mail.flush());
  if (ctx.mail.outbox && devOutboxEnabled(config))
    await app.register(devMailRoutes, {
      outbox: ctx.mail.outbox,
      mailer: ctx.mail,
      everyone: config.DEV_MAIL,
      apiPrefix: API_PREFIX,
    });
  await app.register(ipfsGateway(ctx.ipfs));
  // S3 media without a CDN URL are read through the server (media/serve.ts).
  if (!storage.localDir) await app.register(mediaFromStorage(storage));
  await installStatic(app, config.WEB_DIST, storage.localDir, renderSecret);
  return app;
}
