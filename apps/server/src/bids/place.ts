import { ACTIVITY_TEXT, type BidBody, formatWei, LIFECYCLE_MSG, MIN_PRICE, MSG } from '@agora/core';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { recordActivity } from '../activity/record';
import type { Lifecycle } from '../chain/lifecycle';
import { pricing } from '../chain/pipeline';
import type { Db } from '../db/client';
import { auctions, bids } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { refreshSale } from './auctions';
import type { MarketReads } from './chain';
import { admitOrder, bidHash } from './orders';

/** Spec 2 §8: a bid in the last 10 minutes extends the auction by 10 minutes. */
export const EXTENSION_SECONDS = 600;
/** Each bid is at least 5% above the highest pending one. */
const STEP_PERCENT = 105n;
const OPEN = ['pending', 'partiallyCompleted'] as const;

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message });

/**
 * Checks a signed bid against the chain and the auction, then stores it, replacing `replaces` (an edit) or the
 * bidder's earlier open bid on the item. Who may act was settled by the caller.
 */
export async function placeBid(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  body: BidBody,
  replaces: number | null,
) {
  const { order, signature, owner } = body;
  const d = lifecycle.deployment;
  const signed = { kind: 'Bid' as const, signer: order.bidder, order };
  const { item, currency } = await admitOrder(db, lifecycle, reads, me, signed, signature);
  const [auction] = await db
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.itemId, item.id),
        eq(auctions.status, 'open'),
        owner ? eq(auctions.seller, owner) : ne(auctions.seller, me),
      ),
    )
    .orderBy(desc(auctions.id))
    .limit(1);
  if (!auction || auction.seller === me) throw new HttpError(409, LIFECYCLE_MSG.auctionClosed);
  const now = await reads.now();
  const start = auction.startsAt ? auction.startsAt.getTime() / 1000 : null;
  const end = auction.endsAt ? auction.endsAt.getTime() / 1000 : null;
  if ((start !== null && now < start) || (end !== null && now >= end)) {
    throw new HttpError(409, LIFECYCLE_MSG.auctionClosed);
  }
  if (BigInt(order.expiry) <= BigInt(now)) throw invalid('expiry', LIFECYCLE_MSG.auctionClosed);
  if (BigInt(order.nonce) !== (await reads.bidNonce(me as Address))) {
    throw invalid('nonce', LIFECYCLE_MSG.nonceStale);
  }
  // pricing only reads the currencies table, which the plain handle does as well as a transaction.
  const { symbolOf } = await pricing(db as unknown as Parameters<typeof pricing>[0], d);
  const symbol = symbolOf(currency);
  if (symbol !== auction.currency) throw invalid('currency', LIFECYCLE_MSG.wrongCurrency);

  const quantity = BigInt(order.quantity);
  const held = await reads.holderBalance(
    item.type,
    item.contract as Address,
    BigInt(item.tokenId),
    auction.seller,
  );
  if (quantity === 0n) throw invalid('quantity', MSG.bid.errors.quantityZero);
  if (quantity > BigInt(held)) throw invalid('quantity', MSG.bid.errors.quantityAbove(held));

  const amount = BigInt(order.unitPrice);
  if (amount < parseEther(MIN_PRICE)) throw invalid('amount', MSG.bid.errors.amountMin);
  if (amount < BigInt(auction.minBid)) {
    throw invalid('amount', MSG.bid.errors.amountBelowMinimum(formatWei(BigInt(auction.minBid), symbol)));
  }
  const [highest] = await db
    .select({ amount: bids.amount })
    .from(bids)
    .where(and(eq(bids.itemId, item.id), inArray(bids.status, [...OPEN]), ne(bids.bidder, me)))
    .orderBy(desc(bids.amount))
    .limit(1);
  if (highest) {
    const top = BigInt(highest.amount);
    if (amount <= top) throw invalid('amount', MSG.bid.errors.amountNotAboveHighest(formatWei(top, symbol)));
    const step = (top * STEP_PERCENT + 99n) / 100n;
    if (amount < step) throw invalid('amount', MSG.bid.errors.amountBelowMinimum(formatWei(step, symbol)));
  }

  const price = amount * quantity;
  const total = price + (price * (await reads.buyerFeeBps())) / 10_000n;
  const funds = await reads.funds(currency, me as Address);
  if (funds.balance < total) throw invalid('amount', MSG.bid.errors.insufficient);
  if (funds.allowance < total) throw invalid('amount', MSG.acceptBid.button.error1);

  return db.transaction(async (tx) => {
    const earlier = await tx
      .update(bids)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        replaces !== null
          ? eq(bids.id, replaces)
          : and(eq(bids.itemId, item.id), eq(bids.bidder, me), inArray(bids.status, [...OPEN])),
      )
      .returning({ id: bids.id });
    const [row] = await tx
      .insert(bids)
      .values({
        itemId: item.id,
        auctionId: auction.id,
        bidder: me,
        owner,
        currency: symbol,
        amount: order.unitPrice,
        quantity: Number(quantity),
        pending: Number(quantity),
        nonce: order.nonce,
        deadline: Number(order.expiry),
        signature,
        hash: bidHash(d, d.chainId, order),
        order,
      })
      .returning({ id: bids.id });
    if (!row) throw new Error('bid insert returned no row');
    if (end !== null && end - now < EXTENSION_SECONDS) {
      const endsAt = new Date((end + EXTENSION_SECONDS) * 1000);
      await tx.update(auctions).set({ endsAt }).where(eq(auctions.id, auction.id));
      await refreshSale(tx, lifecycle, item.id);
    }
    const edited = earlier.length > 0;
    await recordActivity(tx, {
      action: edited ? 'editbid' : 'bid',
      text: edited ? ACTIVITY_TEXT.editbid : ACTIVITY_TEXT.bid,
      from: me,
      to: auction.seller,
      itemId: item.id,
    });
    return { id: row.id, item, edited };
  });
}
