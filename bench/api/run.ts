import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_FILTERS } from '@agora/core';
import autocannon from 'autocannon';
import { cpuSpent, readCpu } from './cpu';
import { datasetSize, prepareDataset } from './dataset';
import { pinStatistics } from './pin-statistics';
import { startThrowawayPostgres } from './postgres';
import { formatMedian, formatRun, type LineResult } from './report';
import { SEARCHES } from './searches';
import { benchSessions } from './sessions';
import { Statements } from './statements';

/**
 * `npm run bench:api`: fills PostgreSQL with 1M items, 100k users and 5M activity rows, starts the real server
 * on it and drives the busiest read paths with autocannon. Prints `<endpoint>: p50 <ms> ms, p99 <ms> ms, <n> req/s`.
 * Env: DATABASE_URL (else a throwaway cluster), BENCH_ITEMS / BENCH_USERS / BENCH_ACTIVITY, BENCH_SECONDS,
 * BENCH_REUSE=1 to keep an already loaded database (BENCH_DB, default agora_bench), BENCH_ONLY=<prefix> to
 * measure only the endpoints whose name starts with it, BENCH_CPU_PROFILE=<dir> for the server's CPU profile,
 * RUNS (default 3) runs of the lines over the one loaded database. Each line is
 * followed by `cpu per request: …` (from /proc) and `buffers per request: … (plan: …)` (pg_stat_statements).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Runs of the measured lines over one loaded database; with more than one, a median and range follow. */
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
/** Distinct signed-in readers of the `(signed in)` lines: one session per request, round robin. */
const SIGNED_IN_READERS = 1000;
const only = process.env.BENCH_ONLY;
const log = (s: string) => process.stderr.write(`[bench:api] ${s}\n`);

function startServer(databaseUrl: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../..');
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const args = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx'];
  const child = spawn(process.execPath, [...args, 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RPC_URL: 'http://127.0.0.1:9',
      // Nothing to drain for: the cluster stops right after the server.
      SHUTDOWN_DRAIN_MS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agora-bench-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (d: Buffer) => {
      const m = /Agora API listening on (\S+)/.exec(d.toString());
      // Stopped and gone before the cluster stops, which it would otherwise fill the output with warnings about.
      const stop = () =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      if (m?.[1]) resolve({ url: m[1], pid: child.pid as number, stop });
    });
  });
}

/**
 * The `(uncached)` lines measure the database path: each request's URL is made unique by a parameter the
 * server ignores (`nocache=<n>`), so the page cache, keyed by URL, never has it. (They used to send a cookie
 * naming no session; every reader now shares the cached page.)
 */
const uncached = (paths: string[], count = 100_000) =>
  Array.from({ length: count }, (_, k) => {
    const path = paths[k % paths.length] as string;
    return `${path}${path.includes('?') ? '&' : '?'}nocache=${k}`;
  });

/** One measured line: its requests go round `paths` (and `cookies`, one distinct reader per request). */
interface Line {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
  cookies?: string[];
}

/** The server under test, its database and pg_stat_statements, for the CPU and buffer figures of each line. */
let watched: { pid: number; database: string; statements: Statements | null } = {
  pid: 0,
  database: '',
  statements: null,
};

async function measure(line: Line, base: string): Promise<LineResult> {
  let i = 0;
  let c = 0;
  const { paths, cookies } = line;
  const drive = (duration: number) =>
    autocannon({
      url: base,
      connections: 16,
      duration,
      headers: line.headers ?? {},
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: paths[i++ % paths.length],
            ...(cookies
              ? { headers: { ...req.headers, cookie: cookies[c++ % cookies.length] as string } }
              : {}),
          }),
        },
      ],
    });
  // One unrecorded second of the same requests first: the pool closes connections idle for 10 s (the cached
  // lines before touch no database), and fresh backends re-plan and re-prepare, which landed in the p99 of
  // whichever uncached line came first rather than in steady state.
  await drive(1);
  await watched.statements?.reset();
  const before = readCpu(watched.pid, watched.database);
  const result = await drive(seconds);
  const settleMs = await settle(base);
  const spent = cpuSpent(before, readCpu(watched.pid, watched.database));
  const work = await watched.statements?.read();
  const requests = Math.max(1, result.requests.total);
  const bad = result.non2xx + result.errors;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    bad,
    settleMs,
    ...(bad ? { badDetail: await badAnswers(line, base, result) } : {}),
    serverMs: spent.server / requests,
    postgresMs: spent.postgres / requests,
    buffers: work ? work.buffers / requests : null,
    plan: work?.plan ?? 'n/a (no pg_stat_statements)',
  };
}

/**
 * Waits until the server has finished the line's requests: autocannon stops at the line's end, but requests it
 * gave up on (timeouts) still hold or wait for pooled connections, and their backlog delayed the next lines
 * (the activity feed's slow pages timed out the next run's explore lines). One request that needs the database
 * (a profile, ~10 buffers) queues behind them in the pool; its wait is the backlog's, counted with the line's
 * CPU and buffers, which it caused.
 */
async function settle(base: string): Promise<number> {
  const started = Date.now();
  await fetch(`${base}/api/v1/users/0x${'1'.padStart(40, '0')}`, { signal: AbortSignal.timeout(600_000) });
  return Date.now() - started;
}

/**
 * What went wrong in a line with bad answers: its status codes and timeouts as autocannon counted them, then
 * one request of the line (its first path and cookie) sent again with a longer wait, with its status, time and
 * the start of its body.
 */
