import { ACTIVITY_TEXT } from '@agora/core';
import type { AgoraEvent } from '../contracts';
import { type ApplyContext, filledKey, lower } from './context';
import type { Bid, Listing } from './working-set';

function setListing(c: ApplyContext, l: Listing, set: Partial<Listing>) {
  c.ws.setListing(l.id, { ...set, updatedAt: c.at });
  c.dirty.add(l.itemId);
}

/** Listed: a fixed-price sale row. Listings of tokens the database does not know (external) are skipped. */
export async function applyListed(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const item = await c.ws.findItem(lower(e.args.collection), String(e.args.tokenId));
  if (!item) return;
  const seller = lower(e.args.seller);
  const currency = c.symbolOf(lower(e.args.currency));
  await c.ws.addListing({
    chainListingId: String(e.args.listingId),
    itemId: item.id,
    seller,
    price: String(e.args.unitPrice),
    currency,
    quantity: Number(e.args.quantity),
    expiry: Number(e.args.expiry),
    createdAt: c.at,
    updatedAt: c.at,
  });
  c.dirty.add(item.id);
  c.ws.recordActivity({
    action: 'putonsale',
    text: ACTIVITY_TEXT.putonsale,
    fromAddress: seller,
    toAddress: null,
    itemId: item.id,
    price: String(e.args.unitPrice),
    currency,
    quantity: Number(e.args.quantity),
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
  });
}

export async function applyPriceChanged(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const l = await c.ws.listingByChainId(String(e.args.listingId));
  if (!l) return;
  setListing(c, l, { price: String(e.args.unitPrice) });
  c.ws.recordActivity({
    action: 'putonsale',
    text: ACTIVITY_TEXT.priceChanged,
    fromAddress: l.seller,
    toAddress: null,
    itemId: l.itemId,
    price: String(e.args.unitPrice),
    currency: l.currency,
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
  });
}

export async function applyListingCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const l = await c.ws.listingByChainId(String(e.args.listingId));
  if (!l) return;
  setListing(c, l, { status: 'cancelled' });
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

export async function applyAllListingsCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  for (const l of await c.ws.activeListingsOfSeller(lower(e.args.seller))) {
    setListing(c, l, { status: 'cancelled' });
  }
}

export async function applySale(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  const l = await c.ws.listingByChainId(String(e.args.listingId));
  if (!l) return;
  c.trades.add(filledKey(c.txHash, l.id));
  const quantity = Number(e.args.quantity);
  const left = l.quantity - quantity;
  setListing(c, l, { quantity: Math.max(left, 0), status: left > 0 ? 'active' : 'sold' });
  const buyer = lower(e.args.buyer);
  c.ws.bumpUser(buyer, 'boughtCount');
  c.ws.recordActivity({
    action: 'purchase',
    text: ACTIVITY_TEXT.purchase,
    fromAddress: buyer,
    toAddress: lower(e.args.seller),
    itemId: l.itemId,
    price: l.price,
    currency: l.currency,
    quantity,
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
  });
}

export async function applyBidAccepted(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  const item = await c.ws.findItem(lower(e.args.collection), String(e.args.tokenId));
  if (!item) return;
  const quantity = Number(e.args.quantity);
  const seller = lower(e.args.seller);
  const bidder = lower(e.args.bidder);
  const [bid] = await c.ws.bidsByHash(lower(e.args.bidHash));
  if (bid) {
    const pending = Math.max(bid.pending - quantity, 0);
    c.ws.setBid(bid.id, {
      pending,
      status: pending > 0 ? 'partiallyCompleted' : 'completed',
      updatedAt: c.at,
    });
  }
  const auction = c.ws.openAuction(item.id, seller);
  if (auction && item.type === 721) c.ws.setAuction(auction.id, { status: 'settled' });
  c.dirty.add(item.id);
  c.ws.bumpUser(bidder, 'boughtCount');
  const split = e.args.split as { price: bigint };
  c.ws.recordActivity({
    action: 'accept',
    text: ACTIVITY_TEXT.accept,
    fromAddress: seller,
    toAddress: bidder,
    itemId: item.id,
    price: quantity > 0 ? String(split.price / BigInt(quantity)) : null,
    currency: c.symbolOf(lower(e.args.currency)),
    quantity,
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
  });
}

function cancelBids(c: ApplyContext, list: Bid[]) {
  for (const b of list) c.ws.setBid(b.id, { status: 'cancelled', updatedAt: c.at });
}

export async function applyBidCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  cancelBids(c, await c.ws.bidsByHash(lower(e.args.bidHash)));
}

/** BidNonceIncremented: every bid signed with an older nonce can no longer be filled. */
export async function applyBidNonce(c: ApplyContext, e: AgoraEvent): Promise<void> {
  cancelBids(c, await c.ws.openBidsBelowNonce(lower(e.args.bidder), BigInt(String(e.args.nonce))));
}
