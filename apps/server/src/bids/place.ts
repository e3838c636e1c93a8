import {
  ACTIVITY_TEXT,
  type BidBody,
  type BidOrder,
  formatWei,
  LIFECYCLE_MSG,
  MIN_PRICE,
  MSG,
  OFFER_MSG,
} from '@agora/core';
import { and, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { recordActivity } from '../activity/record';
import type { Tx } from '../chain/journal';
import type { Lifecycle } from '../chain/lifecycle';
import { pricing } from '../chain/pipeline';
import type { Db } from '../db/client';
import { auctions, bids } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { notifyOutbid } from '../notifications/outbid';
import { refreshSale } from './auctions';
import type { MarketReads } from './chain';
import { offerTokens } from './offer-tokens';
import { admitOrder, admitSigned, bidHash } from './orders';

/** Spec 2 §8: a bid in the last 10 minutes extends the auction by 10 minutes. */
export const EXTENSION_SECONDS = 600;
/** Each bid is at least 5% above the highest pending one. */
const STEP_PERCENT = 105n;
const OPEN = ['pending', 'partiallyCompleted'] as const;

/** What placing a bid reads and writes: the database, the deployed marketplace and its chain state. */
export interface BidMarket {
  db: Db;
  lifecycle: Lifecycle;
  reads: MarketReads;
}

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message });

/**
 * The terms every signed bid meets, single-token or collection offer: not expired by the chain clock, signed
 * at the bidder's current counter, a quantity, at least MIN_PRICE a unit, and a fee bound the marketplace's
 * buyer fee fits in (acceptBid reverts FeeAboveSigned otherwise). Returns the buyer fee.
 */
async function checkTerms(reads: MarketReads, me: string, order: BidOrder): Promise<bigint> {
  if (BigInt(order.expiry) <= BigInt(await reads.now())) throw invalid('expiry', OFFER_MSG.expired);
  if (BigInt(order.counter) !== (await reads.bidCounter(me as Address))) {
    throw invalid('counter', LIFECYCLE_MSG.nonceStale);
  }
  if (BigInt(order.quantity) === 0n) throw invalid('quantity', MSG.bid.errors.quantityZero);
  if (BigInt(order.unitPrice) < parseEther(MIN_PRICE)) throw invalid('amount', MSG.bid.errors.amountMin);
  const feeBps = await reads.buyerFeeBps();
  if (BigInt(order.maxFeeBps) < feeBps) throw invalid('maxFeeBps', OFFER_MSG.feeAboveSigned);
  return feeBps;
}

/** The bidder's balance and allowance cover price plus buyer fee for every unit asked (checked last). */
async function checkFunds(reads: MarketReads, me: string, order: BidOrder, feeBps: bigint) {
  const price = BigInt(order.unitPrice) * BigInt(order.quantity);
  const total = price + (price * feeBps) / 10_000n;
  const funds = await reads.funds(order.currency as Address, me as Address);
  if (funds.balance < total) throw invalid('amount', MSG.bid.errors.insufficient);
  if (funds.allowance < total) throw invalid('amount', MSG.acceptBid.button.error1);
}

/** The bid row both kinds store; the caller adds what ties it to an item or a collection. */
function bidRow(lifecycle: Lifecycle, me: string, body: BidBody, symbol: string) {
  const { order, signature } = body;
  const d = lifecycle.deployment;
  return {
    bidder: me,
    currency: symbol,
    amount: order.unitPrice,
    quantity: Number(order.quantity),
    pending: Number(order.quantity),
    nonce: order.counter,
    deadline: Number(order.expiry),
    signature,
    hash: bidHash(d, d.chainId, order),
    order: order as unknown as Record<string, string>,
  };
}

/**
 * Stores a bid in place of `replaces` (an edit) or, with `replaces` null, of the bidder's earlier open bids
 * `sameTarget` selects (one open bid per bidder and item, or per bidder and collection). `edited`: it replaced one.
 */
async function replaceBid(
  tx: Tx,
  replaces: number | null,
  sameTarget: SQL | undefined,
  values: typeof bids.$inferInsert,
): Promise<{ id: number; edited: boolean }> {
  const earlier = await tx
    .update(bids)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(replaces !== null ? eq(bids.id, replaces) : and(sameTarget, inArray(bids.status, [...OPEN])))
    .returning({ id: bids.id });
  const [row] = await tx.insert(bids).values(values).returning({ id: bids.id });
  if (!row) throw new Error('bid insert returned no row');
  return { id: row.id, edited: earlier.length > 0 };
}

/**
 * Checks a signed bid on one token against the chain and the auction, then stores it, replacing `replaces` (an
 * edit) or the bidder's earlier open bid on the item. Who may act was settled by the caller.
 */
