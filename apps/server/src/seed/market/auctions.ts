import { SALE_TYPE, tokenRoot } from '@agora/chain';
import { auctionBody, bidBody, type OrderMessage } from '@agora/core';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { openAuction } from '../../bids/auctions';
import type { MarketReads } from '../../bids/chain';
import { collectionTokenIds } from '../../bids/offer-tokens';
import { orderHash } from '../../bids/orders';
import { placeBid, placeCollectionOffer } from '../../bids/place';
import type { Lifecycle } from '../../chain/lifecycle';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
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
      // Bound to this auction, as the web's bid form signs it (issue 28).
      auction: orderHash(d, signed.order),
    });
    const body = bidBody.parse({ owner: seller, ...bid });
    await placeBid(o, bid.order.bidder, body, null);
  }
}

/**
 * DEMO_COLLECTION_OFFER through the API's own code, as the collection page's "Make collection offer" posts it:
 * on the single-edition collection with the most tokens, signed for the root of its token ids.
 */
export async function seedCollectionOffer(o: AuctionDeps, expiry: number): Promise<void> {
  const { bidder, price, tokens } = DEMO_COLLECTION_OFFER;
  const contract = o.orders.collectionOf(1);
  const [largest] = await o.db
    .select({ id: items.collectionId })
    .from(items)
    .where(and(eq(items.contract, contract), isNotNull(items.collectionId)))
    .groupBy(items.collectionId)
    .orderBy(desc(count()), asc(items.collectionId))
    .limit(1);
  if (!largest?.id) throw new Error('demo market: no single-edition collection to make an offer on');
  const tokenIds = await collectionTokenIds(o.db, contract, largest.id);
  const offer = await o.orders.bid(bidder, {
    collection: contract,
    tokenId: '0',
    anyToken: true,
    tokenRoot: tokenRoot(tokenIds.map(BigInt)),
    quantity: String(tokens),
    currency: o.lifecycle.deployment.vsw.toLowerCase() as Address,
    unitPrice: parseEther(price).toString(),
    expiry: String(expiry),
  });
  const body = bidBody.parse({ owner: null, collectionId: largest.id, ...offer });
  await placeCollectionOffer(o, offer.order.bidder, body, null);
}
