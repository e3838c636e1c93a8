import autocannon from 'autocannon';
import {
  leaderFailover,
  likeVisibleAcross,
  sharedLimitRefusals,
  uploadServedEverywhere,
} from '../apps/server/test/cluster-checks';
import { type ClusterServer, startCluster, startServer } from '../apps/server/test/cluster-harness';
import { datasetSize, prepareDataset } from './api/dataset';
import { startThrowawayPostgres } from './api/postgres';

/**
 * `npm run bench:cluster`: the checks of the cluster test (apps/server/test/cluster.test.ts) on three server
 * processes sharing PostgreSQL, anvil and s3rver, then `cluster-throughput-ratio`: uncached explore requests per
 * second with two server processes against one, on bench:api's data set. Prints one line per figure.
 * Env: DATABASE_URL (else a throwaway cluster), BENCH_ITEMS / BENCH_USERS / BENCH_ACTIVITY (default bench:api's
 * 1M / 100k / 5M), BENCH_SECONDS (10), BENCH_REUSE=1 to keep an already loaded BENCH_DB (default
 * agora_bench, the database bench:api loads), BENCH_ONLY=checks|throughput.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
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
  const databaseUrl = await prepareDataset(baseUrl, log);
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
    print(`cluster-throughput-ratio: ${(two / one).toFixed(2)} (${datasetSize.items} items)`);
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
