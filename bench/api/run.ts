import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_FILTERS } from '@agora/core';
import autocannon from 'autocannon';
import { cpuSpent, readCpu } from './cpu';
import { datasetSize, prepareDataset } from './dataset';
import { startThrowawayPostgres } from './postgres';

/**
 * `npm run bench:api`: fills PostgreSQL with 1M items, 100k users and 5M activity rows, starts the real server
 * on it and drives the busiest read paths with autocannon. Prints `<endpoint>: p50 <ms> ms, p99 <ms> ms, <n> req/s`.
 * Env: DATABASE_URL (else a throwaway cluster), BENCH_ITEMS / BENCH_USERS / BENCH_ACTIVITY, BENCH_SECONDS,
 * BENCH_REUSE=1 to keep an already loaded database (BENCH_DB, default agora_bench), BENCH_ONLY=<prefix> to measure only the
 * endpoints whose name starts with it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
const log = (s: string) => process.stderr.write(`[bench:api] ${s}\n`);

function startServer(databaseUrl: string): Promise<{ url: string; pid: number; stop(): void }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RPC_URL: 'http://127.0.0.1:9',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agora-bench-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (d: Buffer) => {
      const m = /Agora API listening on (\S+)/.exec(d.toString());
      if (m?.[1]) resolve({ url: m[1], pid: child.pid as number, stop: () => child.kill('SIGTERM') });
    });
  });
}

// A cookie that names no session: the server looks it up (as for a signed-in visitor) and skips the one-second
// page cache of anonymous requests, so these lines measure the database and rendering path.
const UNCACHED = { cookie: 'agora_session=bench-no-such-session' };

/** The server under test and its database, for the CPU figures of each line (cpu.ts). */
let watched = { pid: 0, database: '' };

async function measure(name: string, base: string, paths: string[], headers = {}): Promise<void> {
  if (only && !name.startsWith(only)) return;
  let i = 0;
  const drive = (duration: number) =>
    autocannon({
      url: base,
      connections: 16,
      duration,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
    });
  // One unrecorded second of the same requests first: the pool closes connections idle for 10 s (the cached
  // lines before touch no database), and fresh backends re-plan and re-prepare, which landed in the p99 of
  // whichever uncached line came first rather than in steady state.
  await drive(1);
  const before = readCpu(watched.pid, watched.database);
  const result = await drive(seconds);
  const spent = cpuSpent(before, readCpu(watched.pid, watched.database));
  const perRequest = (ms: number) => (ms / Math.max(1, result.requests.total)).toFixed(2);
  const bad = result.non2xx + result.errors;
  const line = `${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`;
  const cpu = `cpu per request: server ${perRequest(spent.server)} ms, PostgreSQL ${perRequest(spent.postgres)} ms`;
  process.stdout.write(`${line}${bad ? ` (${bad} non-2xx/errors)` : ''}\n  ${cpu}\n`);
}

async function main() {
  const throwaway = process.env.DATABASE_URL ? null : startThrowawayPostgres();
  const baseUrl = process.env.DATABASE_URL ?? throwaway?.url ?? '';
  try {
    const dbUrl = await prepareDataset(baseUrl, log);
    const server = await startServer(dbUrl);
    watched = { pid: server.pid, database: new URL(dbUrl).pathname.slice(1) };
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
      const searches = [
        'moon',
        'dragn',
        'neon city',
        'crystal',
        'fozen',
        'pixel dream',
        'user42',
        'golden',
      ].map((q) => `/api/v1/search?q=${encodeURIComponent(q)}&limit=6`);
      // The explore page asks for its trait counts beside its first list, so a visitor filtering by traits has
      // them loaded: the server tells rare filters from common ones by them (items/trait-rarity.ts).
      await fetch(`${api}/tokens/traits`);
      // Warm-up (JIT), not recorded: otherwise it lands in the first line's p99.
      await autocannon({ url: `${server.url}${explore[0]}`, connections: 16, duration: 2 });
      await measure('explore All', server.url, explore);
      await measure('explore All (uncached)', server.url, explore, UNCACHED);
      await measure('explore filters (category, sale types, price sorts)', server.url, filters);
      await measure('explore filters (uncached)', server.url, filters, UNCACHED);
      await measure('explore traits (uncached)', server.url, traitFilters, UNCACHED);
      await measure('explore deep page (offset, page 200)', server.url, [
        '/api/v1/tokens?filter=All&page=200&limit=10',
      ]);
      await measure('explore deep page (keyset cursor)', server.url, [
        `/api/v1/tokens?filter=FixedPrice&limit=10&cursor=${cursor}`,
      ]);
      await measure('search dropdown', server.url, searches);
      await measure('search dropdown (uncached)', server.url, searches, UNCACHED);
      await measure(
        'profile with tab counts',
        server.url,
        users.map((u) => `/api/v1/users/${u}`),
      );
      await measure(
        'profile tab collectibles',
        server.url,
        users.map((u) => `/api/v1/users/${u}/tokens?tab=collectibles&page=1&limit=10`),
      );
      await measure(
        'activity feed',
        server.url,
        ['All', 'Mint', 'Purchase', 'Token%20Like'].map((f) => `/api/v1/activity?filter=${f}&page=1&limit=9`),
      );
    } finally {
      server.stop();
    }
  } finally {
    throwaway?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
