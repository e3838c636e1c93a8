import { ACTIVITY_TEXT, type AuctionBody, LIFECYCLE_MSG, MIN_PRICE, MSG, type OwnerSale } from '@agora/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parseEther, zeroAddress } from 'viem';
import { recordActivity } from '../activity/record';
import { LIVE_AUCTION } from '../chain/appliers/rows';
import { refreshItemSale } from '../chain/appliers/sale-rows';
import type { Lifecycle } from '../chain/lifecycle';
import { pricing } from '../chain/pipeline';
import { collectionsOfItems, refreshCollectionStats } from '../collections/stats';
import type { Db } from '../db/client';
import { auctions, bids, listings } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import { checkSellable } from '../listings/checks';
import type { MarketReads } from './chain';
import { admitOrder, orderHash } from './orders';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const at = (unix: bigint) => new Date(Number(unix) * 1000);

/** Recomputes the holders' sale rows and the item's sale summary (explore's sale-type filters read them). */
export async function refreshSale(tx: Tx, lifecycle: Lifecycle, itemId: number) {
  const { usd } = await pricing(tx, lifecycle.deployment);
  await refreshItemSale(tx, itemId, usd);
  // A listing posted or hidden off chain moves its collection's floor (collections/stats.ts).
  await refreshCollectionStats(tx, await collectionsOfItems(tx, [itemId]));
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

/** The signed Order's SaleType of each auction kind (the contract's enum). */
const SALE_TYPE_CODE = { TimedAuction: '1', UnLimitedAuction: '2' } as const;

/**
 * Spec 2 §5 auction rules on the signed order (its unitPrice is the minimum bid), against the chain clock; the
 * order's saleType must be the one asked for, since settleAuction enforces the end time by it.
 */
function checkTimes(body: AuctionBody, type: 721 | 1155, now: number) {
  const { order, saleType } = body;
  const errors = MSG.sale.errors;
  if (order.saleType !== SALE_TYPE_CODE[saleType]) throw new HttpError(400, LIFECYCLE_MSG.wrongSaleType);
  if (BigInt(order.quantity) === 0n) {
    throw new ValidationError(MSG.formError, { quantity: errors.quantityZero });
  }
  // The chain settles no order priced 0 (ZeroPrice): open offers sign at least 1 wei as their minimum.
  if (BigInt(order.unitPrice) === 0n) throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  if (saleType === 'UnLimitedAuction') {
    if (order.startTime !== '0' || order.endTime !== '0') {
      throw new ValidationError(MSG.formError, { endsAt: errors.endRequired });
    }
    return;
  }
  if (type !== 721) throw new ValidationError(MSG.formError, { saleType: errors.timedAuctionSingleOnly });
  if (BigInt(order.unitPrice) < parseEther(MIN_PRICE)) {
    throw new ValidationError(MSG.formError, { minimumBid: errors.bidMin });
  }
  if (order.startTime === '0') throw new ValidationError(MSG.formError, { startsAt: errors.startRequired });
  if (order.endTime === '0') throw new ValidationError(MSG.formError, { endsAt: errors.endRequired });
  if (BigInt(order.endTime) <= BigInt(order.startTime) || BigInt(order.endTime) <= BigInt(now)) {
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
  const signed = { kind: 'Order' as const, signer: order.seller, order };
  const { item, currency } = await admitOrder(db, lifecycle, reads, me, signed, signature);
  // Bids are ERC-20 only, so an auction in the native coin could never be settled.
  if (currency === zeroAddress) {
    throw new ValidationError(LIFECYCLE_MSG.wrongCurrency, { currency: LIFECYCLE_MSG.wrongCurrency });
  }
  checkTimes(body, item.type, await reads.now());
  const balance = await checkSellable(reads, d, item, order, me);
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
        minBid: order.unitPrice,
        startsAt: timed ? at(BigInt(order.startTime)) : null,
        endsAt: timed ? at(BigInt(order.endTime)) : null,
        signature,
        saleType,
        order: order as unknown as Record<string, string>,
        hash: orderHash(d, order),
      })
      .returning();
    if (!row) throw new Error('auction insert returned no row');
    await saleChanged(tx, lifecycle, item.id, me, 'putonsale');
    return {
      id: String(row.id),
      sale: {
        saleType,
        orderHash: row.hash as `0x${string}`,
        order: null,
        signature: null,
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

/**
 * Pending funded bids on an auction: spec 2 'no cancel after a valid bid' for timed auctions (a bid whose
 * bidder moved the money away, issue 32.4, is not valid: it cannot hold the seller's auction).
 */
async function hasValidBid(tx: Tx | Db, auctionId: number) {
  const rows = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(
      and(
        eq(bids.auctionId, auctionId),
        inArray(bids.status, ['pending', 'partiallyCompleted']),
        isNull(bids.unfundedSince),
        eq(bids.refused, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Closes the seller's open auction on the item (if any; also one waiting as 'unapproved' or 'held', which
 * re-approval or the marketplace's terms would reopen); refused for a timed auction that has a valid bid.
 */
async function endOpenAuction(tx: Tx, itemId: number, seller: string) {
  const [open] = await tx
    .select()
    .from(auctions)
    .where(
      and(eq(auctions.itemId, itemId), eq(auctions.seller, seller), inArray(auctions.status, LIVE_AUCTION)),
    );
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
