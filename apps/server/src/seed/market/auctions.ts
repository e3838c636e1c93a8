import { SALE_TYPE } from '@agora/chain';
import { auctionBody, bidBody, type OrderMessage } from '@agora/core';
import { type Address, parseEther } from 'viem';
import { openAuction } from '../../bids/auctions';
import type { MarketReads } from '../../bids/chain';
import { placeBid, placeCollectionOffer } from '../../bids/place';
import type { Lifecycle } from '../../chain/lifecycle';
import type { Db } from '../../db/client';
import type { demoChain } from './chain';
import type { DemoOrders } from './orders';
import { DEMO_COLLECTION_OFFER, type DemoAuction, type DemoItem } from './plan';

/** Unix seconds of the chain clock that frame the seeded auctions. */
export interface AuctionWindow {
  startsAt: number;
  endsAt: number;
  /** Bids stay fillable a week past the end, so the seller can still accept once the timer ran out. */
  bidExpiry: number;
}

export interface AuctionDeps {
  db: Db;
  lifecycle: Lifecycle;
  reads: MarketReads;
  chain: ReturnType<typeof demoChain>;
  orders: DemoOrders;
}

/**
 * Opens the item's auction — a v2 Order with saleType TimedAuction or UnlimitedAuction, its unitPrice the
 * minimum bid — and places its bids through the API's own code (src/bids), signed by the dev accounts as the
 * web app has a wallet sign them. WBNB bidders wrap and approve on chain first; the demo accounts' VSW grant
 * and allowance come from the deployment and `prepare`.
 */
export async function seedAuction(
  o: AuctionDeps,
  item: DemoItem & { auction: DemoAuction },
  tokenId: bigint,
  window: AuctionWindow,
): Promise<void> {
  const d = o.lifecycle.deployment;
  const { auction } = item;
  const timed = auction.saleType === 'TimedAuction';
  const currency = (auction.currency === 'VSW' ? d.vsw : d.wbnb).toLowerCase() as Address;
  const saleType = timed ? SALE_TYPE.TimedAuction : SALE_TYPE.UnlimitedAuction;
  const signed = await o.orders.order(item.creator, {
    copies: 1,
    tokenId: tokenId.toString(),
    quantity: '1',
    currency,
    unitPrice: (timed ? parseEther(auction.minimumBid) : 1n).toString(),
    saleType: String(saleType) as OrderMessage['saleType'],
    startTime: timed ? String(window.startsAt) : '0',
    endTime: timed ? String(window.endsAt) : '0',
  });
  const { seller, collection } = signed.order;
  await openAuction(
    o.db,
    o.lifecycle,
    o.reads,
    seller,
    auctionBody.parse({ saleType: auction.saleType, ...signed }),
  );

  for (const [account, amount] of auction.bids) {
    const unitPrice = parseEther(amount);
    // Twice the bid covers the buyer fee with room to spare.
    if (auction.currency === 'WBNB') await o.chain.fundWbnb(account, unitPrice * 2n);
    const bid = await o.orders.bid(account, {
      collection,
      tokenId: tokenId.toString(),
      anyToken: false,
      quantity: '1',
      currency,
      unitPrice: unitPrice.toString(),
      expiry: String(window.bidExpiry),
    });
    const body = bidBody.parse({ owner: seller, ...bid });
    await placeBid(o.db, o.lifecycle, o.reads, bid.order.bidder, body, null);
  }
}

/** DEMO_COLLECTION_OFFER through the API's own code, as the collection page's "Make collection offer" posts it. */
export async function seedCollectionOffer(o: AuctionDeps, expiry: number): Promise<void> {
  const { bidder, price, tokens } = DEMO_COLLECTION_OFFER;
  const offer = await o.orders.bid(bidder, {
    collection: o.orders.collectionOf(1),
    tokenId: '0',
    anyToken: true,
    quantity: String(tokens),
    currency: o.lifecycle.deployment.vsw.toLowerCase() as Address,
    unitPrice: parseEther(price).toString(),
    expiry: String(expiry),
  });
  const body = bidBody.parse({ owner: null, ...offer });
  await placeCollectionOffer(o.db, o.lifecycle, o.reads, offer.order.bidder, body, null);
}
