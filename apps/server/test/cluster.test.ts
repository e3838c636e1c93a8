import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leaderFailover,
  likeVisibleAcross,
  type Market,
  sharedLimitRefusals,
  uploadServedEverywhere,
} from './cluster-checks';
import { type Cluster, startCluster } from './cluster-harness';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write(
    'cluster.test.ts skipped: it needs PostgreSQL (DATABASE_URL), as .ci/run provides; PGlite is one process\n',
  );
}

/**
 * Three real server processes on one PostgreSQL, one anvil and one S3-protocol server: the checks of issue 14
 * that `npm run bench:cluster` also makes (bench/cluster.ts), on small data. The lines it prints are the same.
 */
describe.skipIf(!databaseUrl)('three servers sharing one database', () => {
  let cluster: Cluster;
  let market: Market;
  const print = (line: string) => process.stdout.write(`${line}\n`);

  beforeAll(async () => {
    cluster = await startCluster({ databaseUrl: databaseUrl as string, count: 3, rateLimitPerMinute: 600 });
  }, 200_000);
  afterAll(() => cluster?.stop(), 30_000);

  it('serves an upload made through A from B and C', async () => {
    market = await uploadServedEverywhere(cluster);
  }, 30_000);

  it('shows a like made on A on C within a second, cached and uncached (with A’s session)', async () => {
    const ms = await likeVisibleAcross(cluster, market);
    print(`cross-instance-visible: ${ms}`);
    expect(ms).toBeLessThan(1_000);
  }, 15_000);

  it('refuses 100 of 700 requests from one client spread over the three servers at 600 a minute', async () => {
    expect(await sharedLimitRefusals(cluster, 700)).toBe(100);
  }, 30_000);

  it('hands indexing to another server within 10 s when the leader is killed, each sale applied once', async () => {
    const f = await leaderFailover(cluster, market);
    print(`failover-seconds: ${f.seconds.toFixed(2)}`);
    print(`requests-failed-during-failover: ${f.failedRequests}`);
    expect(f.seconds).toBeLessThanOrEqual(10);
    expect(f.notOnce).toEqual([]);
    expect(f.failedRequests).toBe(0);
  }, 60_000);
});
