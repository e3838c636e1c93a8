import { orderFromJson } from '@agora/chain';
import {
  ACTIVITY_TEXT,
  LIFECYCLE_MSG,
  type ListingBody,
  MSG,
  type OrderMessage,
  type OrderReply,
  type OwnerSale,
} from '@agora/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { refreshSale } from '../bids/auctions';
import type { MarketReads } from '../bids/chain';
import { admitOrder, orderHash } from '../bids/orders';
import { isLive, LIVE_LISTING } from '../chain/appliers/rows';
import type { Lifecycle } from '../chain/lifecycle';
import { pricing } from '../chain/pipeline';
import type { Db } from '../db/client';
import { activity, auctions, listings } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';
import { bannedUsers, listedItem } from '../items/visibility';
import { checkListingTerms, checkSellable } from './checks';

type Stored = typeof listings.$inferSelect;

/** The owner-row sale of a stored listing (what the token page shows and Buy Now takes). */
export function listingSale(l: Stored, currencyAddress: string | null, held: number): OwnerSale {
  const dutch = l.endPrice !== null;
  return {
    saleType: dutch ? 'DecliningPrice' : 'FixedPrice',
    orderHash: l.hash as `0x${string}`,
    order: l.order as OwnerSale['order'],
    signature: l.signature,
    price: l.price,
    endPrice: l.endPrice,
    currency: l.currency,
    currencyAddress: currencyAddress as OwnerSale['currencyAddress'],
    quantity: Math.min(held, l.quantity),
    minimumBid: null,
    startsAt: dutch ? new Date(l.startsAt * 1000).toISOString() : null,
    endsAt: dutch ? new Date(l.expiry * 1000).toISOString() : null,
  };
}

/** The lowest price an order can ever fill at: a Dutch order's end price, any other's price. */
const floorOf = (o: { saleType: string; unitPrice: string; endUnitPrice?: string }) =>
  BigInt(o.saleType === '3' ? (o.endUnitPrice ?? o.unitPrice) : o.unitPrice);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A new order may replace the seller's live one only at the same or a lower price in the same currency: the
 * old signed order stays fillable on chain until cancelled there, so a raise through the API would leave the
 * cheaper one for anyone to buy. A raise goes through the on-chain cancel the app offers. With Dutch listings
 * (issue 30) "a raise" is any price of the new order above the lowest the old one reaches (its end price).
 */
async function refuseRaise(tx: Tx, itemId: number, seller: string, order: ListingBody['order']) {
  const live = await tx
    .select({ order: listings.order })
    .from(listings)
    .where(
      and(eq(listings.itemId, itemId), eq(listings.seller, seller), inArray(listings.status, LIVE_LISTING)),
    );
  const raised = live.some(({ order: old }) => {
    const o = old as unknown as ListingBody['order'];
    return o.currency.toLowerCase() !== order.currency.toLowerCase() || floorOf(o) < BigInt(order.unitPrice);
  });
  if (raised) throw new HttpError(409, LIFECYCLE_MSG.priceRaiseNeedsCancel);
}

/**
 * POST /listings: a FixedPrice or DecliningPrice order signed by the seller, checked cheapest first (terms, signer, signature,
 * currency, then the chain: holding, approval, counter, nonce, fee bound) and stored with no transaction. It
 * replaces the seller's active listing of the item (Lower Price: 'Price changed by'); posting the same order
 * again answers the stored one.
 */
export async function putOnSale(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  body: ListingBody,
): Promise<{ hash: `0x${string}`; sale: OwnerSale; itemId: number; replaced: boolean }> {
  const { order, signature } = body;
  const d = lifecycle.deployment;
  const hash = orderHash(d, order);
  const signed = { kind: 'Order' as const, signer: order.seller, order };
  const { item, currency } = await admitOrder(db, lifecycle, reads, me, signed, signature);
  checkListingTerms(order, item, await reads.now());
  const held = await checkSellable(reads, d, item, order, me);
  const currencyAddress = currency === zeroAddress ? null : currency;

  const [auctioned] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.itemId, item.id), eq(auctions.seller, me), eq(auctions.status, 'open')))
    .limit(1);
  if (auctioned) throw new HttpError(409, LIFECYCLE_MSG.listingAuctioned);

  return db.transaction(async (tx) => {
    const [same] = await tx.select().from(listings).where(eq(listings.hash, hash)).for('update');
    if (same) {
      if (same.status !== 'active') throw new HttpError(409, LIFECYCLE_MSG.badOrder);
      return { hash, sale: listingSale(same, currencyAddress, held), itemId: item.id, replaced: false };
    }
    await refuseRaise(tx, item.id, me, order);
    const replaced = await tx
      .update(listings)
      .set({ status: 'replaced', updatedAt: new Date() })
      // With a waiting one ('unapproved' until re-approved, 'held' until the terms allow it), which would
      // otherwise come back beside it.
      .where(
        and(eq(listings.itemId, item.id), eq(listings.seller, me), inArray(listings.status, LIVE_LISTING)),
      )
      .returning({ id: listings.id });
    const { symbolOf } = await pricing(tx, d);
    const [row] = await tx
      .insert(listings)
      .values({
        hash,
        order: order as unknown as Record<string, string>,
        signature,
        nonce: order.nonce,
        counter: order.counter,
        itemId: item.id,
        seller: me,
        price: order.unitPrice,
        endPrice: order.saleType === '3' ? order.endUnitPrice : null,
        startsAt: order.saleType === '3' ? Number(order.startTime) : 0,
        currency: symbolOf(currency),
        quantity: Number(order.quantity),
        expiry: Number(order.endTime),
      })
      .returning();
    if (!row) throw new Error('listing insert returned no row');
    await tx.insert(activity).values({
      action: 'putonsale',
      text: replaced.length ? ACTIVITY_TEXT.priceChanged : ACTIVITY_TEXT.putonsale,
      fromAddress: me,
      itemId: item.id,
      price: row.price,
      currency: row.currency,
      quantity: row.quantity,
    });
    await refreshSale(tx, lifecycle, item.id);
    return {
      hash,
      sale: listingSale(row, currencyAddress, held),
      itemId: item.id,
      replaced: replaced.length > 0,
    };
  });
}

