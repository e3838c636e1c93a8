import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  type Bid,
  type Deployment,
  type Order,
  vswAbi,
} from '@agora/chain';
import { type Address, type Hex, maxUint256, parseEther, parseEventLogs, toHex, zeroHash } from 'viem';
import { MAX_FEE_BPS, minted1155Count, mintedBy, NATIVE, ordersOf, PRICE, quoteDue } from './orders';
import { addressOf, readAll, round, rpc, type Tx } from './rpc';
import { signBids, signOrders } from './sign';

export { rpc };

/** How big a market the producer makes (env-tunable, see marketSize). */
export interface MarketSize {
  /** Dev accounts that trade (at most 10: the deployment grants VSW to accounts 0–9). */
  accounts: number;
  /** Single editions each account mints; each meets one fate of FATES. */
  items721: number;
  /** Multi-edition tokens (10 copies) each account mints, lists, sells in part and moves. */
  items1155: number;
}

/**
 * BENCH_ITEMS_PER_ACCOUNT (default 1,120), BENCH_EDITIONS_PER_ACCOUNT (default a tenth of it) and BENCH_ACCOUNTS
 * (default 10): about 4 logs per single edition and 7 per multi-edition token, so the defaults make 51,552 logs
 * of Agora's contracts (and 4,501 of VSW) in 24,295 transactions; BENCH_ITEMS_PER_ACCOUNT=100 makes 4,632.
 */
export function marketSize(env: NodeJS.ProcessEnv = process.env): MarketSize {
  const items721 = Number(env.BENCH_ITEMS_PER_ACCOUNT ?? 1_120);
  return {
    accounts: Math.min(Number(env.BENCH_ACCOUNTS ?? 10), 10),
    items721,
    items1155: Number(env.BENCH_EDITIONS_PER_ACCOUNT ?? Math.ceil(items721 / 10)),
  };
}

/**
 * What becomes of single edition k of an account (k mod 20): bought with buy (15 %, then given away: a second
 * owner), bought in sweeps of SWEEP (40 %), sold to a bid on the token (10 %) or to a collection offer (10 %),
 * transferred (15 %), listed and cancelled on chain (10 %).
 */
const FATES = [
  ...Array(3).fill('buy'),
  ...Array(8).fill('sweep'),
  ...Array(2).fill('bid'),
  ...Array(2).fill('offer'),
  ...Array(3).fill('transfer'),
  ...Array(2).fill('cancel'),
] as const;
type Fate = (typeof FATES)[number];
const SWEEP = 25;
const COPIES = 10n;
const BID_PRICE = parseEther('1');
const FAR = 4_102_444_800n; // 2100-01-01

/**
 * A realistic market in large blocks (automine off, batched sends): every account approves the marketplace
 * (721, 1155 and VSW for its bids), mints single and multi editions, then one round of trades — signed listings
 * bought one by one and in sweeps, bids and collection offers accepted, transfers, cancels, a fee change — and
 * one of second-hand moves and counter bumps (cancelAllOrders, cancelAllBids). Answers the transactions sent.
 */
