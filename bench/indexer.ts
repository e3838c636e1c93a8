import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployAll } from '@agora/chain';
import { startAnvil } from '@agora/chain/testing';
import { createPublicClient, http, toHex } from 'viem';
import { foundry } from 'viem/chains';
import { BatchTrace, setBatchTrace } from '../apps/server/src/chain/trace';
import { createTestApp, openTestDatabase } from '../apps/server/test/helpers';
import { startThrowawayPostgres } from './api/postgres';
import { cpuMeter } from './indexer/cpu';
import { statementTimes } from './indexer/pg-statements';
import { marketSize, produceMarket, rpc } from './indexer/produce';
import { profiled } from './indexer/profile';
import { busy, figure, type Run } from './indexer/runs';
import { measureVisibility } from './indexer/visible';
import { writeCosts } from './indexer/write-costs';

/**
 * `npm run bench:indexer`: a fresh anvil with Agora deployed, a realistic market of ~50,000 logs in large blocks
 * (bench/indexer/produce.ts: mints of single and multi editions, signed listings bought one by one and in
 * sweeps, accepted bids and collection offers, transfers, cancels, a fee change), then:
 *   indexer-catch-up-postgres, indexer-catch-up-pglite
 *                        logs of Agora's contracts applied per second from cold into a fresh database, fetching
 *                        included: PostgreSQL (DATABASE_URL, else a throwaway cluster as bench:api starts) and an
 *                        in-memory PGlite; each with its statements per batch and per 1,000 logs, and the time
 *                        and statements of each step of a batch (chain/trace.ts) on stderr;
 *   reported-tx-visible  median ms from a receipt to the state visible through POST /tx;
 *   indexer-visible      median ms from mined to visible with no report (the server's own poll interval).
 * Env: the market's size (marketSize: BENCH_ITEMS_PER_ACCOUNT, BENCH_EDITIONS_PER_ACCOUNT, BENCH_ACCOUNTS),
 * BENCH_SAMPLES (default 15; 0 skips the two visibility figures), BENCH_DATABASES (default "pglite,postgres"),
 * BENCH_CPU_PROFILE=<dir> (a V8 CPU profile of each catch-up, written there and summarised on stderr),
 * BENCH_BURY=<n> (default 12: empty blocks mined after the market, so that its large blocks are below the
 * confirmations as a catch-up after downtime finds them, and go through the final ranges; 0 leaves them the last
 * 12 blocks, applied by the linked path with an undo journal, as blocks at the head are), RUNS (default 1: cold
 * catch-ups per database, each into a fresh database; with more, the figures are the median and the range),
 * BENCH_BLOCK_TXS=<n> (blocks of at most n transactions: Agora's logs spread over many blocks, as on a public
 * chain; default large blocks, bench/indexer/rpc.ts), BENCH_BATCH_LOGS (the indexer's logs per batch, default
 * the indexer's own, `batch/range` with its logs per fetched range; a list runs each in turn), BENCH_WRITE_COSTS=1 (on PostgreSQL, after the runs: what each index,
 * trigger and foreign key of the tables a catch-up writes costs, bench/indexer/write-costs.ts), BENCH_PG_PORT (the
 * throwaway cluster's port, default 55434), BENCH_KEEP_DATABASE=1 (with DATABASE_URL: the last catch-up's database is
 * kept, for `tsx bench/indexer/write-costs.ts <its url>`).
 */
const THROWAWAY_PORT = Number(process.env.BENCH_PG_PORT ?? 55434);
const size = marketSize();
const samples = Number(process.env.BENCH_SAMPLES ?? 15);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const profileDir = process.env.BENCH_CPU_PROFILE;
const bury = Number(process.env.BENCH_BURY ?? 12);
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
// One catch-up (of RUNS) per value, each on the same market: `BENCH_BATCH_LOGS=1000000,5000` compares them; a
// value `batch/range` sets the logs per fetched range too (`100000/100000`: one range per batch).
const batchLogsList = (process.env.BENCH_BATCH_LOGS ?? '')
  .split(',')
  .filter(Boolean)
  .map((v) => {
    const [batchLogs, rangeLogs] = v.split('/').map(Number);
    return { label: v.replace('/', '-'), batchLogs, rangeLogs };
  });
const log = (s: string) => process.stderr.write(`[bench:indexer] ${s}\n`);

const anvil = await startAnvil(['--gas-limit', '3000000000']);
const throwaway =
  process.env.DATABASE_URL || !databases.includes('postgres') ? null : startThrowawayPostgres(THROWAWAY_PORT);
const dir = mkdtempSync(path.join(tmpdir(), 'agora-bench-indexer-'));
let last:
  | { app: Awaited<ReturnType<typeof createTestApp>>; database: Awaited<ReturnType<typeof openTestDatabase>> }
  | undefined;
