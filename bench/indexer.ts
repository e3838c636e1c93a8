import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { agoraErc721Abi, deployAll, devAccount } from '@agora/chain';
import { startAnvil } from '@agora/chain/testing';
import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, type Hex, http, parseEventLogs, toHex } from 'viem';
import { foundry } from 'viem/chains';
import { createLifecycle } from '../apps/server/src/chain/lifecycle';
import { items } from '../apps/server/src/db/schema';
import { accounts, signIn } from '../apps/server/test/auth-helpers';
import { createTestApp, openTestDatabase } from '../apps/server/test/helpers';
import { startThrowawayPostgres } from './api/postgres';
import { produceMarket, rpc } from './indexer/produce';

/**
 * `npm run bench:indexer`: a fresh anvil with Agora deployed, thousands of marketplace events (mints, and sales
 * of signed listings, in large blocks), then three figures:
 *   indexer-catch-up-postgres, indexer-catch-up-pglite
 *                        logs applied per second from cold into a fresh database, fetching included:
 *                        PostgreSQL (DATABASE_URL, else a throwaway cluster as bench:api starts) and an
 *                        in-memory PGlite;
 *   reported-tx-visible  median ms from a receipt to the state visible through POST /tx;
 *   indexer-visible      median ms from mined to visible with no report (the server's own poll interval).
 * Env: BENCH_ITEMS_PER_ACCOUNT (10 accounts; default 100, about 4,000 logs), BENCH_SAMPLES (default 15).
 */
const perAccount = Number(process.env.BENCH_ITEMS_PER_ACCOUNT ?? 100);
const samples = Number(process.env.BENCH_SAMPLES ?? 15);
const log = (s: string) => process.stderr.write(`[bench:indexer] ${s}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const anvil = await startAnvil(['--gas-limit', '3000000000']);
const throwaway = process.env.DATABASE_URL ? null : startThrowawayPostgres(55434);
const dir = mkdtempSync(path.join(tmpdir(), 'agora-bench-indexer-'));
let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
try {
  const deploymentFile = path.join(dir, 'deployment.json');
  const { deployment: d } = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile });
  const started = Date.now();
  await produceMarket(anvil.rpcUrl, d, perAccount);
  const head = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'));
  const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
  const address = [d.marketplace, d.erc721, d.erc1155];
  const logs = await client.getLogs({ address, fromBlock: BigInt(d.deployBlock), toBlock: BigInt(head) });
  log(`${logs.length} logs in ${head - d.deployBlock} blocks produced in ${Date.now() - started} ms`);

  /** One cold catch-up into a fresh database of `kind`: logs per second, fetching included. */
  async function catchUp(kind: 'postgres' | 'pglite') {
    // openTestDatabase picks PostgreSQL by DATABASE_URL (assigning undefined to it would store "undefined").
    const setUrl = (url: string | undefined) => {
      if (url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = url;
    };
    const saved = process.env.DATABASE_URL;
    setUrl(kind === 'pglite' ? undefined : (saved ?? throwaway?.url));
    const database = await openTestDatabase();
    setUrl(saved);
    const app = await createTestApp({ RPC_URL: anvil.rpcUrl, DEPLOYMENT_FILE: deploymentFile }, { database });
    const indexer = app.lifecycle?.indexer;
    if (!indexer) throw new Error('no lifecycle');
    const at = performance.now();
    await indexer.syncTo(head);
    const seconds = (performance.now() - at) / 1000;
    process.stdout.write(`indexer-catch-up-${kind}: ${Math.round(logs.length / seconds)} logs/s\n`);
    return { app, database };
  }
  const pglite = await catchUp('pglite');
  await pglite.app.close();
  await pglite.database.drop();
  const { app: t, database } = await catchUp('postgres');
  opened = database;

  const wallet = createWalletClient({
    account: devAccount(0),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  });
  const fee = await client.readContract({ address: d.erc721, abi: agoraErc721Abi, functionName: 'mintFee' });
  let seq = perAccount * 10 + 1_000_000;
  /**
   * Polls for the receipt. viem's waitForTransactionReceipt sometimes never resolved here although the
   * transaction was mined (it waits for a block number newer than one it may have cached after the mining).
   */
  async function receiptOf(hash: Hex) {
    for (;;) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
      if (receipt) return receipt;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  /** Mints one token from account 0 and returns its id and the moment its receipt arrived. */
  async function mintOne(): Promise<{ hash: Hex; tokenId: bigint; at: number }> {
    const digest = toHex(seq++, { size: 32 });
    const hash = await wallet.writeContract({
      address: d.erc721,
      abi: agoraErc721Abi,
      functionName: 'mint',
      args: [digest, 500],
      value: fee,
    });
    const receipt = await receiptOf(hash);
    const at = performance.now();
    const [minted] = parseEventLogs({ abi: agoraErc721Abi, eventName: 'Minted', logs: receipt.logs });
    if (!minted) throw new Error('no Minted log');
    return { hash, tokenId: minted.args.tokenId, at };
  }

  const cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  const reported: number[] = [];
  for (let i = 0; i < samples; i++) {
    const m = await mintOne();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tx',
      payload: { hash: m.hash },
      headers: { cookie },
    });
    const page = await t.app.inject({ url: `/api/v1/items/${d.erc721.toLowerCase()}/${m.tokenId}` });
    if (res.statusCode !== 200 || page.statusCode !== 200)
      throw new Error(`not visible: ${res.body} ${page.body}`);
    reported.push(performance.now() - m.at);
  }
  process.stdout.write(`reported-tx-visible: ${Math.round(median(reported))} ms\n`);

  // The server's own indexer settings (main.ts passes no poll interval or confirmations).
  const follower = await createLifecycle({ rpcUrl: anvil.rpcUrl, deploymentFile, database });
  if (!follower) throw new Error('no lifecycle');
  follower.indexer.start();
  const unreported: number[] = [];
  for (let i = 0; i < samples; i++) {
    const m = await mintOne();
    const where = eq(items.tokenId, String(m.tokenId));
    while (!(await database.db.$count(items, where))) await new Promise((r) => setTimeout(r, 5));
    unreported.push(performance.now() - m.at);
  }
  process.stdout.write(`indexer-visible: ${Math.round(median(unreported))} ms\n`);
  await follower.indexer.stop();
  await t.close();
} finally {
  // Each run makes a PostgreSQL database of its own: it goes whatever happened.
  await opened?.drop().catch(() => undefined);
  throwaway?.stop();
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
