import { agoraErc721Abi, type Deployment, devAccount } from '@agora/chain';
import { and, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, type Hex, http, parseEventLogs, toHex } from 'viem';
import { foundry } from 'viem/chains';
import { createLifecycle } from '../../apps/server/src/chain/lifecycle';
import { items } from '../../apps/server/src/db/schema';
import { accounts, signIn } from '../../apps/server/test/auth-helpers';
import type { createTestApp } from '../../apps/server/test/helpers';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * The two visibility figures on an app whose indexer has caught up: `reported-tx-visible` (median ms from a
 * mint's receipt to POST /tx answered and the token page 200) and `indexer-visible` (median ms from the receipt
 * to the item row present, with a second indexer built as main.ts builds it and no report).
 */
export async function measureVisibility(o: {
  rpcUrl: string;
  deployment: Deployment;
  deploymentFile: string;
  app: Awaited<ReturnType<typeof createTestApp>>;
  samples: number;
}): Promise<void> {
  const { deployment: d, app: t, samples } = o;
  const { database } = t;
  const client = createPublicClient({ chain: foundry, transport: http(o.rpcUrl) });
  const wallet = createWalletClient({
    account: devAccount(0),
    chain: foundry,
    transport: http(o.rpcUrl),
  });
  const fee = await client.readContract({ address: d.erc721, abi: agoraErc721Abi, functionName: 'mintFee' });
  let seq = 10_000_000; // above every digest the producer minted
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
  const parts: [number, number][] = [];
  for (let i = 0; i < samples; i++) {
    const m = await mintOne();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tx',
      payload: { hash: m.hash },
      headers: { cookie },
    });
    const reportedAt = performance.now();
    const page = await t.app.inject({ url: `/api/v1/items/${d.erc721.toLowerCase()}/${m.tokenId}` });
    if (res.statusCode !== 200 || page.statusCode !== 200)
      throw new Error(`not visible: ${res.body} ${page.body}`);
    reported.push(performance.now() - m.at);
    parts.push([reportedAt - m.at, performance.now() - reportedAt]);
  }
  process.stdout.write(`reported-tx-visible: ${Math.round(median(reported))} ms\n`);
  process.stderr.write(
    `[bench:indexer] reported-tx-visible parts (median ms): POST /tx ${Math.round(median(parts.map((p) => p[0])))}, ` +
      `token page ${Math.round(median(parts.map((p) => p[1])))}; each sample: ${reported.map(Math.round).join(' ')}\n`,
  );

  // The server's own indexer settings (main.ts passes no poll interval or confirmations).
  const follower = await createLifecycle({ rpcUrl: o.rpcUrl, deploymentFile: o.deploymentFile, database });
  if (!follower) throw new Error('no lifecycle');
  follower.indexer.start();
  const unreported: number[] = [];
  for (let i = 0; i < samples; i++) {
    const m = await mintOne();
    // By (contract, token): the unique index answers each poll (by token id alone, every poll scanned the items
    // of the caught-up market beside the indexer it measures).
    const where = and(eq(items.contract, d.erc721.toLowerCase()), eq(items.tokenId, String(m.tokenId)));
    while (!(await database.db.$count(items, where))) await new Promise((r) => setTimeout(r, 5));
    unreported.push(performance.now() - m.at);
  }
  process.stdout.write(`indexer-visible: ${Math.round(median(unreported))} ms\n`);
  await follower.indexer.stop();
}