export async function placeBid(
  { db, lifecycle, reads }: BidMarket,
  me: string,
  body: BidBody,
  replaces: number | null,
) {
  const { order, owner } = body;
  const d = lifecycle.deployment;
  const signed = { kind: 'Bid' as const, signer: order.bidder, order };
  const { item, currency } = await admitOrder(db, lifecycle, reads, me, signed, body.signature);
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
  // Bound to this auction (issue 28): only its settlement can fill the bid, which dies with the auction.
  if (order.auction?.toLowerCase() !== auction.hash?.toLowerCase()) {
    throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  }
  const now = await reads.now();
  const start = auction.startsAt ? auction.startsAt.getTime() / 1000 : null;
  const end = auction.endsAt ? auction.endsAt.getTime() / 1000 : null;
  if ((start !== null && now < start) || (end !== null && now >= end)) {
    throw new HttpError(409, LIFECYCLE_MSG.auctionClosed);
  }
  const feeBps = await checkTerms(reads, me, order);
  // pricing only reads the currencies table, which the plain handle does as well as a transaction.
  const { symbolOf } = await pricing(db as unknown as Parameters<typeof pricing>[0], d);
  const symbol = symbolOf(currency);
  if (symbol !== auction.currency) throw invalid('currency', LIFECYCLE_MSG.wrongCurrency);

  const held = await reads.holderBalance(
    item.type,
    item.contract as Address,
    BigInt(item.tokenId),
    auction.seller,
  );
  if (BigInt(order.quantity) > BigInt(held)) throw invalid('quantity', MSG.bid.errors.quantityAbove(held));

  const amount = BigInt(order.unitPrice);
  if (amount < BigInt(auction.minBid)) {
    throw invalid('amount', MSG.bid.errors.amountBelowMinimum(formatWei(BigInt(auction.minBid), symbol)));
  }
  const [highest] = await db
    .select({ amount: bids.amount, bidder: bids.bidder })
    .from(bids)
    .where(
      and(
        eq(bids.itemId, item.id),
        inArray(bids.status, [...OPEN]),
        ne(bids.bidder, me),
        // An unfunded (issue 32.4) or refused (28.8) bid would revert on acceptBid: it blocks nobody.
        isNull(bids.unfundedSince),
        eq(bids.refused, false),
      ),
    )
    .orderBy(desc(bids.amount))
    .limit(1);
  if (highest) {
    const top = BigInt(highest.amount);
    if (amount <= top) throw invalid('amount', MSG.bid.errors.amountNotAboveHighest(formatWei(top, symbol)));
    const step = (top * STEP_PERCENT + 99n) / 100n;
    if (amount < step) throw invalid('amount', MSG.bid.errors.amountBelowMinimum(formatWei(step, symbol)));
  }
  await checkFunds(reads, me, order, feeBps);

  return db.transaction(async (tx) => {
    const { id, edited } = await replaceBid(
      tx,
      replaces,
      and(eq(bids.itemId, item.id), eq(bids.bidder, me)),
      {
        ...bidRow(lifecycle, me, body, symbol),
        itemId: item.id,
        auctionId: auction.id,
        owner,
      },
    );
    if (end !== null && end - now < EXTENSION_SECONDS) {
      const endsAt = new Date((end + EXTENSION_SECONDS) * 1000);
      await tx.update(auctions).set({ endsAt }).where(eq(auctions.id, auction.id));
      await refreshSale(tx, lifecycle, item.id);
    }
    await recordActivity(tx, {
      action: edited ? 'editbid' : 'bid',
      text: edited ? ACTIVITY_TEXT.editbid : ACTIVITY_TEXT.bid,
      from: me,
      to: auction.seller,
      itemId: item.id,
    });
    // The bidder this bid tops hears of it (issue 30's 'outbid' mail); no activity row, as the bid has one.
    if (highest) await notifyOutbid(tx, highest.bidder, me, item.id);
    return { id, item, edited };
  });
}

/**
 * A collection offer (`anyToken`): signed by the caller for the tokens of a collection (offerTokens: an Agora
 * collection page's token ids by their root, or a whole external contract), in an allowed ERC-20, with the
 * terms of every bid (checkTerms) for all `quantity` tokens at once. No auction, no holder: any holder of a
 * covered token may accept it on chain. It replaces `replaces` (an edit) or the bidder's earlier open offer on
 * the same collection, so one bidder has one offer per collection.
 */
export async function placeCollectionOffer(
  { db, lifecycle, reads }: BidMarket,
  me: string,
  body: BidBody,
  replaces: number | null,
) {
  const { order } = body;
  if (body.owner) throw invalid('owner', OFFER_MSG.noOwner);
  // An offer naming an auction could never fill (acceptCollectionOffer refuses it).
  if (order.auction && BigInt(order.auction) !== 0n) throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  const collection = order.collection.toLowerCase();
  const covered = await offerTokens(db, lifecycle, order, body.collectionId);
  const signed = { kind: 'Bid' as const, signer: order.bidder, order };
  const { currency } = await admitSigned(lifecycle, reads, me, signed, body.signature);
  await checkFunds(reads, me, order, await checkTerms(reads, me, order));
  const { symbolOf } = await pricing(db as unknown as Parameters<typeof pricing>[0], lifecycle.deployment);

  return db.transaction(async (tx) => {
    const sameCollection = and(
      eq(bids.anyToken, true),
      eq(bids.collection, collection),
      covered.collectionId === null ? isNull(bids.collectionId) : eq(bids.collectionId, covered.collectionId),
      eq(bids.bidder, me),
    );
    const { id, edited } = await replaceBid(tx, replaces, sameCollection, {
      ...bidRow(lifecycle, me, body, symbolOf(currency)),
      itemId: null,
      anyToken: true,
      collection,
      ...covered,
      owner: null,
    });
    return { id, collection, edited };
  });
}
