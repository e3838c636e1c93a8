import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  type Deployment,
  type Order,
  SALE_TYPE,
} from '@agora/chain';
import { type Address, type Log, parseEther, parseEventLogs } from 'viem';
import { addressOf, readAll } from './rpc';

/** The bench's listing price (BNB) of one copy. */
export const PRICE = parseEther('0.01');
export const NATIVE: Address = '0x0000000000000000000000000000000000000000';
/** Fee bound of every signed order and bid: above the fees, so that the bench's fee change refuses none. */
export const MAX_FEE_BPS = 1000n;

/** Multi editions minted in all (each is bought twice: one listing counts once in `listed`). */
export const minted1155Count = (m: Map<number, bigint[]>) =>
  [...m.values()].reduce((k, l) => k + l.length, 0);

/** Token ids minted on `collection` (Agora's 721 or 1155), by the minting account. */
export function mintedBy(logs: Log[], d: Deployment, collection: 'erc721' | 'erc1155', ids: number[]) {
  const abi = collection === 'erc721' ? agoraErc721Abi : agoraErc1155Abi;
  const mine = logs.filter((l) => l.address.toLowerCase() === d[collection].toLowerCase());
  const byAddress = new Map(ids.map((i) => [addressOf(i).toLowerCase(), i]));
  const out = new Map<number, bigint[]>(ids.map((i) => [i, []]));
  for (const m of parseEventLogs({ abi, eventName: 'Minted', logs: mine })) {
    const args = m.args as { creator: Address; tokenId?: bigint; id?: bigint };
    const who = byAddress.get(args.creator.toLowerCase());
    if (who !== undefined) out.get(who)?.push((args.tokenId ?? args.id) as bigint);
  }
  for (const list of out.values()) list.sort((a, b) => (a < b ? -1 : 1));
  return out;
}

/**
 * FixedPrice orders at PRICE in BNB for all the copies listed, each under the token's listing nonce and the
 * seller's counter (both read from the chain in one batch each).
 */
export async function ordersOf(
  rpcUrl: string,
  d: Deployment,
  listed: { seller: number; collection: Address; tokenId: bigint; quantity: bigint }[],
): Promise<Order[]> {
  const nonces = await Promise.all(
    [d.erc721, d.erc1155].map((c) =>
      readAll<bigint>(
        rpcUrl,
        c,
        c === d.erc721 ? agoraErc721Abi : agoraErc1155Abi,
        'listingNonce',
        listed.filter((t) => t.collection === c).map((t) => [addressOf(t.seller), t.tokenId]),
      ),
    ),
  );
  const next: [number, number] = [0, 0];
  const sellers = [...new Set(listed.map((t) => t.seller))];
  const counters = await readAll<bigint>(
    rpcUrl,
    d.marketplace,
    agoraMarketplaceAbi,
    'listingCounter',
    sellers.map((i) => [addressOf(i)]),
  );
  const counterOf = new Map(sellers.map((s, k) => [s, counters[k] as bigint]));
  return listed.map((t, k) => {
    const c = t.collection === d.erc721 ? 0 : 1;
    const nonce = nonces[c]?.[next[c]] as bigint;
    next[c] += 1;
    return {
      seller: addressOf(t.seller),
      collection: t.collection,
      tokenId: t.tokenId,
      quantity: t.quantity,
      currency: NATIVE,
      unitPrice: PRICE,
      endUnitPrice: 0n,
      saleType: SALE_TYPE.FixedPrice,
      startTime: 0n,
      endTime: 0n,
      maxFeeBps: MAX_FEE_BPS,
      maxRoyaltyBps: 2000n, // the cap: any royalty
      nonce,
      counter: counterOf.get(t.seller) ?? 0n,
      salt: BigInt(k),
    };
  });
}

/** What a buyer pays for `price` worth of a bench listing: the price plus the buyer fee (same for any token). */
export async function quoteDue(rpcUrl: string, d: Deployment): Promise<(price: bigint) => bigint> {
  const [config] = await readAll<readonly [Address, number, number, boolean]>(
    rpcUrl,
    d.marketplace,
    agoraMarketplaceAbi,
    'config',
    [[]],
  );
  const buyerFeeBps = BigInt(config?.[1] ?? 0);
  return (price) => price + (price * buyerFeeBps) / 10_000n;
}
