import { bidTypedData, devAccount, orderTypedData, SALE_TYPE } from '@agora/chain';
import { type BidOrder, bidOrder, type OrderMessage, orderMessage } from '@agora/core';
import type { Address } from 'viem';
import type { MarketReads } from '../../bids/chain';
import type { Lifecycle } from '../../chain/lifecycle';

/**
 * Orders and bids of the demo accounts, built and signed as the web app has a wallet sign them: the chain's
 * current counter and listing nonce, today's fee as the signed bound, a salt of the seed's own. The results
 * are request bodies, which the seed hands to the API's own code.
 */
export function demoOrders(lifecycle: Lifecycle, reads: MarketReads) {
  const d = lifecycle.deployment;
  const collectionOf = (copies: number) => (copies > 1 ? d.erc1155 : d.erc721).toLowerCase() as Address;

  /** A seller's Order on one token: FixedPrice (a listing) or an auction, whose unitPrice is the minimum bid. */
  async function order(
    account: number,
    fields: Pick<OrderMessage, 'tokenId' | 'quantity' | 'currency' | 'unitPrice' | 'saleType'> &
      Partial<OrderMessage> & { copies: number },
  ) {
    const key = devAccount(account);
    const seller = key.address.toLowerCase() as Address;
    const { copies, ...rest } = fields;
    const collection = collectionOf(copies);
    const [counter, nonce, feeBps, royaltyBps] = await Promise.all([
      reads.listingCounter(seller),
      reads.listingNonce(collection, BigInt(fields.tokenId), seller),
      reads.sellerFeeBps(),
      reads.royaltyBps(collection, BigInt(fields.tokenId), seller),
    ]);
    const message = orderMessage.parse({
      seller,
      collection,
      startTime: '0',
      endTime: '0',
      maxFeeBps: feeBps.toString(),
      maxRoyaltyBps: royaltyBps.toString(),
      nonce: nonce.toString(),
      counter: counter.toString(),
      salt: `${fields.tokenId}${account}${fields.saleType}`,
      ...rest,
    });
    return { order: message, signature: await key.signTypedData(orderTypedData(d, message)) };
  }

  /** A bidder's Bid: on one token, or with `anyToken` a collection offer for up to `quantity` tokens. */
  async function bid(account: number, fields: Omit<BidOrder, 'bidder' | 'maxFeeBps' | 'counter' | 'salt'>) {
    const key = devAccount(account);
    const bidder = key.address.toLowerCase() as Address;
    const [counter, feeBps] = await Promise.all([reads.bidCounter(bidder), reads.buyerFeeBps()]);
    const message = bidOrder.parse({
      bidder,
      maxFeeBps: feeBps.toString(),
      counter: counter.toString(),
      salt: `${fields.tokenId}${account}${fields.anyToken ? 1 : 0}`,
      ...fields,
    });
    return { order: message, signature: await key.signTypedData(bidTypedData(d, message)) };
  }

  return {
    collectionOf,
    order,
    bid,
    /** Every copy of a token listed at a fixed unit price. */
    listing: (account: number, copies: number, tokenId: bigint, currency: Address, unitPrice: bigint) =>
      order(account, {
        copies,
        tokenId: tokenId.toString(),
        quantity: String(copies),
        currency,
        unitPrice: unitPrice.toString(),
        saleType: String(SALE_TYPE.FixedPrice) as OrderMessage['saleType'],
      }),
  };
}

export type DemoOrders = ReturnType<typeof demoOrders>;