try {
  const deploymentFile = path.join(dir, 'deployment.json');
  const { deployment: d } = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile });
  const started = Date.now();
  const txs = await produceMarket(anvil.rpcUrl, d, size);
  if (bury > 0) await rpc(anvil.rpcUrl, 'anvil_mine', [toHex(bury)]);
  const head = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
  const client = createPublicClient({
    chain: foundry,
    // The whole market in one answer: under load anvil takes longer than viem's default 10 s to send it.
    transport: http(anvil.rpcUrl, { maxResponseBodySize: false, timeout: 120_000 }),
  });
  const address = [d.marketplace, d.erc721, d.erc1155];
  const range = { fromBlock: BigInt(d.deployBlock), toBlock: BigInt(head) };
  const logs = await client.getLogs({ address, ...range });
  const currencyLogs = await client.getLogs({ address: [d.vsw, d.wbnb], ...range });
  const linked = logs.filter((l) => Number(l.blockNumber) > head - 12).length;
  log(
    `${logs.length} logs of Agora's contracts (${linked} in the last 12 blocks) and ${currencyLogs.length} of ` +
      `the bid currencies, in ${head - d.deployBlock} blocks: ${txs} transactions produced in ` +
      `${Date.now() - started} ms (${JSON.stringify(size)})`,
  );

  /** The figures of `kind`'s runs (`label` names the batch size when several are compared). */
  function report(kind: string, label: string, done: Run[]) {
    const perK = (x: number) => (1000 * x) / logs.length;
    const perBatch = (r: Run) => r.trace.inSteps / Math.max(r.trace.batches, 1);
    process.stdout.write(
      `indexer-catch-up-${label}: ${figure(done, (r) => r.logsPerSecond)} logs/s (wall, under load)\n`,
    );
    process.stdout.write(
      `indexer-statements-${label}: ${figure(done, perBatch, 1)} per batch, ` +
        `${figure(done, (r) => perK(r.trace.inSteps), 1)} per 1,000 logs, ` +
        `${figure(done, (r) => r.trace.batches)} batches ` +
        `(${figure(done, (r) => r.trace.statements - r.trace.inSteps)} more by the app meanwhile)\n`,
    );
    process.stdout.write(
      `indexer-cpu-${label}: ms per 1,000 logs: node ${figure(done, (r) => perK(1000 * r.used.node), 1)}, ` +
        `anvil ${figure(done, (r) => perK(1000 * r.used.anvil), 1)}` +
        `${kind === 'postgres' ? `, postgres ${figure(done, (r) => perK(1000 * r.used.postgres), 1)}` : ''} ` +
        '(CPU time, not wall: load-independent)\n',
    );
  }

  /** One cold catch-up into a fresh database of `kind`: logs per second, fetching included. */
  async function catchUp(
    kind: 'postgres' | 'pglite',
    sizes: { batchLogs?: number; rangeLogs?: number } | undefined,
  ) {
    // openTestDatabase picks PostgreSQL by DATABASE_URL (assigning undefined to it would store "undefined").
    const setUrl = (url: string | undefined) => {
      if (url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = url;
    };
    const saved = process.env.DATABASE_URL;
    setUrl(kind === 'pglite' ? undefined : (saved ?? throwaway?.url));
    const trace = new BatchTrace();
    const database = await openTestDatabase({ logger: trace });
    setUrl(saved);
    const app = await createTestApp(
      { RPC_URL: anvil.rpcUrl, DEPLOYMENT_FILE: deploymentFile },
      { database, ...sizes },
    );
    const indexer = app.lifecycle?.indexer;
    if (!indexer) throw new Error('no lifecycle');
    const statements = database.url ? await statementTimes(database.url) : null;
    await statements?.reset();
    setBatchTrace(trace);
    const cpu = cpuMeter(kind === 'postgres' && !process.env.DATABASE_URL ? THROWAWAY_PORT : null);
    const at = performance.now();
    const sync = () => indexer.syncTo(head);
    if (profileDir) {
      const { summary } = await profiled(path.join(profileDir, `catch-up-${kind}.cpuprofile`), sync);
      for (const line of summary) log(`${kind} ${line}`);
    } else await sync();
    const seconds = (performance.now() - at) / 1000;
    const used = cpu.stop();
    setBatchTrace(null);
    const run: Run = { logsPerSecond: logs.length / seconds, seconds, used, trace };
    for (const line of trace.report()) log(`${kind} step ${line}`);
    log(
      `${kind} ${trace.batches} batches, their groups (blocks: logs): ${trace.sizes.map((b) => `${b.from}-${b.to}: ${b.logs}`).join(', ')}`,
    );
    for (const line of (await statements?.read()) ?? []) log(`${kind} ${line}`);
    log(`${kind} run: ${Math.round(run.logsPerSecond)} logs/s, ${busy(run, kind)}`);
    return { app, database, run };
  }
  for (const kind of databases as ('pglite' | 'postgres')[]) {
    for (const sizes of batchLogsList.length ? batchLogsList : [undefined]) {
      const done: Run[] = [];
      for (let i = 0; i < runs; i++) {
        if (last) {
          await last.app.close();
          await last.database.drop();
        }
        const { run, ...kept } = await catchUp(kind, sizes);
        last = kept;
        done.push(run);
      }
      report(kind, sizes ? `${kind}-${sizes.label}` : kind, done);
    }
  }
  if (process.env.BENCH_WRITE_COSTS && last?.database.url) {
    for (const line of await writeCosts(last.database.url)) log(`write costs: ${line}`);
  }
  if (last && samples > 0) {
    await measureVisibility({ rpcUrl: anvil.rpcUrl, deployment: d, deploymentFile, app: last.app, samples });
  }
} finally {
  // Each run makes a PostgreSQL database of its own: it goes whatever happened.
  await last?.app.close().catch(() => undefined);
  if (process.env.BENCH_KEEP_DATABASE && process.env.DATABASE_URL) log(`kept ${last?.database.url}`);
  else await last?.database.drop().catch(() => undefined);
  throwaway?.stop();
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
