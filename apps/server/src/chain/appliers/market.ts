import { ACTIVITY_TEXT } from '@agora/core';
import { zeroAddress } from 'viem';
import type { AgoraEvent } from '../contracts';
import { lower } from '../log-values';
import { type ApplyContext, filledKey, setListing, voidedKey } from './context';
import { liveAuctionsOfSeller, liveListingsOfSeller, openBidsBelowNonce } from './order-queries';
import { type Bid, isLive, LIVE_AUCTION } from './rows';
import { fillVoucherListing } from './vouchers';

/**
 * A sale logged by OrderFilled (a purchase) or BidAccepted (an accepted bid): the item's sale rows are stale, the
 * buyer bought once more, and the activity (from whoever acted to the other party) carries the unit price.
 */
function recordSale(
  c: ApplyContext,
  e: AgoraEvent,
  sale: {
    action: 'purchase' | 'accept';
    itemId: number;
    buyer: string;
    from: string;
    to: string;
    quantity: number;
  },
) {
  const { action, itemId, quantity } = sale;
  c.dirty.add(itemId);
  c.ws.bumpUser(sale.buyer, 'boughtCount');
  const split = e.args.split as { price: bigint };
  c.ws.recordActivity({
    action,
    text: ACTIVITY_TEXT[action],
    fromAddress: sale.from,
    toAddress: sale.to,
    itemId,
    price: quantity > 0 ? String(split.price / BigInt(quantity)) : null,
    // VoucherFilled names no currency: vouchers are paid in the native coin (address 0).
    currency: c.symbolOf(lower((e.args.currency as string | undefined) ?? zeroAddress)),
    quantity,
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
  });
}

/**
 * VoucherFilled (issue 30): a buyer of a creator's voucher. The collection's Minted and Transfer logs before it
 * in the same transaction created the item (the creator as minter) and gave the buyer the copies; this records
 * the purchase from the log alone, so the item's history reads Minted then Purchased in one transaction, and
 * takes the copies sold off the voucher's listing row (appliers/vouchers.ts).
 */
export async function applyVoucherFilled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  await fillVoucherListing(c, lower(e.args.voucherHash), Number(e.args.quantity));
  const item = await c.ws.findItem(lower(e.args.collection), String(e.args.tokenId));
  if (!item) return;
  recordPurchase(c, e, item.id, lower(e.args.creator));
}

/** A purchase (OrderFilled, VoucherFilled): from the buyer, who paid, to `seller`. */
function recordPurchase(c: ApplyContext, e: AgoraEvent, itemId: number, seller: string) {
  const buyer = lower(e.args.buyer);
  const quantity = Number(e.args.quantity);
  recordSale(c, e, { action: 'purchase', itemId, buyer, from: buyer, to: seller, quantity });
}

/**
 * OrderFilled: `quantity` copies of a signed listing were bought. The purchase is recorded from the log alone
 * (an order this database never stored still sold an item it knows). The listing, found by its order hash
 * whatever its status (a hidden order stays fillable until cancelled on chain), is sold out or keeps its
 * remaining copies. Its own fill's transfer must not void it nor count as a transfer: `filledKey` guards a
 * transfer logged after this event (buy), `voidedKey` and `forgetTransfers` undo one logged before it (sweep).
 */
export async function applyOrderFilled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  const quantity = Number(e.args.quantity);
  const l = await c.ws.listingByHash(lower(e.args.orderHash));
  if (l) {
    c.trades.add(filledKey(c.txHash, l.id));
    const left = Math.max(l.quantity - quantity, 0);
    // A waiting listing ('unapproved', 'held') filled: the approval or the terms came back earlier in the batch.
    const voidedByItsFill = l.status === 'void' && c.trades.has(voidedKey(c.txHash, l.id));
    const live = isLive(l) || voidedByItsFill;
    const rest = voidedByItsFill ? 'active' : l.status;
    setListing(c, l, { quantity: left, status: live ? (left > 0 ? rest : 'sold') : l.status });
  }
  const item = await c.ws.findItem(lower(e.args.collection), String(e.args.tokenId));
  if (!item) return;
  c.ws.forgetTransfers(c.txHash, item.id);
  recordPurchase(c, e, item.id, lower(e.args.seller));
}