export async function produceMarket(rpcUrl: string, d: Deployment, size: MarketSize): Promise<number> {
  const n = size.accounts;
  const ids = [...Array(n).keys()];
  const peer = (s: number, k: number) => (s + k) % n;
  const market = { to: d.marketplace, abi: agoraMarketplaceAbi };
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  let sent = 0;
  const send = async (label: string, txs: Tx[]) => {
    sent += txs.length;
    return round(rpcUrl, label, txs);
  };
  await send(
    'approvals',
    ids.flatMap((from) => [
      {
        from,
        to: d.erc721,
        abi: agoraErc721Abi,
        functionName: 'setApprovalForAll',
        args: [d.marketplace, true],
      },
      {
        from,
        to: d.erc1155,
        abi: agoraErc1155Abi,
        functionName: 'setApprovalForAll',
        args: [d.marketplace, true],
      },
      { from, to: d.vsw, abi: vswAbi, functionName: 'approve', args: [d.marketplace, maxUint256] },
    ]),
  );
  const [fee721] = await readAll<bigint>(rpcUrl, d.erc721, agoraErc721Abi, 'mintFee', [[]]);
  const [fee1155] = await readAll<bigint>(rpcUrl, d.erc1155, agoraErc1155Abi, 'mintFee', [[]]);
  const digest = (i: number) => toHex(i + 1, { size: 32 });
  const mintLogs = await send('mints', [
    ...ids.flatMap((from) =>
      Array.from({ length: size.items721 }, (_, k) => ({
        from,
        to: d.erc721,
        abi: agoraErc721Abi,
        functionName: 'mint',
        args: [digest(from * size.items721 + k), 500],
        value: fee721,
      })),
    ),
    ...ids.flatMap((from) =>
      Array.from({ length: size.items1155 }, (_, k) => ({
        from,
        to: d.erc1155,
        abi: agoraErc1155Abi,
        functionName: 'mint',
        args: [COPIES, digest(n * size.items721 + from * size.items1155 + k), 500],
        value: fee1155,
      })),
    ),
  ]);
  const minted721 = mintedBy(mintLogs, d, 'erc721', ids);
  const minted1155 = mintedBy(mintLogs, d, 'erc1155', ids);

  // Orders: single editions to buy, sweep or cancel, and one listing of all copies of each multi edition.
  const fate = (k: number): Fate => FATES[k % FATES.length] as Fate;
  const listed = ids.flatMap((s) => [
    ...(minted721.get(s) ?? [])
      .map((tokenId, k) => ({ seller: s, collection: d.erc721, tokenId, quantity: 1n, fate: fate(k) }))
      .filter((t) => t.fate === 'buy' || t.fate === 'sweep' || t.fate === 'cancel'),
    ...(minted1155.get(s) ?? []).map((tokenId) => ({
      seller: s,
      collection: d.erc1155,
      tokenId,
      quantity: COPIES,
      fate: 'editions' as const,
    })),
  ]);
  const orders = await ordersOf(rpcUrl, d, listed);
  const signed = await signOrders(
    rpcUrl,
    d,
    orders.map((o, k) => ({ signer: listed[k]?.seller as number, message: o })),
  );
  const bidFor = (
    bidder: number,
    tokenId: bigint,
    anyToken: boolean,
    quantity: bigint,
    salt: bigint,
  ): Bid => ({
    bidder: addressOf(bidder),
    collection: d.erc721,
    tokenId,
    anyToken,
    tokenRoot: zeroHash,
    auction: zeroHash,
    quantity,
    currency: d.vsw,
    unitPrice: BID_PRICE,
    maxFeeBps: MAX_FEE_BPS,
    expiry: FAR,
    counter: 0n,
    salt,
  });
  const withFate = (s: number, f: Fate) => (minted721.get(s) ?? []).filter((_, k) => fate(k) === f);
  const bids = ids.flatMap((s) =>
    withFate(s, 'bid').map((tokenId) => ({
      seller: s,
      tokenId,
      bid: bidFor(peer(s, 3), tokenId, false, 1n, tokenId),
    })),
  );
  // One collection offer per seller's tokens, taken once per token.
  const offers = ids.map((s) => ({
    seller: s,
    tokens: withFate(s, 'offer'),
    bid: bidFor(peer(s, 4), 0n, true, BigInt(withFate(s, 'offer').length), BigInt(1_000_000 + s)),
  }));
  const bidSignatures = await signBids(rpcUrl, d, [
    ...bids.map((b) => ({ signer: peer(b.seller, 3), message: b.bid })),
    ...offers.map((o) => ({ signer: peer(o.seller, 4), message: o.bid })),
  ]);

  const due = await quoteDue(rpcUrl, d);
  const trades: Tx[] = [];
  const sweeps = new Map<number, { order: Order; signature: Hex; quantity: bigint }[]>();
  listed.forEach((t, k) => {
    const order = orders[k] as Order;
    const signature = signed[k] as Hex;
    if (t.fate === 'buy') {
      const args = [order, signature, 1n, due(PRICE)];
      trades.push({ from: peer(t.seller, 1), ...market, functionName: 'buy', args, value: due(PRICE) });
    } else if (t.fate === 'sweep') {
      const list = sweeps.get(t.seller) ?? [];
      list.push({ order, signature, quantity: 1n });
      sweeps.set(t.seller, list);
    } else if (t.fate === 'cancel') {
      trades.push({ from: t.seller, ...market, functionName: 'cancelOrder', args: [order] });
    } else {
      // Two buyers take three copies each; four stay listed.
      for (const b of [1, 2]) {
        const value = due(PRICE * 3n);
        const args = [order, signature, 3n, value];
        trades.push({ from: peer(t.seller, b), ...market, functionName: 'buy', args, value });
      }
    }
  });
  for (const [seller, purchases] of sweeps) {
    for (let i = 0; i < purchases.length; i += SWEEP) {
      const part = purchases.slice(i, i + SWEEP);
      const value = due(PRICE) * BigInt(part.length);
      const args = [part, NATIVE, value];
      trades.push({ from: peer(seller, 2), ...market, functionName: 'sweep', args, value, gas: 8_000_000 });
    }
  }
  bids.forEach(({ seller, tokenId, bid }, k) => {
    const args = [bid, bidSignatures[k], tokenId, 1n, 0n];
    trades.push({ from: seller, ...market, functionName: 'acceptBid', args });
  });
  offers.forEach(({ seller, tokens, bid }, k) => {
    const signature = bidSignatures[bids.length + k];
    for (const tokenId of tokens) {
      const args = [bid, signature, tokenId, [], 1n, 0n];
      trades.push({ from: seller, ...market, functionName: 'acceptCollectionOffer', args });
    }
  });
  for (const s of ids) {
    for (const tokenId of withFate(s, 'transfer')) {
      const args = [addressOf(s), addressOf(peer(s, 5)), tokenId];
      trades.push({ from: s, to: d.erc721, abi: agoraErc721Abi, functionName: 'transferFrom', args });
    }
  }
  // The owner lowers the seller fee (every order signed a bound above it, so none is refused).
  const [config] = await readAll<readonly [Address, number, number, boolean]>(
    rpcUrl,
    d.marketplace,
    agoraMarketplaceAbi,
    'config',
    [[]],
  );
  const fees = [config?.[1] ?? 0, Math.max((config?.[2] ?? 0) - 50, 0)];
  trades.push({ from: 0, ...market, functionName: 'setFees', args: fees });
  const traded = await send('trades', trades);
  // A sweep skips (PurchaseSkipped) instead of reverting: every fill must be there.
  const count = (eventName: 'OrderFilled' | 'BidAccepted') =>
    parseEventLogs({ abi: agoraMarketplaceAbi, eventName, logs: traded }).length;
  const fills = listed.filter((t) => t.fate !== 'cancel').length + minted1155Count(minted1155);
  const accepted = bids.length + offers.reduce((k, o) => k + o.tokens.length, 0);
  if (count('OrderFilled') !== fills || count('BidAccepted') !== accepted) {
    throw new Error(
      `fills ${count('OrderFilled')}/${fills}, accepted bids ${count('BidAccepted')}/${accepted}`,
    );
  }

  // Second-hand moves (single editions bought with buy go on to a third account; sellers of multi editions
  // give two copies away), and counter bumps that void what is still signed.
  const moves: Tx[] = [];
  for (const s of ids) {
    for (const tokenId of withFate(s, 'buy')) {
      const args = [addressOf(peer(s, 1)), addressOf(peer(s, 2)), tokenId];
      moves.push({ from: peer(s, 1), to: d.erc721, abi: agoraErc721Abi, functionName: 'transferFrom', args });
    }
    for (const id of minted1155.get(s) ?? []) {
      const args = [addressOf(s), addressOf(peer(s, 5)), id, 2n, '0x'];
      moves.push({ from: s, to: d.erc1155, abi: agoraErc1155Abi, functionName: 'safeTransferFrom', args });
    }
  }
  for (const from of ids.slice(0, 2))
    moves.push({ from, ...market, functionName: 'cancelAllOrders', args: [] });
  for (const from of ids.slice(2, 4))
    moves.push({ from, ...market, functionName: 'cancelAllBids', args: [] });
  await send('moves', moves);
  await rpc(rpcUrl, 'evm_setAutomine', [true]);
  return sent;
}
