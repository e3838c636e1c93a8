import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Lifecycle } from '../chain/lifecycle';
import { readCheckpoint } from '../chain/pipeline';
import type { ChainReader } from '../chain/reader';
import type { Database } from '../db/client';
import type { ViewerFactsCache } from '../items/facts-cache';
import type { PageCache } from '../items/page-cache';

/** What the scrape-time gauges read from. */
export interface MetricsSources {
  database: Database;
  chain: ChainReader;
  lifecycle: Lifecycle | null;
  pages: PageCache;
  facts: ViewerFactsCache;
}

/** One app's metrics: its own registry (two apps in one process, as in tests, never share counters). */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /**
   * Failed calls to S3-compatible object storage, by operation (`put`, `get`, `delete`, …): the S3 store
   * increments it (`metrics.s3Errors.inc({ operation: 'put' })`).
   */
  s3Errors: Counter<'operation'>;
}

// Latency buckets in seconds: the API's targets are tens of milliseconds, uploads take seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Drizzle's node-postgres database keeps its pool as `$client`; PGlite is one in-process connection. */
function poolOf(database: Database): pg.Pool | null {
  return database.kind === 'postgres'
    ? ((database.db as unknown as { $client: pg.Pool }).$client ?? null)
    : null;
}

export function createMetrics(s: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'agora_' });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const httpRequests = new Counter({
    name: 'agora_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'agora_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer, by method, route pattern and status code',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const s3Errors = new Counter({
    name: 'agora_s3_errors_total',
    help: 'Failed calls to S3-compatible object storage, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });

  // Counters kept by the page cache, the facts cache and the indexer themselves, copied at scrape time.
  const lookups = (name: string, help: string, cache: { hits: number; misses: number }) =>
    new Counter({
      name,
      help,
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, cache.hits);
        this.inc({ result: 'miss' }, cache.misses);
      },
    });
  lookups(
    'agora_page_cache_lookups_total',
    'Anonymous list pages asked of the page cache, by result (hit: answered from memory, miss: loaded)',
    s.pages,
  );
  lookups(
    'agora_viewer_facts_lookups_total',
    "Signed-in readers' own facts on cached lists, by result (hit: all from memory, miss: some looked up)",
    s.facts,
  );
  new Counter({
    name: 'agora_indexer_logs_applied_total',
    help: "Agora contract logs in the blocks this process's indexer applied",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(s.lifecycle?.indexer.appliedLogs ?? 0);
    },
  });
  new Gauge({
    name: 'agora_indexer_leader',
    help: '1 when this process holds the indexing lock and follows the chain, else 0',
    registers: [registry],
    collect() {
      this.set(s.lifecycle?.indexer.status().leader ? 1 : 0);
    },
  });
  // Read from the chain and the database rather than from this process's indexer, so that every server
  // reports the cluster's lag, not only the leader; NaN while either side does not answer. The three gauges
  // of one scrape share one read (prom-client collects them concurrently).
  let reading: { at: number; value: Promise<{ head: number; applied: number }> } | null = null;
  const chainView = () => {
    if (!reading || Date.now() - reading.at > 1_000) {
      const value = Promise.all([
        s.chain.head(),
        s.lifecycle ? readCheckpoint(s.database.db).catch(() => null) : null,
      ]).then(([h, cp]) => ({
        head: h ? Number(h.blockNumber) : Number.NaN,
        applied: cp?.number ?? Number.NaN,
      }));
      reading = { at: Date.now(), value };
    }
    return reading.value;
  };
  new Gauge({
    name: 'agora_chain_head_block',
    help: 'The head block of the configured chain',
    registers: [registry],
    async collect() {
      this.set((await chainView()).head);
    },
  });
  new Gauge({
    name: 'agora_indexer_applied_block',
    help: 'The last block the indexer applied (its checkpoint in the database)',
    registers: [registry],
    async collect() {
      this.set((await chainView()).applied);
    },
  });
  new Gauge({
    name: 'agora_indexer_lag_blocks',
    help: 'Chain head minus the last applied block',
    registers: [registry],
    async collect() {
      const { head, applied } = await chainView();
      // NaN when either is unknown (NaN propagates through the subtraction).
      this.set(Math.max(head - applied, 0));
    },
  });

  const pool = poolOf(s.database);
  new Gauge({
    name: 'agora_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting clients); PGlite is one connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });

  return { registry, httpRequests, httpDuration, s3Errors };
}