/**
 * DELETE /listings/:hash: the seller hides their listing at once ('Price cancelled by'). A signed order stays
 * fillable until cancelOrder, so the reply says whether the chain can still fill it.
 */
export async function takeOffSale(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  hash: string,
) {
  const [row] = await db.select().from(listings).where(eq(listings.hash, hash));
  if (!row) throw new NotFoundError(LIFECYCLE_MSG.listingNotFound);
  if (row.seller !== me) throw new HttpError(403, MSG.api.forbidden);
  // A voucher mints to whoever buys it while the chain sells it: only cancelVoucher takes it off sale.
  if (row.voucher) throw new HttpError(409, MSG.vouchers.cancelOnChain);
  const order = row.order as unknown as OrderMessage;
  // A waiting listing ('unapproved', 'held') is cancelled too: else re-approval or the terms would bring it back.
  const hidden = isLive(row) || row.status === 'replaced';
  if (hidden) {
    await db.transaction(async (tx) => {
      await tx
        .update(listings)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(listings.id, row.id));
      if (row.status === 'active') {
        await tx.insert(activity).values({
          action: 'cancelprice',
          text: ACTIVITY_TEXT.cancelprice,
          fromAddress: me,
          itemId: row.itemId,
        });
        await refreshSale(tx, lifecycle, row.itemId);
      }
    });
  }
  const remaining = await reads.remaining(orderFromJson(order));
  return {
    itemId: row.itemId,
    changed: row.status === 'active',
    reply: { message: MSG.toast.cancelled, onChainCancel: remaining > 0n, order },
  };
}

/**
 * GET /orders/:hash: a stored listing or auction order with its signature and what the chain can still fill
 * (`reads` is asked only for an order found, so an unknown hash is a 404 even without a chain).
 */
export async function readOrder(
  db: Db,
  reads: () => MarketReads,
  hash: string,
  viewer: string | null,
): Promise<OrderReply> {
  const hiddenSql = sql`(not exists (select 1 from items i where i.id = item_id and (${listedItem()}))
    or seller in ${bannedUsers})`;
  const [listing] = await db
    .select({
      order: listings.order,
      signature: listings.signature,
      status: listings.status,
      seller: listings.seller,
      hidden: sql<boolean>`${hiddenSql}`,
    })
    .from(listings)
    // A voucher's row is no Order (GET /vouchers/:hash serves it).
    .where(and(eq(listings.hash, hash), eq(listings.voucher, false)));
  const [auction] = listing
    ? []
    : await db
        .select({
          order: auctions.order,
          signature: auctions.signature,
          status: auctions.status,
          seller: auctions.seller,
          hidden: sql<boolean>`${hiddenSql}`,
        })
        .from(auctions)
        .where(eq(auctions.hash, hash))
        .limit(1);
  const found = listing ?? auction;
  if (!found?.order) throw new NotFoundError(LIFECYCLE_MSG.listingNotFound);
  // A signature is a licence to fill: only a live order that lists show is served to everyone; its seller
  // still gets any of theirs (the on-chain cancel needs the order).
  const live = (found.status === 'active' || found.status === 'open') && !found.hidden;
  if (!live && viewer !== found.seller) throw new NotFoundError(LIFECYCLE_MSG.listingNotFound);
  const order = found.order as unknown as OrderMessage;
  const remaining = await reads().remaining(orderFromJson(order));
  return {
    hash: hash as `0x${string}`,
    order: order as OrderReply['order'],
    signature: found.signature,
    status: found.status,
    remaining: Number(remaining),
  };
}