async function badAnswers(
  line: Line,
  base: string,
  result: { statusCodeStats: Record<string, { count: number }>; timeouts: number; errors: number },
): Promise<string> {
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count} × ${status}`);
  const counted = [...statuses, `${result.timeouts} timeouts`, `${result.errors} errors`].join(', ');
  const started = Date.now();
  try {
    const res = await fetch(`${base}${line.paths[0]}`, {
      headers: line.cookies ? { cookie: line.cookies[0] as string } : {},
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.text()).slice(0, 300);
    return `${counted}; again: ${res.status} in ${Date.now() - started} ms: ${body}`;
  } catch (err) {
    return `${counted}; again: ${err instanceof Error ? err.message : String(err)} after ${Date.now() - started} ms`;
  }
}

async function main() {
  const throwaway = process.env.DATABASE_URL ? null : startThrowawayPostgres();
  const baseUrl = process.env.DATABASE_URL ?? throwaway?.url ?? '';
  try {
    const dbUrl = await prepareDataset(baseUrl, log);
    await pinStatistics(dbUrl, log);
    const server = await startServer(dbUrl);
    const statements = await Statements.open(dbUrl);
    if (!statements.available) log('pg_stat_statements is not loaded: buffers per request are n/a');
    watched = { pid: server.pid, database: new URL(dbUrl).pathname.slice(1), statements };
    try {
      const api = `${server.url}/api/v1`;
      // A deep keyset page: follow the cursor 50 pages in once, then measure from there.
      let cursor = '';
      for (let p = 0; p < 50; p++) {
        const page = (await (
          await fetch(`${api}/tokens?filter=FixedPrice&limit=10${cursor ? `&cursor=${cursor}` : ''}`)
        ).json()) as { nextCursor: string };
        cursor = page.nextCursor;
      }
      const user = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
      const users = Array.from({ length: 50 }, (_, k) => user(1 + ((k * 1931) % datasetSize.users)));
      const explore = ['/api/v1/tokens?filter=All&page=1&limit=10'];
      const filters = ['Art', 'Music', ...TOKEN_FILTERS.filter((f) => f !== 'All' && f !== 'Recently')].map(
        (f) => `/api/v1/tokens?filter=${f}&page=2&limit=10`,
      );
      // Trait filters (bench seed: Background of 8, Eyes of 5, Rarity 1% Legendary / 10% Rare) on several sorts:
      // one value, two values of a type (OR), two types (AND), a rare trait, a rare combination.
      const traitFilters = [
        'filter=All&trait=Background:Blue',
        'filter=All&trait=Background:Blue&trait=Background:Red',
        'filter=All&trait=Rarity:Legendary',
        'filter=FixedPrice&trait=Eyes:Laser',
        'filter=LowtoHigh&trait=Background:Gold&trait=Rarity:Rare',
        'filter=All&trait=Rarity:Legendary&trait=Eyes:Wink',
      ].map((q) => `/api/v1/tokens?${q}&page=1&limit=10`);
      const searches = SEARCHES.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}&limit=6`);
      // The explore page asks for its trait counts beside its first list, so a visitor filtering by traits has
      // them loaded: the server tells rare filters from common ones by them (items/trait-rarity.ts).
      await fetch(`${api}/tokens/traits`);
      // Warm-up (JIT), not recorded: otherwise it lands in the first line's p99.
      await autocannon({ url: `${server.url}${explore[0]}`, connections: 16, duration: 2 });
      const cookies = await benchSessions(dbUrl, SIGNED_IN_READERS);
      const lines: Line[] = [
        { name: 'explore All', paths: explore },
        { name: 'explore All (signed in)', paths: explore, cookies },
        { name: 'explore All (uncached)', paths: uncached(explore) },
        { name: 'explore filters (category, sale types, price sorts)', paths: filters },
        { name: 'explore filters (uncached)', paths: uncached(filters) },
        { name: 'explore traits (uncached)', paths: uncached(traitFilters) },
        {
          name: 'explore deep page (offset, page 200)',
          paths: ['/api/v1/tokens?filter=All&page=200&limit=10'],
        },
        {
          name: 'explore deep page (keyset cursor)',
          paths: [`/api/v1/tokens?filter=FixedPrice&limit=10&cursor=${cursor}`],
        },
        { name: 'search dropdown', paths: searches },
        { name: 'search dropdown (signed in)', paths: searches, cookies },
        { name: 'search dropdown (uncached)', paths: uncached(searches) },
        { name: 'profile with tab counts', paths: users.map((u) => `/api/v1/users/${u}`) },
        {
          name: 'profile tab collectibles',
          paths: users.map((u) => `/api/v1/users/${u}/tokens?tab=collectibles&page=1&limit=10`),
        },
        {
          name: 'activity feed',
          paths: ['All', 'Mint', 'Purchase', 'Token%20Like'].map(
            (f) => `/api/v1/activity?filter=${f}&page=1&limit=9`,
          ),
        },
      ].filter((l) => !only || l.name.startsWith(only));
      const results = new Map<string, LineResult[]>();
      for (let run = 1; run <= RUNS; run++) {
        if (RUNS > 1) process.stdout.write(`run ${run} of ${RUNS}\n`);
        for (const line of lines) {
          const result = await measure(line, server.url);
          results.set(line.name, [...(results.get(line.name) ?? []), result]);
          process.stdout.write(formatRun(line.name, result));
        }
      }
      if (RUNS > 1) {
        process.stdout.write(`median of ${RUNS} runs (range)\n`);
        for (const [name, list] of results) process.stdout.write(formatMedian(name, list));
      }
    } finally {
      await server.stop();
      await statements.close();
    }
  } finally {
    throwaway?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
