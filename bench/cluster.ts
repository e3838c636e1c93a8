import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoContent } from '../apps/server/src/seed/demo';
import {
  leaderFailover,
  likeVisibleAcross,
  sharedLimitRefusals,
  uploadServedEverywhere,
} from '../apps/server/test/cluster-checks';
import { type ClusterServer, startCluster, startServer } from '../apps/server/test/cluster-harness';
import { bulkLoad } from './api/load';
import { startThrowawayPostgres } from './api/postgres';

/**
 * `npm run bench:cluster`: the checks of the cluster test (apps/server/test/cluster.test.ts) on three server
 * processes sharing PostgreSQL, anvil and s3rver, then `cluster-throughput-ratio`: uncached explore requests per
 * second with two server processes against one, on bench:api's data set. Prints one line per figure.
 * Env: DATABASE_URL (else a throwaway cluster), BENCH_ITEMS / BENCH_USERS / BENCH_ACTIVITY (default bench:api's
 * 1M / 100k / 5M), BENCH_SECONDS (10), BENCH_REUSE=1 to keep an already loaded BENCH_DB (default
 * agora_bench, the database bench:api loads), BENCH_ONLY=checks|throughput.
 */
const size = {
  items: Number(process.env.BENCH_ITEMS ?? 1_000_000),
  users: Number(process.env.BENCH_USERS ?? 100_000),
  activity: Number(process.env.BENCH_ACTIVITY ?? 5_000_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
const dbName = process.env.BENCH_DB ?? 'agora_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DB must be a plain identifier: ${dbName}`);
const log = (s: string) => process.stderr.write(`[bench:cluster] ${s}\n`);
const print = (s: string) => process.stdout.write(`${s}\n`);

async function checks(baseUrl: string): Promise<void> {
  const cluster = await startCluster({ databaseUrl: baseUrl, count: 3, rateLimitPerMinute: 600, log });
  try {
    const market = await uploadServedEverywhere(cluster);
    print('upload-served-by-every-server: yes');
    print(`cross-instance-visible: ${await likeVisibleAcross(cluster, market)}`);
    print(`shared-limit-refusals: ${await sharedLimitRefusals(cluster, 700)} of 700 at 600/min`);
    const f = await leaderFailover(cluster, market);
    print(`failover-seconds: ${f.seconds.toFixed(2)}`);
    print(`requests-failed-during-failover: ${f.failedRequests}`);
    print(`sales-applied-exactly-once: ${f.sales - f.notOnce.length} of ${f.sales}`);
  } finally {
    await cluster.stop();
  }
}

/** bench:api's data set (the same loader), kept between runs with BENCH_REUSE=1. */
async function prepare(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (exists && process.env.BENCH_REUSE === '1') {
    await admin.end();
    log(`reusing loaded database ${dbName}`);
    return url.toString();
  }
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await database.migrate();
  await seedDemoContent(database.db);
  await database.close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const client = await pool.connect();
  await client.query("set maintenance_work_mem = '512MB'");
  const started = Date.now();
  await bulkLoad(client, size, log);
  log(`loaded ${size.items} items in ${Math.round((Date.now() - started) / 1000)} s`);
  client.release();
  await pool.end();
  return url.toString();
}

// A cookie that names no session skips the page cache (as bench:api's uncached lines): the database path.
const UNCACHED = { cookie: 'agora_session=bench-no-such-session' };
const EXPLORE = '/api/v1/tokens?filter=All&page=1&limit=10';

/** Uncached explore req/s with 32 connections shared evenly by `servers`, all driven at once. */
async function explorePerSecond(servers: ClusterServer[], duration: number): Promise<number> {
  const results = await Promise.all(
    servers.map((s) =>
      autocannon({
        url: s.url + EXPLORE,
        connections: 32 / servers.length,
        duration,
        headers: UNCACHED,
      }),
    ),
  );
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad) throw new Error(`${bad} explore requests failed`);
  return results.reduce((n, r) => n + r.requests.average, 0);
}

async function throughput(baseUrl: string): Promise<void> {
  const databaseUrl = await prepare(baseUrl);
  // No chain: the indexer stays off and every request is an explore read.
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0', RPC_URL: 'http://127.0.0.1:9' };
  const servers = await Promise.all(['A', 'B'].map((n) => startServer(n, env)));
  try {
    const [a] = servers as [ClusterServer, ClusterServer];
    // Warm-up of both processes (JIT, prepared statements), not recorded.
    await explorePerSecond(servers, 3);
    const one = await explorePerSecond([a], seconds);
    const two = await explorePerSecond(servers, seconds);
    print(`explore (uncached) one server: ${Math.round(one)} req/s; two servers: ${Math.round(two)} req/s`);
    print(`cluster-throughput-ratio: ${(two / one).toFixed(2)} (${size.items} items)`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function main() {
  const throwaway = process.env.DATABASE_URL ? null : startThrowawayPostgres(55434);
  const baseUrl = process.env.DATABASE_URL ?? throwaway?.url ?? '';
  try {
    if (only !== 'throughput') await checks(baseUrl);
    if (only !== 'checks') await throughput(baseUrl);
  } finally {
    throwaway?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
