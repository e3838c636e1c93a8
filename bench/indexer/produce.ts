import {
  agoraErc721Abi,
  agoraMarketplaceAbi,
  type Deployment,
  devAccount,
  marketplaceDomain,
  type Order,
  orderTypes,
  SALE_TYPE,
} from '@agora/chain';
import {
  type Abi,
  type Address,
  decodeFunctionResult,
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

// Deriving an HD account costs milliseconds: derive each dev account once.
const keys = new Map<number, ReturnType<typeof devAccount>>();
function keyOf(i: number) {
  const known = keys.get(i);
  if (known) return known;
  const derived = devAccount(i);
  keys.set(i, derived);
  return derived;
}
const addressOf = (i: number): Address => keyOf(i).address;

const NATIVE: Address = '0x0000000000000000000000000000000000000000';
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

/** eth_call of a view function, batched like the transactions. */
async function readAll<T>(rpcUrl: string, to: Address, abi: Abi, functionName: string, args: unknown[][]) {
  const raw = (await rpcBatch(
    rpcUrl,
    args.map((a) => ({
      method: 'eth_call',
      params: [{ to, data: encodeFunctionData({ abi, functionName, args: a }) }, 'latest'],
    })),
  )) as Hex[];
  return raw.map((data) => decodeFunctionResult({ abi, functionName, data }) as T);
}

/**
 * Thousands of marketplace events: every dev account mints `perAccount` single editions and lists each for BNB
 * — a signed order, as the web lists, so no transaction and no log — and the next account buys it with
 * buy(order, signature, 1, maxTotal) (about four logs per item: Transfer + Minted, OrderFilled + Transfer).
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
  const [fee] = await readAll<bigint>(rpcUrl, d.erc721, agoraErc721Abi, 'mintFee', [[]]);
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
  const orders = await signListings(
    rpcUrl,
    d,
    minted.map((m) => ({ seller: creatorOf(m.args.creator), tokenId: m.args.tokenId })),
  );
  const quote = await quoteDue(rpcUrl, d);
  const buys = orders.map(({ seller, order, signature }) => ({
    from: (seller + 1) % accounts,
    to: d.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'buy',
    args: [order, signature, 1n, quote],
    value: quote,
  }));
  const saleLogs = await round(rpcUrl, buys);
  all(parseEventLogs({ abi: agoraMarketplaceAbi, eventName: 'OrderFilled', logs: saleLogs }), buys.length);
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
}

/**
 * FixedPrice orders at PRICE in BNB, each signed by its token's creator under the token's listing nonce and the
 * creator's counter (both read from the chain in one batch each), the seller fee bound at today's fee.
 */
async function signListings(rpcUrl: string, d: Deployment, tokens: { seller: number; tokenId: bigint }[]) {
  const nonces = await readAll<bigint>(
    rpcUrl,
    d.erc721,
    agoraErc721Abi,
    'listingNonce',
    tokens.map((t) => [addressOf(t.seller), t.tokenId]),
  );
  const sellers = [...new Set(tokens.map((t) => t.seller))];
  const counters = new Map(
    (
      await readAll<bigint>(
        rpcUrl,
        d.marketplace,
        agoraMarketplaceAbi,
        'listingCounter',
        sellers.map((i) => [addressOf(i)]),
      )
    ).map((c, k) => [sellers[k], c]),
  );
  const [config] = await readAll<readonly unknown[]>(rpcUrl, d.marketplace, agoraMarketplaceAbi, 'config', [
    [],
  ]);
  const domain = marketplaceDomain(d.chainId, d.marketplace);
  return Promise.all(
    tokens.map(async ({ seller, tokenId }, k) => {
      const order: Order = {
        seller: addressOf(seller),
        collection: d.erc721,
        tokenId,
        quantity: 1n,
        currency: NATIVE,
        unitPrice: PRICE,
        saleType: SALE_TYPE.FixedPrice,
        startTime: 0n,
        endTime: 0n,
        maxFeeBps: BigInt(config?.[2] as bigint),
        maxRoyaltyBps: 2000n, // the cap: any royalty
        nonce: nonces[k] as bigint,
        counter: counters.get(seller) ?? 0n,
        salt: BigInt(k),
      };
      const key = keyOf(seller);
      const signature = await key.signTypedData({
        domain,
        types: orderTypes,
        primaryType: 'Order',
        message: order,
      });
      return { seller, order, signature };
    }),
  );
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
