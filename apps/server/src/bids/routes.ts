import {
  ACTIVITY_TEXT,
  addressParam,
  auctionBody,
  auctionReply,
  type BidOrder,
  bidBody,
  bidCancelReply,
  bidReply,
  collectionOfferReply,
  collectionOffersQuery,
  collectionOffersReply,
  LIFECYCLE_MSG,
  MSG,
  OFFER_MSG,
  offerTokensQuery,
  offerTokensReply,
  type TokenBid,
  type TokenChange,
  tokenIdParam,
} from '@agora/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/record';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { auctions, bids, items } from '../db/schema';
import { publishItemChange } from '../events/from-app';
import { HttpError, NotFoundError } from '../http/errors';
import { tokenDetail } from '../tokens/detail';
import { cancelAuction, openAuction } from './auctions';
import { chainClock, marketReads } from './chain';
import { collectionOffersFor } from './collection-offers';
import { collectionTokenIds } from './offer-tokens';
import { findItem } from './orders';
import { placeBid, placeCollectionOffer } from './place';

const itemParams = z.object({ contract: addressParam, tokenId: tokenIdParam });
const bidParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const collectionParams = z.object({ contract: addressParam });
/** A placed or edited bid, or a collection offer. */
const placedReply = z.union([bidReply, collectionOfferReply]);
const message = z.object({ message: z.string() });

/** A stored bid as the token page shows it (one reader for both). */
async function readBid(
  db: Db,
  item: { contract: string; tokenId: string },
  id: number,
  viewer: string,
  now: number,
) {
  const detail = await tokenDetail(db, { ...item, viewer, currencyAddress: () => null, own: false, now });
  const bid = detail?.bids.find((b) => b.id === String(id));
  if (!bid) throw new NotFoundError(LIFECYCLE_MSG.bidNotFound);
  return bid as TokenBid;
}

/** A stored collection offer as the collection page shows it. */
async function readOffer(db: Db, collection: string, id: number, now: number) {
  const offer = (await collectionOffersFor(db, collection, now)).find((o) => o.id === String(id));
  if (!offer) throw new NotFoundError(LIFECYCLE_MSG.bidNotFound);
  return offer;
}

/**
 * Off-chain timed/unlimited auctions, EIP-712 bids (spec 2 §8, issue 5 item 4) and collection offers (issue 13).
 * Acceptance is on chain.
 */
