import { agoraErc721Abi, agoraMarketplaceAbi, type Deployment, devAccount } from '@agora/chain';
import {
  type Abi,
  type Address,
  encodeFunctionData,
  type Hex,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem';

/** JSON-RPC to anvil, batched: thousands of requests per HTTP call. */
export async function rpcBatch(rpcUrl: string, calls: { method: string; params: unknown[] }[]) {
  const out: unknown[] = [];
  for (let i = 0; i < calls.length; i += 500) {
    const body = calls.slice(i, i + 500).map((c, j) => ({ jsonrpc: '2.0', id: i + j, ...c }));
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answers = (await res.json()) as { id: number; result?: unknown; error?: { message: string } }[];
    for (const a of answers.sort((x, y) => x.id - y.id)) {
      if (a.error) throw new Error(`${calls[a.id]?.method}: ${a.error.message}`);
      out.push(a.result);
    }
  }
  return out;
}

export const rpc = async (rpcUrl: string, method: string, params: unknown[] = []) =>
  (await rpcBatch(rpcUrl, [{ method, params }]))[0];

interface Tx {
  from: number;
  to: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

// Deriving an HD account costs milliseconds: derive each dev address once.
const addresses = new Map<number, Address>();
function addressOf(i: number): Address {
  const known = addresses.get(i);
  if (known) return known;
  const derived = devAccount(i).address;
  addresses.set(i, derived);
  return derived;
}

const NATIVE = '0x0000000000000000000000000000000000000000';
const PRICE = parseEther('0.01');

/**
 * Sends a round of transactions from anvil's unlocked dev accounts with automine off, then mines until the
 * pool is empty (a few large blocks). Explicit nonces and gas limits: the batch is not ordered for anvil, and
 * estimation against pending state would fail.
 */
async function round(rpcUrl: string, txs: Tx[]): Promise<never[]> {
  const t0 = Date.now();
  const before = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  const senders = [...new Set(txs.map((t) => t.from))];
  const counts = (await rpcBatch(
    rpcUrl,
    senders.map((i) => ({ method: 'eth_getTransactionCount', params: [addressOf(i), 'latest'] })),
  )) as Hex[];
  const next = new Map(senders.map((i, k) => [i, Number(counts[k])]));
  await rpcBatch(
    rpcUrl,
    txs.map((t) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: addressOf(t.from),
          nonce: toHex(bumpNonce(next, t.from)),
          to: t.to,
          data: encodeFunctionData({ abi: t.abi, functionName: t.functionName, args: t.args }),
          value: toHex(t.value ?? 0n),
          gas: toHex(400_000),
        },
      ],
    })),
  );
  const mined = Date.now();
  for (;;) {
    await rpc(rpcUrl, 'evm_mine');
    const status = (await rpc(rpcUrl, 'txpool_status')) as { pending: Hex };
    if (Number(status.pending) === 0) break;
  }
  process.stderr.write(
    `[bench:indexer] ${txs.length} txs: sent in ${mined - t0} ms, mined in ${Date.now() - mined} ms\n`,
  );
  // Logs of the mined blocks: anvil answers one eth_getLogs far faster than thousands of receipts.
  const after = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  const range = { fromBlock: toHex(before + 1), toBlock: toHex(after) };
  return (await rpc(rpcUrl, 'eth_getLogs', [range])) as never[];
}

function bumpNonce(next: Map<number, number>, account: number): number {
  const n = next.get(account) ?? 0;
  next.set(account, n + 1);
  return n;
}

/** Every transaction of a round logs its event once; fewer means some reverted. */
function all<T>(logs: T[], expected: number): T[] {
  if (logs.length !== expected) throw new Error(`${expected - logs.length} benchmark transactions reverted`);
  return logs;
}

/**
 * Thousands of marketplace events: every dev account mints `perAccount` single editions, lists each for BNB,
 * and the next account buys it (about five logs per item: Transfer + Minted, Listed, Sale + Transfer).
 */
export async function produceMarket(rpcUrl: string, d: Deployment, perAccount: number, accounts = 10) {
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  const ids = [...Array(accounts).keys()];
  await round(
    rpcUrl,
    ids.map((from) => ({
      from,
      to: d.erc721,
      abi: agoraErc721Abi,
      functionName: 'setApprovalForAll',
      args: [d.marketplace, true],
    })),
  );
  const fee = BigInt(
    (await rpc(rpcUrl, 'eth_call', [
      { to: d.erc721, data: encodeFunctionData({ abi: agoraErc721Abi, functionName: 'mintFee' }) },
      'latest',
    ])) as Hex,
  );
  const digest = (i: number) => toHex(i + 1, { size: 32 });
  const mints = ids.flatMap((from) =>
    Array.from({ length: perAccount }, (_, k) => ({
      from,
      to: d.erc721,
      abi: agoraErc721Abi,
      functionName: 'mint',
      args: [digest(from * perAccount + k), 500],
      value: fee,
    })),
  );
  const mintLogs = await round(rpcUrl, mints);
  const minted = all(
    parseEventLogs({ abi: agoraErc721Abi, eventName: 'Minted', logs: mintLogs }),
    mints.length,
  );
  const creatorOf = (a: string) => ids.find((i) => addressOf(i).toLowerCase() === a.toLowerCase()) ?? 0;
  const lists = minted.map((m) => ({
    from: creatorOf(m.args.creator),
    to: d.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'list',
    args: [d.erc721, m.args.tokenId, 1n, NATIVE, PRICE, 0n],
  }));
  const listLogs = await round(rpcUrl, lists);
  const listed = all(
    parseEventLogs({ abi: agoraMarketplaceAbi, eventName: 'Listed', logs: listLogs }),
    lists.length,
  );
  const quote = await quoteDue(rpcUrl, d);
  const buys = listed.map((l) => ({
    from: (creatorOf(l.args.seller) + 1) % accounts,
    to: d.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'buy',
    args: [l.args.listingId, 1n, quote],
    value: quote,
  }));
  const saleLogs = await round(rpcUrl, buys);
  all(parseEventLogs({ abi: agoraMarketplaceAbi, eventName: 'Sale', logs: saleLogs }), buys.length);
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
}

/** Price plus buyer fee of one bench listing (the fee does not depend on the token). */
async function quoteDue(rpcUrl: string, d: Deployment): Promise<bigint> {
  const data = encodeFunctionData({
    abi: agoraMarketplaceAbi,
    functionName: 'quote',
    args: [d.erc721, 1n, PRICE],
  });
  const raw = (await rpc(rpcUrl, 'eth_call', [{ to: d.marketplace, data }, 'latest'])) as Hex;
  // Split = (price, buyerFee, sellerFee, royaltyReceiver, royalty): the first two words.
  return BigInt(`0x${raw.slice(2, 66)}`) + BigInt(`0x${raw.slice(66, 130)}`);
}

export { PRICE };
