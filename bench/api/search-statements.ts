import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { search } from '../../apps/server/src/search/search';
import { SEARCHES } from './searches';

/**
 * `npm run bench:search-statements`: the uncached search dropdown's PostgreSQL work per query of bench:api's
 * mix, statement by statement (shared buffers hit + read per request, from pg_stat_statements), on an already
 * loaded bench database (DATABASE_URL: bench:api's BENCH_DB on a server with pg_stat_statements). Buffers do
 * not depend on CPU speed or on other load, so this is the figure to compare between two versions of the code.
 * Each query runs WARM times first (every pooled connection past the five runs after which PostgreSQL may keep
 * a generic plan), then RUNS times measured.
 */
const WARM = 12;
const RUNS = 10;
const LIMIT = 6;

/** A short name for a statement of the search path, from its text. */
function label(query: string): string {
  if (query.includes('with w as materialized')) return 'first statement';
  if (query.includes('i.contract')) return 'cards';
  const fallback = query.includes('materialized');
  if (/from items/.test(query)) return fallback ? 'items trigram fallback' : 'items window';
  if (/from users/.test(query))
    return fallback
      ? query.includes('regexp_replace')
        ? 'users phrase fallback'
        : 'users trigram fallback'
      : 'users window';
  return query.replace(/\s+/g, ' ').slice(0, 60);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a loaded bench:api database');
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const stats = new pg.Client({ connectionString: url });
  await stats.connect();
  await stats.query('create extension if not exists pg_stat_statements');
  let total = 0;
  let totalMs = 0;
  try {
    for (const q of SEARCHES) {
      for (let k = 0; k < WARM; k++) await search(database.db, q, LIMIT);
      await stats.query('select pg_stat_statements_reset()');
      for (let k = 0; k < RUNS; k++) await search(database.db, q, LIMIT);
      const { rows } = await stats.query<{
        query: string;
        calls: string;
        plans: string;
        buffers: string;
        ms: string;
      }>(
        `select query, calls::text, plans::text, (shared_blks_hit + shared_blks_read)::text as buffers,
           (total_exec_time + total_plan_time)::text as ms from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())
           and query not like '%pg_stat_statements%' order by shared_blks_hit + shared_blks_read desc`,
      );
      const parts = rows.map((r) => ({
        label: label(r.query),
        calls: Number(r.calls) / RUNS,
        // Plans made while measuring (with pg_stat_statements.track_planning on): a statement planned on every
        // run has not settled on a generic plan.
        plans: Number(r.plans) / RUNS,
        buffers: Number(r.buffers) / RUNS,
        ms: Number(r.ms) / RUNS,
      }));
      const sum = parts.reduce((s, p) => s + p.buffers, 0);
      const ms = parts.reduce((s, p) => s + p.ms, 0);
      total += sum;
      totalMs += ms;
      const detail = parts.map(
        (p) =>
          `${p.label} ${p.buffers}${p.calls === 1 ? '' : ` (${p.calls} calls)`}${p.plans ? ` (${p.plans} plans)` : ''}`,
      );
      process.stdout.write(
        `${JSON.stringify(q)}: ${sum} buffers, ${ms.toFixed(2)} ms: ${detail.join(', ')}\n`,
      );
    }
    // Times depend on the machine and its other load; buffers do not.
    const mean = (n: number) => (n / SEARCHES.length).toFixed(2);
    process.stdout.write(`mean per request: ${mean(total)} buffers, ${mean(totalMs)} ms in PostgreSQL\n`);
  } finally {
    await stats.end();
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
