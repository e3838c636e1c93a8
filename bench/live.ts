import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { agoraMarketplaceAbi } from '@agora/chain';
import { type Hex, parseEther, toHex } from 'viem';
import { buildApp } from '../apps/server/src/app';
import { createLifecycle } from '../apps/server/src/chain/lifecycle';
import { loadConfig } from '../apps/server/src/config';
import { ownOrigins } from '../apps/server/src/http/origins';
import { accounts, siweMessage } from '../apps/server/test/auth-helpers';
import { orderPayload } from '../apps/server/test/bid-orders';
import { calls, type SignedOrder, startChain } from '../apps/server/test/chain';
import { openTestDatabase } from '../apps/server/test/helpers';
import { openSse, type SseStream } from '../apps/server/test/sse';

/**
 * `npm run bench:live`: anvil with Agora deployed, the server in this process with the settings main.ts gives
 * it (the indexer's own poll interval, PGlite or DATABASE_URL), `BENCH_CLIENTS` (default 100) open event
 * streams on the activity feed, then purchases of listed tokens, timed from the buyer's receipt to the sale's
 * event at the last client opened:
 *   live-update-visible-indexed   nobody reports the transaction: the indexer finds it (target ≤ 1,000 ms);
 *   live-update-visible-reported  the buyer reports it with POST /tx, the indexer stopped (target ≤ 300 ms).
 * Each prints the median of `BENCH_SAMPLES` (default 15) purchases, with the fastest and slowest.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const samples = Number(process.env.BENCH_SAMPLES ?? 15);
const log = (s: string) => process.stderr.write(`[bench:live] ${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function summary(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const median = s[Math.floor(s.length / 2)] ?? Number.NaN;
  return `${Math.round(median)} ms (min ${Math.round(s[0] ?? 0)}, max ${Math.round(s.at(-1) ?? 0)}, n=${s.length}, ${clients} clients)`;
}

const chain = await startChain();
const { deployment: d, deploymentFile, rpcUrl } = chain;
const dir = mkdtempSync(path.join(tmpdir(), 'agora-bench-live-'));
const database = await openTestDatabase();
const streams: SseStream[] = [];
try {
  const config = loadConfig({
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, 'no-web'),
    RPC_URL: rpcUrl,
    DEPLOYMENT_FILE: deploymentFile,
    LOG_LEVEL: 'silent',
  });
  const lifecycle = await createLifecycle({ rpcUrl, deploymentFile, database });
  if (!lifecycle) throw new Error('no deployment');
  const app = await buildApp({ config, database, lifecycle, rateLimitPerMinute: 0 });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // Polled: viem's waitForTransactionReceipt sometimes waits past the mining (see bench/indexer.ts).
  async function receiptOf(hash: Hex) {
    for (;;) {
      const receipt = await chain.public.getTransactionReceipt({ hash }).catch(() => null);
      if (receipt) return receipt;
      await sleep(2);
    }
  }

  // Tokens 1..2n minted by account 0 and listed at 1 BNB with signed orders (no transaction), as the web lists.
  await chain.send(0, calls(d).approveAll(d.erc721));
  const listed: SignedOrder[] = [];
  for (let i = 1; i <= 2 * samples; i++) {
    await chain.send(0, calls(d).mint721(toHex(i, { size: 32 })));
    listed.push(await orderPayload(chain, 0, String(i)));
  }
  const price = parseEther('1');
  const market = { address: d.marketplace, abi: agoraMarketplaceAbi } as const;
  await lifecycle.indexer.syncTo(Number(await chain.public.getBlockNumber()));
  const [, buyerFeeBps] = await chain.public.readContract({ ...market, functionName: 'config' });
  const total = price + (price * BigInt(buyerFeeBps)) / 10_000n;
  log(`${2 * samples} tokens listed; opening ${clients} event streams`);

  for (let i = 0; i < clients; i++)
    streams.push(await openSse(`${base}/api/v1/events?channels=activity,explore`));
  if (streams.some((s) => s.status !== 200)) throw new Error('a stream was refused');
  const watcher = streams.at(-1) as SseStream;

  /** Buys token `id` from account 1; answers ms from the receipt to the sale's event at the watcher. */
  async function buyAndTime(id: number, report?: (hash: Hex) => Promise<void>): Promise<number> {
    const from = watcher.events.length;
    const order = listed[id - 1] as SignedOrder;
    const receipt = await receiptOf(
      await chain.wallet(1).writeContract(calls(d).buy(order, 1n, total) as never),
    );
    const mined = performance.now();
    await report?.(receipt.transactionHash);
    const sale = await watcher.next(
      (e) =>
        (e.data as { change?: string; tokenId?: string }).change === 'sale' &&
        (e.data as { tokenId: string }).tokenId === String(id),
      10_000,
      from,
    );
    return sale.at - mined;
  }

  lifecycle.indexer.start();
  const indexed: number[] = [];
  for (let i = 1; i <= samples; i++) {
    indexed.push(await buyAndTime(i));
    await sleep(50);
  }
  process.stdout.write(`live-update-visible-indexed: ${summary(indexed)}\n`);

  await lifecycle.indexer.stop();
  // The buyer signs in as the web app does, from the server's own origin (CSRF guard).
  const origin = ownOrigins(config)[0] as string;
  const buyer = accounts[1] as (typeof accounts)[number];
  const message = await siweMessage(app, buyer);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { message, signature: await buyer.signMessage({ message }) },
    headers: { origin },
  });
  const session = verify.cookies.find((c) => c.name === 'agora_session');
  if (!session) throw new Error(`sign-in failed: ${verify.body}`);
  const cookie = `agora_session=${session.value}`;
  const reported: number[] = [];
  for (let i = samples + 1; i <= 2 * samples; i++) {
    reported.push(
      await buyAndTime(i, async (hash) => {
        const res = await fetch(`${base}/api/v1/tx`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin },
          body: JSON.stringify({ hash }),
        });
        if (res.status !== 200) throw new Error(`POST /tx ${res.status}: ${await res.text()}`);
      }),
    );
  }
  process.stdout.write(`live-update-visible-reported: ${summary(reported)}\n`);
  for (const s of streams) s.close();
  await app.close();
} finally {
  for (const s of streams) s.close();
  await database.drop().catch(() => undefined);
  await chain.anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
