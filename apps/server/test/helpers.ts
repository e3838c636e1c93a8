import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createLifecycle, type Lifecycle } from '../src/chain/lifecycle';
import { type ChainReader, createChainReader } from '../src/chain/reader';
import { type Config, loadConfig } from '../src/config';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client';
import { ownOrigins } from '../src/http/origins';

/**
 * A fresh database for one test file: in-memory PGlite, or — when DATABASE_URL is set (CI) — a new PostgreSQL
 * database of its own so that files can run in parallel.
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'logger'> = {},
): Promise<Database & { url?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase(options);
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `agora_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ ...options, databaseUrl: target.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    url: target.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A chain that never answers: health must still answer (degraded). */
export const downChain: ChainReader = {
  client: undefined as never,
  head: async () => null,
};

/**
 * Makes `app.inject` send writes as the app's own web page would: a request without an `origin` or
 * `sec-fetch-site` header gets `Origin: <the app's own origin>`, so tests that are not about CSRF need not
 * repeat it. A test that sets either header keeps exactly what it set; `origin: undefined` sends no Origin.
 */
function injectFromOwnOrigin(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app) as (
    opts?: InjectOptions | string,
  ) => ReturnType<FastifyInstance['inject']>;
  const withOrigin = (opts: InjectOptions): InjectOptions => {
    const given = Object.entries(opts.headers ?? {});
    const named = given.some(([k]) => ['origin', 'sec-fetch-site'].includes(k.toLowerCase()));
    const headers = Object.fromEntries(given.filter(([, v]) => v !== undefined));
    return { ...opts, headers: named ? headers : { origin, ...headers } };
  };
  app.inject = ((opts?: InjectOptions | string) =>
    typeof opts === 'object' ? inject(withOrigin(opts)) : inject(opts)) as FastifyInstance['inject'];
}

/** POSTs a JSON body in the session of `cookie` (a signed-in wallet or account), as the web app does. */
export function postAs(app: FastifyInstance, cookie: string, url: string, payload: object) {
  return app.inject({ method: 'POST', url, payload, headers: { cookie } });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  lifecycle: Lifecycle | null;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  extra: {
    chain?: ChainReader;
    database?: Database;
    confirmations?: number;
    /** The indexer's logs per final range (bench:indexer's BENCH_BATCH_LOGS). */
    batchLogs?: number;
    /** The indexer's logs per fetched range (bench:indexer's BENCH_BATCH_LOGS, after a slash). */
    rangeLogs?: number;
    rateLimitPerMinute?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agora-server-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    RPC_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const database = extra.database ?? (await openTestDatabase());
  // With RPC_URL and DEPLOYMENT_FILE given, the app talks to that chain (the indexer is not started).
  const onChain = Boolean(overrides.RPC_URL && overrides.DEPLOYMENT_FILE);
  const lifecycle = onChain
    ? await createLifecycle({
        rpcUrl: config.RPC_URL,
        deploymentFile: config.DEPLOYMENT_FILE,
        database,
        pollMs: 100,
        confirmations: extra.confirmations ?? 12,
        batchLogs: extra.batchLogs,
        rangeLogs: extra.rangeLogs,
      })
    : null;
  const chain = extra.chain ?? (onChain ? createChainReader(config.RPC_URL) : downChain);
  const rateLimitPerMinute = extra.rateLimitPerMinute ?? 0;
  const app = await buildApp({ config, database, chain, lifecycle, rateLimitPerMinute });
  await app.ready();
  injectFromOwnOrigin(app, ownOrigins(config)[0] as string);
  return {
    app,
    database,
    config,
    dataDir,
    lifecycle,
    async close() {
      await lifecycle?.indexer.stop();
      await app.close();
      if (!extra.database) await (database as Database & { drop(): Promise<void> }).drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
