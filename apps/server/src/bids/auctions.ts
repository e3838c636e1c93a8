import { ACTIVITY_TEXT, type AuctionBody, LIFECYCLE_MSG, MIN_PRICE, MSG, type OwnerSale } from '@agora/core';
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { recordActivity } from '../activity/record';
import { refreshItemSale } from '../chain/appliers/sale-rows';
import type { Lifecycle } from '../chain/lifecycle';
import { pricing } from '../chain/pipeline';
import type { Db } from '../db/client';
import { auctions, bids, listings } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import type { MarketReads } from './chain';
import { admitOrder } from './orders';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const at = (unix: bigint) => new Date(Number(unix) * 1000);

/** Recomputes the holders' sale rows and the item's sale summary (explore's sale-type filters read them). */
export async function refreshSale(tx: Tx, lifecycle: Lifecycle, itemId: number) {
  const { usd } = await pricing(tx, lifecycle.deployment);
  await refreshItemSale(tx, itemId, usd);
}

/** The holder's auction opened or ended: sale rows recomputed, 'put on sale' / 'cancel price' activity. */
async function saleChanged(
  tx: Tx,
  lifecycle: Lifecycle,
  itemId: number,
  seller: string,
  action: 'putonsale' | 'cancelprice',
) {
  await refreshSale(tx, lifecycle, itemId);
  await recordActivity(tx, { action, text: ACTIVITY_TEXT[action], from: seller, itemId });
}

/** Spec 2 §5 timed-auction rules on the signed order, against the chain clock. */
function checkTimes(body: AuctionBody, type: 721 | 1155, now: number) {
  const { order, saleType } = body;
  const errors = MSG.sale.errors;
  if (saleType === 'UnLimitedAuction') {
    if (order.startsAt !== '0' || order.endsAt !== '0') {
      throw new ValidationError(MSG.formError, { endsAt: errors.endRequired });
    }
    return;
  }
  if (type !== 721) throw new ValidationError(MSG.formError, { saleType: errors.timedAuctionSingleOnly });
  if (BigInt(order.minimumBid) < parseEther(MIN_PRICE)) {
    throw new ValidationError(MSG.formError, { minimumBid: errors.bidMin });
  }
  if (order.startsAt === '0') throw new ValidationError(MSG.formError, { startsAt: errors.startRequired });
  if (order.endsAt === '0') throw new ValidationError(MSG.formError, { endsAt: errors.endRequired });
  if (BigInt(order.endsAt) <= BigInt(order.startsAt) || BigInt(order.endsAt) <= BigInt(now)) {
    throw new ValidationError(MSG.formError, { endsAt: errors.endAfterStart });
  }
}

/** POST /auctions: the holder opens a TimedAuction or UnLimitedAuction; an open one of theirs is replaced. */
export async function openAuction(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  body: AuctionBody,
): Promise<{ id: string; sale: OwnerSale }> {
  const { order, signature, saleType } = body;
  const d = lifecycle.deployment;
  const signed = { kind: 'Auction' as const, signer: order.seller, order };
  const { item, currency } = await admitOrder(db, lifecycle, reads, me, signed, signature);
  checkTimes(body, item.type, await reads.now());
  const balance = await reads.holderBalance(item.type, item.contract as Address, BigInt(item.tokenId), me);
  if (balance === 0) throw new HttpError(403, LIFECYCLE_MSG.notHolder);
  const listed = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.itemId, item.id), eq(listings.seller, me), eq(listings.status, 'active')))
    .limit(1);
  if (listed.length) throw new HttpError(409, LIFECYCLE_MSG.auctionListed);
  return db.transaction(async (tx) => {
    const { symbolOf } = await pricing(tx, d);
    await endOpenAuction(tx, item.id, me);
    const timed = saleType === 'TimedAuction';
    const [row] = await tx
      .insert(auctions)
      .values({
        itemId: item.id,
        seller: me,
        currency: symbolOf(currency),
        minBid: order.minimumBid,
        startsAt: timed ? at(BigInt(order.startsAt)) : null,
        endsAt: timed ? at(BigInt(order.endsAt)) : null,
        signature,
        saleType,
        order,
      })
      .returning();
    if (!row) throw new Error('auction insert returned no row');
    await saleChanged(tx, lifecycle, item.id, me, 'putonsale');
    return {
      id: String(row.id),
      sale: {
        saleType,
        listingId: null,
        price: null,
        currency: row.currency,
        currencyAddress: currency,
        quantity: balance,
        minimumBid: row.minBid,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      },
    };
  });
}

/** Pending bids on an auction: spec 2 'no cancel after a valid bid' for timed auctions. */
async function hasValidBid(tx: Tx | Db, auctionId: number) {
  const rows = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.auctionId, auctionId), inArray(bids.status, ['pending', 'partiallyCompleted'])))
    .limit(1);
  return rows.length > 0;
}

/** Closes the seller's open auction on the item (if any); refused for a timed auction that has a valid bid. */
async function endOpenAuction(tx: Tx, itemId: number, seller: string) {
  const [open] = await tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.itemId, itemId), eq(auctions.seller, seller), eq(auctions.status, 'open')));
  if (!open) return false;
  if (open.saleType === 'TimedAuction' && (await hasValidBid(tx, open.id))) {
    throw new HttpError(409, LIFECYCLE_MSG.auctionHasBids);
  }
  await tx.update(auctions).set({ status: 'cancelled' }).where(eq(auctions.id, open.id));
  return true;
}

/** DELETE /auctions/:contract/:tokenId: the holder ends their open auction on the item. */
export async function cancelAuction(db: Db, lifecycle: Lifecycle, me: string, itemId: number) {
  await db.transaction(async (tx) => {
    if (!(await endOpenAuction(tx, itemId, me))) throw new NotFoundError(LIFECYCLE_MSG.auctionClosed);
    await saleChanged(tx, lifecycle, itemId, me, 'cancelprice');
  });
  return { message: LIFECYCLE_MSG.auctionCancelled };
}
