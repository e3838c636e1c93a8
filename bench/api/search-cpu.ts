import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { namedQuery } from '../../apps/server/src/db/prepared';
import { SEARCHES } from './searches';

/**
 * `npm run bench:search-cpu`: where PostgreSQL's CPU goes for the uncached search dropdown. The dropdown's
 * statement (search/first-round.ts) for each query of bench:api's mix, prepared under its name as the server's
 * pooled connections run it, round robin on one connection for ROUNDS rounds; prints per run the backend's
 * CPU (user and system, from /proc), pg_stat_statements' execution and planning time, and the client's wall
 * time. PERF=<file> records the backend with `perf record -g` meanwhile (perf report then says where the CPU
 * outside the executor goes). DATABASE_URL: a loaded bench:api database with pg_stat_statements.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 300);
const LIMIT = 6;

/** utime and stime (ms) of a process, from /proc (clock ticks of 10 ms). */
function cpuOf(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a loaded bench:api database');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stats = new pg.Client({ connectionString: url });
  await stats.connect();
  try {
    const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    // FIRST_ROUND=<module>: another version of first-round.ts (an A/B in the same minutes).
    const module = process.env.FIRST_ROUND ?? '../../apps/server/src/search/first-round';
    const { firstRoundQuery } = (await import(
      module
    )) as typeof import('../../apps/server/src/search/first-round');
    const statements = SEARCHES.map((q) => namedQuery(firstRoundQuery(q, LIMIT)));
    const run = (s: (typeof statements)[number]) =>
      client.query({ name: s.name, text: s.sql, values: s.params });
    for (let k = 0; k < 12; k++) for (const s of statements) await run(s);
    await stats.query('select pg_stat_statements_reset()');
    const perf = process.env.PERF
      ? spawn('perf', ['record', '-g', '-F', '999', '-p', String(pid), '-o', process.env.PERF], {
          stdio: 'ignore',
        })
      : null;
    if (perf) await new Promise((r) => setTimeout(r, 1000));
    const before = cpuOf(pid);
    const started = process.hrtime.bigint();
    for (let k = 0; k < ROUNDS; k++) for (const s of statements) await run(s);
    const wall = Number(process.hrtime.bigint() - started) / 1e6;
    const after = cpuOf(pid);
    if (perf) {
      perf.kill('SIGINT');
      await new Promise((r) => perf.once('exit', r));
    }
    const calls = ROUNDS * statements.length;
    const { rows } = await stats.query<{ exec: number; plan: number; plans: string; buffers: string }>(
      `select sum(total_exec_time)::float8 as exec, sum(total_plan_time)::float8 as plan, sum(plans)::text as plans,
         sum(shared_blks_hit + shared_blks_read)::text as buffers from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and query like 'with w as materialized%'`,
    );
    const r = rows[0];
    const per = (ms: number) => (ms / calls).toFixed(3);
    process.stdout.write(
      `${calls} runs: backend CPU ${per(after.user + after.system - before.user - before.system)} ms a run ` +
        `(user ${per(after.user - before.user)}, system ${per(after.system - before.system)}), ` +
        `executor ${per(Number(r?.exec))} ms, planning ${per(Number(r?.plan))} ms (${r?.plans} plans), ` +
        `${(Number(r?.buffers) / calls).toFixed(1)} buffers, wall ${per(wall)} ms\n`,
    );
  } finally {
    await client.end();
    await stats.end();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
