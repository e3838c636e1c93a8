import { devAccount } from '@agora/chain';
import { auctionBody, auctionOrder, bidBody, bidOrder } from '@agora/core';
import { parseEther } from 'viem';
import { openAuction } from '../../bids/auctions';
import { marketReads } from '../../bids/chain';
import { auctionTypedData, bidTypedData } from '../../bids/orders';
import { placeBid } from '../../bids/place';
import type { Lifecycle } from '../../chain/lifecycle';
import type { Db } from '../../db/client';
import type { demoChain } from './chain';
import type { DemoAuction, DemoItem } from './plan';

/** Unix seconds of the chain clock that frame the seeded auctions. */
export interface AuctionWindow {
  startsAt: number;
  endsAt: number;
  /** Bids stay fillable a week past the end, so the seller can still accept once the timer ran out. */
  bidExpiry: number;
}

/**
 * Opens the item's auction and places its bids through the API's own code (src/bids), with EIP-712 orders
 * signed by the dev accounts exactly as the web app has a wallet sign them. WBNB bidders wrap and approve on
 * chain first; the demo accounts' VSW grant and allowance come from the deployment and `prepare`.
 */
export async function seedAuction(
  o: { db: Db; lifecycle: Lifecycle; chain: ReturnType<typeof demoChain> },
  item: DemoItem & { auction: DemoAuction },
  tokenId: bigint,
  window: AuctionWindow,
): Promise<void> {
  const d = o.lifecycle.deployment;
  const reads = marketReads(o.lifecycle);
  const { auction } = item;
  const timed = auction.saleType === 'TimedAuction';
  const seller = devAccount(item.creator);
  const order = auctionOrder.parse({
    seller: seller.address,
    collection: d.erc721,
    tokenId: String(tokenId),
    currency: auction.currency === 'VSW' ? d.vsw : d.wbnb,
    minimumBid: parseEther(auction.minimumBid).toString(),
    startsAt: timed ? String(window.startsAt) : '0',
    endsAt: timed ? String(window.endsAt) : '0',
    salt: String(tokenId),
  });
  const signature = await seller.signTypedData(auctionTypedData(d, order));
  await openAuction(
    o.db,
    o.lifecycle,
    reads,
    order.seller,
    auctionBody.parse({ saleType: auction.saleType, order, signature }),
  );

  for (const [account, amount] of auction.bids) {
    const bidder = devAccount(account);
    const unitPrice = parseEther(amount);
    // Twice the bid covers the buyer fee with room to spare.
    if (auction.currency === 'WBNB') await o.chain.fundWbnb(account, unitPrice * 2n);
    const bid = bidOrder.parse({
      bidder: bidder.address,
      collection: order.collection,
      tokenId: order.tokenId,
      quantity: '1',
      currency: order.currency,
      unitPrice: unitPrice.toString(),
      expiry: String(window.bidExpiry),
      nonce: (await reads.bidNonce(bidder.address)).toString(),
      salt: `${tokenId}${account}`,
    });
    const bidSignature = await bidder.signTypedData(bidTypedData(d, bid));
    const body = bidBody.parse({ owner: order.seller, order: bid, signature: bidSignature });
    await placeBid(o.db, o.lifecycle, reads, bid.bidder, body, null);
  }
}
