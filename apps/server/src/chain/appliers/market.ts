import { ACTIVITY_TEXT } from '@agora/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auctions, bids, items, listings } from '../../db/schema';
import type { AgoraEvent } from '../contracts';
import { type ApplyContext, filledKey } from './context';
import { bumpUser, findItem, recordChainActivity } from './state';

const lower = (v: unknown) => String(v).toLowerCase();

async function listingById(c: ApplyContext, listingId: string) {
  const [row] = await c.tx
    .select({ l: listings, contract: items.contract, tokenId: items.tokenId })
    .from(listings)
    .innerJoin(items, eq(items.id, listings.itemId))
    .where(eq(listings.chainListingId, listingId))
    .limit(1);
  return row ?? null;
}

async function setListing(
  c: ApplyContext,
  id: number,
  itemId: number,
  set: Partial<typeof listings.$inferInsert>,
) {
  await c.j.remember('listings', { id, item_id: itemId });
  await c.tx
    .update(listings)
    .set({ ...set, updatedAt: c.at })
    .where(eq(listings.id, id));
  c.dirty.add(itemId);
}

/** Listed: a fixed-price sale row. Listings of tokens the database does not know (external) are skipped. */
export async function applyListed(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const contract = lower(e.args.collection);
  const tokenId = String(e.args.tokenId);
  const item = await findItem(c.tx, contract, tokenId);
  if (!item) return;
  const seller = lower(e.args.seller);
  const currency = c.symbolOf(lower(e.args.currency));
  const [row] = await c.tx
    .insert(listings)
    .values({
      chainListingId: String(e.args.listingId),
      itemId: item.id,
      seller,
      price: String(e.args.unitPrice),
      currency,
      quantity: Number(e.args.quantity),
      expiry: Number(e.args.expiry),
      createdAt: c.at,
      updatedAt: c.at,
    })
    .returning({ id: listings.id });
  await c.j.created('listings', { id: row?.id ?? 0, item_id: item.id });
  c.dirty.add(item.id);
  await recordChainActivity(c.tx, {
    action: 'putonsale',
    text: ACTIVITY_TEXT.putonsale,
    from: seller,
    to: null,
    itemId: item.id,
    price: String(e.args.unitPrice),
    currency,
    quantity: Number(e.args.quantity),
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

export async function applyPriceChanged(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const found = await listingById(c, String(e.args.listingId));
  if (!found) return;
  await setListing(c, found.l.id, found.l.itemId, { price: String(e.args.unitPrice) });
  await recordChainActivity(c.tx, {
    action: 'putonsale',
    text: ACTIVITY_TEXT.priceChanged,
    from: found.l.seller,
    to: null,
    itemId: found.l.itemId,
    price: String(e.args.unitPrice),
    currency: found.l.currency,
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

export async function applyListingCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const found = await listingById(c, String(e.args.listingId));
  if (!found) return;
  await setListing(c, found.l.id, found.l.itemId, { status: 'cancelled' });
  await recordChainActivity(c.tx, {
    action: 'cancelprice',
    text: ACTIVITY_TEXT.cancelprice,
    from: found.l.seller,
    to: null,
    itemId: found.l.itemId,
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

export async function applyAllListingsCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const active = await c.tx
    .select({ id: listings.id, itemId: listings.itemId })
    .from(listings)
    .where(and(eq(listings.seller, lower(e.args.seller)), eq(listings.status, 'active')));
  for (const l of active) await setListing(c, l.id, l.itemId, { status: 'cancelled' });
}

export async function applySale(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  const found = await listingById(c, String(e.args.listingId));
  if (!found) return;
  c.trades.add(filledKey(c.txHash, found.l.id));
  const quantity = Number(e.args.quantity);
  const left = found.l.quantity - quantity;
  await setListing(c, found.l.id, found.l.itemId, {
    quantity: Math.max(left, 0),
    status: left > 0 ? 'active' : 'sold',
  });
  const buyer = lower(e.args.buyer);
  await bumpUser(c.j, buyer, 'boughtCount');
  await recordChainActivity(c.tx, {
    action: 'purchase',
    text: ACTIVITY_TEXT.purchase,
    from: buyer,
    to: lower(e.args.seller),
    itemId: found.l.itemId,
    price: found.l.price,
    currency: found.l.currency,
    quantity,
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

export async function applyBidAccepted(c: ApplyContext, e: AgoraEvent): Promise<void> {
  c.trades.add(c.txHash);
  const contract = lower(e.args.collection);
  const tokenId = String(e.args.tokenId);
  const item = await findItem(c.tx, contract, tokenId);
  if (!item) return;
  const quantity = Number(e.args.quantity);
  const seller = lower(e.args.seller);
  const bidder = lower(e.args.bidder);
  const [bid] = await c.tx
    .select()
    .from(bids)
    .where(eq(bids.hash, lower(e.args.bidHash)))
    .limit(1);
  if (bid) {
    await c.j.remember('bids', { id: bid.id, item_id: item.id });
    const pending = Math.max(bid.pending - quantity, 0);
    await c.tx
      .update(bids)
      .set({ pending, status: pending > 0 ? 'partiallyCompleted' : 'completed', updatedAt: c.at })
      .where(eq(bids.id, bid.id));
  }
  const [auction] = await c.tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.itemId, item.id), eq(auctions.seller, seller), eq(auctions.status, 'open')))
    .limit(1);
  if (auction && item.type === 721) {
    await c.j.remember('auctions', { id: auction.id, item_id: item.id });
    await c.tx.update(auctions).set({ status: 'settled' }).where(eq(auctions.id, auction.id));
  }
  c.dirty.add(item.id);
  await bumpUser(c.j, bidder, 'boughtCount');
  const split = e.args.split as { price: bigint };
  await recordChainActivity(c.tx, {
    action: 'accept',
    text: ACTIVITY_TEXT.accept,
    from: seller,
    to: bidder,
    itemId: item.id,
    price: quantity > 0 ? String(split.price / BigInt(quantity)) : null,
    currency: c.symbolOf(lower(e.args.currency)),
    quantity,
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

async function cancelBids(c: ApplyContext, rows: { id: number; itemId: number }[]) {
  for (const b of rows) {
    await c.j.remember('bids', { id: b.id, item_id: b.itemId });
    await c.tx.update(bids).set({ status: 'cancelled', updatedAt: c.at }).where(eq(bids.id, b.id));
  }
}

export async function applyBidCancelled(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const rows = await c.tx
    .select({ id: bids.id, itemId: bids.itemId })
    .from(bids)
    .where(eq(bids.hash, lower(e.args.bidHash)));
  await cancelBids(c, rows);
}

/** BidNonceIncremented: every bid signed with an older nonce can no longer be filled. */
export async function applyBidNonce(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const rows = await c.tx
    .select({ id: bids.id, itemId: bids.itemId })
    .from(bids)
    .where(
      and(
        eq(bids.bidder, lower(e.args.bidder)),
        inArray(bids.status, ['pending', 'partiallyCompleted']),
        sql`${bids.nonce} < ${String(e.args.nonce)}`,
      ),
    );
  await cancelBids(c, rows);
}
