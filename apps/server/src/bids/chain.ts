import { agoraErc721Abi, agoraErc1155Abi, agoraMarketplaceAbi, type Order, vswAbi } from '@agora/chain';
import { LIFECYCLE_MSG } from '@agora/core';
import type { Address } from 'viem';
import type { Lifecycle } from '../chain/lifecycle';
import { HttpError } from '../http/errors';

/** Chain reads behind the signed orders and bids; a node that does not answer is a 503, never a 500. */
export function marketReads(lifecycle: Lifecycle) {
  const { client, deployment } = lifecycle;
  const market = { address: deployment.marketplace, abi: agoraMarketplaceAbi } as const;
  const unavailable = () => {
    throw new HttpError(503, LIFECYCLE_MSG.chainUnavailable);
  };
  return {
    /**
     * The chain's clock in seconds: the time the next block would carry, never before the latest block's and
     * never before now (an idle local chain mines no blocks, so its latest block can be hours old; a moved
     * test clock is ahead). Auction windows and bid expiry follow it, not the server's clock alone.
     */
    now: () =>
      client
        .getBlock({ blockTag: 'latest' })
        .then((b) => Math.max(Number(b.timestamp), Math.floor(Date.now() / 1000)))
        .catch(unavailable),
    /** Copies of the token `owner` holds (ownerOf for 721, balanceOf for 1155). */
    holderBalance: (type: 721 | 1155, contract: Address, tokenId: bigint, owner: string) =>
      (type === 721
        ? client
            .readContract({
              address: contract,
              abi: agoraErc721Abi,
              functionName: 'ownerOf',
              args: [tokenId],
            })
            .then((o) => (o.toLowerCase() === owner ? 1 : 0))
            .catch(() => 0)
        : client
            .readContract({
              address: contract,
              abi: agoraErc1155Abi,
              functionName: 'balanceOf',
              args: [owner as Address, tokenId],
            })
            .then(Number)
      ).catch(unavailable),
    /** The bidder's ERC-20 balance and allowance to the marketplace. */
    funds: (currency: Address, bidder: Address) =>
      Promise.all([
        client.readContract({ address: currency, abi: vswAbi, functionName: 'balanceOf', args: [bidder] }),
        client.readContract({
          address: currency,
          abi: vswAbi,
          functionName: 'allowance',
          args: [bidder, deployment.marketplace],
        }),
      ])
        .then(([balance, allowance]) => ({ balance, allowance }))
        .catch(unavailable),
    currencyAllowed: (currency: Address) =>
      client
        .readContract({ ...market, functionName: 'currencyAllowed', args: [currency] })
        .catch(unavailable),
    /** The counters cancelAllOrders / cancelAllBids bump; an order signed under an older one never fills. */
    listingCounter: (seller: Address) =>
      client.readContract({ ...market, functionName: 'listingCounter', args: [seller] }).catch(unavailable),
    bidCounter: (bidder: Address) =>
      client.readContract({ ...market, functionName: 'bidCounter', args: [bidder] }).catch(unavailable),
    /** The token's listing nonce of `holder` on Agora's collections (any move away bumps it). */
    listingNonce: (collection: Address, tokenId: bigint, holder: Address) =>
      client
        .readContract({
          address: collection,
          abi: agoraErc1155Abi,
          functionName: 'listingNonce',
          args: [holder, tokenId],
        })
        .catch(unavailable),
    /** Whether `owner` lets the marketplace move their tokens of `collection` (both kinds share the call). */
    approved: (collection: Address, owner: Address) =>
      client
        .readContract({
          address: collection,
          abi: agoraErc721Abi,
          functionName: 'isApprovedForAll',
          args: [owner, deployment.marketplace],
        })
        .catch(unavailable),
    buyerFeeBps: () =>
      client
        .readContract({ ...market, functionName: 'config' })
        .then((c) => BigInt(c[1]))
        .catch(unavailable),
    sellerFeeBps: () =>
      client
        .readContract({ ...market, functionName: 'config' })
        .then((c) => BigInt(c[2]))
        .catch(unavailable),
    /**
     * The royalty (basis points, capped) a sale of `tokenId` pays to someone other than `seller` now: what an
     * order's maxRoyaltyBps must cover for a fill not to revert RoyaltyAboveSigned (0 when the seller receives it).
     */
    royaltyBps: (collection: Address, tokenId: bigint, seller: Address) =>
      client
        .readContract({ ...market, functionName: 'quote', args: [collection, tokenId, 10_000n] })
        .then((q) => (q.royaltyReceiver.toLowerCase() === seller.toLowerCase() ? 0n : q.royalty))
        .catch(unavailable),
    /** Copies or tokens filled of an order or bid; type(uint256).max once cancelled. */
    filled: (hash: `0x${string}`) =>
      client.readContract({ ...market, functionName: 'filled', args: [hash] }).catch(unavailable),
    /** Copies an order can still sell: 0 when cancelled, filled, expired or void. */
    remaining: (order: Order) =>
      client.readContract({ ...market, functionName: 'remaining', args: [order] }).catch(unavailable),
  };
}

export type MarketReads = ReturnType<typeof marketReads>;

/**
 * The chain's clock in ms for pages that only read (`now` above); the wall clock alone without a deployment or
 * when the node does not answer (a page still shows; nothing can be filled on chain then anyway).
 */
export const chainClock = (lifecycle: Lifecycle | null): Promise<number> =>
  lifecycle
    ? marketReads(lifecycle)
        .now()
        .then((s) => s * 1000)
        .catch(() => Date.now())
    : Promise.resolve(Date.now());
