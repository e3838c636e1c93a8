import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { API_PREFIX, buildApp } from './app';
import { createLifecycle } from './chain/lifecycle';
import { type Config, loadConfig } from './config';
import { openServerDatabase } from './db/startup';
import { seedDemoMarket } from './seed/market';
import { Drain } from './system/drain';
import { ReaderActivity } from './system/reader-activity';
import { announceListening, isFirstProcess, superviseWorkers } from './workers';

/**
 * Entry point. Logs go to stderr so that stdout carries exactly one line, `Agora API listening on <url>`,
 * which scripts/start.mjs waits for.
 */
async function main(config: Config) {
  const logger = { level: config.LOG_LEVEL, stream: pino.destination(2) };
  const database = await openServerDatabase(config);
  const lifecycle = await createLifecycle({
    rpcUrl: config.RPC_URL,
    deploymentFile: config.DEPLOYMENT_FILE,
    database,
  });
  const drain = new Drain();
  const app = await buildApp({
    config,
    database,
    logger,
    lifecycle,
    metadataBackfill: true,
    notificationMail: true,
    drain,
  });
  if (lifecycle) {
    // Background lines have no request: they say which part of the server wrote them instead.
    const indexerLog = app.log.child({ component: 'indexer' });
    lifecycle.indexer.setErrorHandler((err) => indexerLog.warn({ err }, 'indexer step failed'));
    lifecycle.indexer.start();
    // In the background: the API answers at once and the market fills in; a failed seed only logs.
    const seedLog = app.log.child({ component: 'demo-seed' });
    const log = (message: string) => seedLog.info(message);
    // With several workers (workers.ts) the first one seeds the demo for all, stepping aside while it serves
    // readers (a newcomer's first page comes while the market fills in).
    if (isFirstProcess()) {
      const readers = new ReaderActivity();
      const stopCounting = readers.install(app, `${API_PREFIX}/events`);
      const yieldToReaders = () => readers.whenQuiet();
      seedDemoMarket({ config, db: database.db, lifecycle, log, yieldToReaders })
        .catch((err: unknown) => seedLog.warn({ err }, 'demo market seed failed'))
        .finally(stopCounting);
    }
  } else app.log.warn('no deployment file: the indexer is off until the contracts are deployed');

  // The drain comes first and may take SHUTDOWN_DRAIN_MS; the close after it has its own 10 s.
  closeWithGrace({ delay: config.SHUTDOWN_DRAIN_MS + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    // SIGTERM is how orchestrators and balancers stop a server: keep serving while they take it out of
    // rotation (system/drain.ts). Ctrl-C (SIGINT) and a crash stop at once.
    if (signal === 'SIGTERM') await drain.run(config.SHUTDOWN_DRAIN_MS);
    // Fastify's close stops accepting connections, closes idle keep-alive ones and waits for in-flight
    // requests; live streams end with a reconnect hint (events/routes.ts).
    await lifecycle?.indexer.stop();
    await app.close();
    await database.close();
  });

  const address = await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (at) => `server listening on ${at}`,
  });
  const url = config.PUBLIC_URL ?? address.replace('://[::1]', '://localhost');
  announceListening(url);
}

function start(): Promise<void> {
  const config = loadConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) {
    superviseWorkers(
      config.WORKERS,
      (line) => process.stderr.write(`${line}\n`),
      (url) => process.stdout.write(`Agora API listening on ${url}\n`),
    );
    return Promise.resolve();
  }
  return main(config);
}

start().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