export const bidRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const live = (itemId: number, change: TokenChange, by: string, notify: string[] | null) =>
    publishItemChange(ctx.bus, db, { itemId, change, by, notify }, (err) => app.log.warn({ err }, 'live'));
  const chain = () => {
    if (!ctx.lifecycle) throw new HttpError(503, LIFECYCLE_MSG.notDeployed);
    return { lifecycle: ctx.lifecycle, reads: marketReads(ctx.lifecycle) };
  };

  /** The caller's own open bid; 404 unknown or closed, 403 someone else's. */
  async function ownBid(id: number, me: string) {
    const [row] = await db
      .select({ bid: bids, contract: items.contract, tokenId: items.tokenId, seller: auctions.seller })
      .from(bids)
      // A collection offer has no item.
      .leftJoin(items, eq(items.id, bids.itemId))
      .leftJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(and(eq(bids.id, id), inArray(bids.status, ['pending', 'partiallyCompleted'])));
    if (!row) throw new NotFoundError(LIFECYCLE_MSG.bidNotFound);
    if (row.bid.bidder !== me) throw new HttpError(403, MSG.api.forbidden);
    return row;
  }

  app.post(
    '/auctions',
    { schema: { tags: ['items'], body: auctionBody, response: { 200: auctionReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const { lifecycle, reads } = chain();
      const opened = await openAuction(db, lifecycle, reads, me, req.body);
      // An auction it replaces closes its bidders' bids (cards show a reader's open bid): whose is not at hand.
      ctx.facts.forget(null);
      const { collection, tokenId } = req.body.order;
      await live((await findItem(db, collection, tokenId)).id, 'listed', me, []);
      return opened;
    },
  );

  app.delete(
    '/auctions/:contract/:tokenId',
    { schema: { tags: ['items'], params: itemParams, response: { 200: message } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const item = await findItem(db, req.params.contract, req.params.tokenId);
      const cancelled = await cancelAuction(db, chain().lifecycle, me, item.id);
      ctx.facts.forget(null);
      await live(item.id, 'unlisted', me, []);
      return cancelled;
    },
  );

  /** A bid on one token, or a collection offer when the order says `anyToken`. */
  app.post(
    '/bids',
    { schema: { tags: ['items'], body: bidBody, response: { 200: placedReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const { lifecycle, reads } = chain();
      if (req.body.order.anyToken) {
        const placed = await placeCollectionOffer({ db, lifecycle, reads }, me, req.body, null);
        const offer = await readOffer(db, placed.collection, placed.id, await chainClock(lifecycle));
        return { offer, message: placed.edited ? LIFECYCLE_MSG.bidEdited : OFFER_MSG.placed };
      }
      const placed = await placeBid({ db, lifecycle, reads }, me, req.body, null);
      // The bidder's cards show their open bid.
      ctx.facts.forget(me);
      await live(placed.item.id, 'bid', me, null);
      return {
        bid: await readBid(db, placed.item, placed.id, me, await chainClock(lifecycle)),
        message: placed.edited ? LIFECYCLE_MSG.bidEdited : MSG.toast.bidPlaced,
      };
    },
  );

  /** An edit: the same kind on the same token or collection, signed anew; the old one is replaced. */
  app.put(
    '/bids/:id',
    { schema: { tags: ['items'], params: bidParams, body: bidBody, response: { 200: placedReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const old = await ownBid(Number(req.params.id), me);
      const { lifecycle, reads } = chain();
      const { order } = req.body;
      if (old.bid.anyToken !== Boolean(order.anyToken)) throw new HttpError(400, OFFER_MSG.wrongKind);
      if (order.anyToken) {
        if (
          old.bid.collection !== order.collection.toLowerCase() ||
          old.bid.collectionId !== (req.body.collectionId ?? null)
        ) {
          throw new HttpError(400, LIFECYCLE_MSG.badSignature);
        }
        const placed = await placeCollectionOffer({ db, lifecycle, reads }, me, req.body, old.bid.id);
        const offer = await readOffer(db, placed.collection, placed.id, await chainClock(lifecycle));
        return { offer, message: LIFECYCLE_MSG.bidEdited };
      }
      if (old.contract !== order.collection || old.tokenId !== order.tokenId) {
        throw new HttpError(400, LIFECYCLE_MSG.badSignature);
      }
      const placed = await placeBid({ db, lifecycle, reads }, me, req.body, old.bid.id);
      ctx.facts.forget(me);
      await live(placed.item.id, 'bid', me, null);
      return {
        bid: await readBid(db, placed.item, placed.id, me, await chainClock(lifecycle)),
        message: LIFECYCLE_MSG.bidEdited,
      };
    },
  );

  /**
   * The open collection offers on a contract, or (collectionId) those made on one Agora collection page; token
   * pages embed the offers covering the token.
   */
  app.get(
    '/collections/:contract/offers',
    {
      schema: {
        tags: ['items'],
        params: collectionParams,
        querystring: collectionOffersQuery,
        response: { 200: collectionOffersReply },
      },
    },
    async (req) => ({
      offers: await collectionOffersFor(db, req.params.contract, await chainClock(ctx.lifecycle), {
        collectionId: req.query.collectionId,
      }),
    }),
  );

  /** The token ids of an Agora collection page: an offer made on it signs their tree's root. */
  app.get(
    '/collections/:contract/offer-tokens',
    {
      schema: {
        tags: ['items'],
        params: collectionParams,
        querystring: offerTokensQuery,
        response: { 200: offerTokensReply },
      },
    },
    async (req) => ({ tokenIds: await collectionTokenIds(db, req.params.contract, req.query.collectionId) }),
  );

  /**
   * Hidden at once. The signed order stays valid on chain until cancelBid (or a nonce bump), so the reply tells
   * the web to send that cancel while the bid could still be filled.
   */
  app.delete(
    '/bids/:id',
    { schema: { tags: ['items'], params: bidParams, response: { 200: bidCancelReply } } },
    async (req) => {
      const me = (await ctx.sessions.requireWallet(req)).address;
      const { bid, seller } = await ownBid(Number(req.params.id), me);
      const { reads } = chain();
      await db.transaction(async (tx) => {
        await tx.update(bids).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(bids.id, bid.id));
        // A collection offer has no item page or seller to tell.
        if (bid.itemId === null) return;
        await recordActivity(tx, {
          action: 'cancelbid',
          text: ACTIVITY_TEXT.cancelbid,
          from: me,
          to: seller,
          itemId: bid.itemId,
        });
      });
      ctx.facts.forget(me);
      if (bid.itemId !== null) await live(bid.itemId, 'bidCancelled', me, seller ? [seller] : null);
      const order = bid.order as unknown as BidOrder;
      const [filled, counter, now] = await Promise.all([
        reads.filled(bid.hash as `0x${string}`),
        reads.bidCounter(me as `0x${string}`),
        reads.now(),
      ]);
      const onChainCancel =
        filled < BigInt(order.quantity) &&
        counter === BigInt(order.counter) &&
        BigInt(order.expiry) > BigInt(now);
      return { message: MSG.toast.bidCancelled, onChainCancel, order };
    },
  );
};