/** BidAccepted: a bid (or a collection offer, for the token sold) was filled; its pending copies go down. */
export async function applyBidAccepted(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  const item = await c.ws.findItem(lower(e.args.collection), String(e.args.tokenId));
  const quantity = Number(e.args.quantity);
  const bidHash = lower(e.args.bidHash);
  c.accepted.set(`${c.txHash}:${bidHash}`, quantity);
  const [bid] = await c.ws.bidsByHash(bidHash);
  if (bid) {
    const pending = Math.max(bid.pending - quantity, 0);
    c.ws.setBid(bid.id, {
      pending,
      status: pending > 0 ? 'partiallyCompleted' : 'completed',
      updatedAt: c.at,
    });
  }
  if (!item) return;
  const bidder = lower(e.args.bidder);
  recordSale(c, e, {
    action: 'accept',
    itemId: item.id,
    buyer: bidder,
    from: lower(e.args.seller),
    to: bidder,
    quantity,
  });
}

/**
 * AuctionSettled: the seller accepted a bid on their auction order (BidAccepted, just before it in the same
 * transaction, carried the money and the copies sold). The auction counts its sold copies as the chain's
 * `filled` does; it is settled once none is left (a 721 at once), else it stays open for the copies left.
 */
export async function applyAuctionSettled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const sold = c.accepted.get(`${c.txHash}:${lower(e.args.bidHash)}`) ?? 0;
  for (const a of await c.ws.auctionsByHash(lower(e.args.orderHash))) {
    if (!LIVE_AUCTION.includes(a.status)) continue;
    const filled = a.filled + sold;
    const quantity = Number(a.order?.quantity ?? 1);
    const whole = (await c.ws.itemById(a.itemId))?.type === 721 || filled >= quantity;
    c.ws.setAuction(a.id, { filled, ...(whole ? { status: 'settled' as const } : {}) });
    c.dirty.add(a.itemId);
  }
}

function cancelBids(c: ApplyContext, list: Bid[]) {
  for (const b of list) c.ws.setBid(b.id, { status: 'cancelled', updatedAt: c.at });
}

/**
 * OrderCancelled: the signer cancelled one listing, auction or bid on chain. A listing still shown (the seller
 * cancelled on chain without hiding it first) records 'Price cancelled by'.
 */
export async function applyOrderCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const hash = lower(e.args.orderHash);
  const l = await c.ws.listingByHash(hash);
  if (l && l.status !== 'cancelled' && l.status !== 'sold') {
    if (l.status === 'active') {
      c.ws.recordActivity({
        action: 'cancelprice',
        text: ACTIVITY_TEXT.cancelprice,
        fromAddress: l.seller,
        toAddress: null,
        itemId: l.itemId,
        txHash: c.txHash,
        logKey: c.logKey,
        createdAt: c.at,
      });
    }
    setListing(c, l, { status: 'cancelled' });
  }
  for (const a of await c.ws.auctionsByHash(hash)) {
    if (!LIVE_AUCTION.includes(a.status)) continue;
    c.ws.setAuction(a.id, { status: 'cancelled' });
    c.dirty.add(a.itemId);
  }
  cancelBids(
    c,
    (await c.ws.bidsByHash(hash)).filter((b) => b.status === 'pending' || b.status === 'partiallyCompleted'),
  );
}

/** ListingCounterIncremented (cancelAllOrders): every listing and auction signed under an older counter is void. */
export async function applyListingCounter(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const seller = lower(e.args.seller);
  const counter = BigInt(String(e.args.counter));
  for (const l of await liveListingsOfSeller(c.ws, seller)) {
    if (BigInt(l.counter) < counter) setListing(c, l, { status: 'void' });
  }
  for (const a of await liveAuctionsOfSeller(c.ws, seller)) {
    if (BigInt(a.order?.counter ?? '0') >= counter) continue;
    c.ws.setAuction(a.id, { status: 'cancelled' });
    c.dirty.add(a.itemId);
  }
}

/** BidCounterIncremented (cancelAllBids): every bid signed under an older counter can no longer be filled. */
export async function applyBidCounter(c: ApplyContext, e: AgoraEvent): Promise<void> {
  cancelBids(c, await openBidsBelowNonce(c.ws, lower(e.args.bidder), BigInt(String(e.args.counter))));
}
