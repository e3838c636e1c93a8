import { z } from 'zod';
import { ACCEPT_BLOCKS } from '../auction';
import { address, addressParam, userSummary } from './common';
import { hex32, hexBytes, isoTime, uint, unixTime, wei } from './scalars';

/** Signed bids on a token (and, with `anyToken`, collection offers: offers.ts) and their endpoints. */

/**
 * The EIP-712 Bid message of the marketplace (field order = the contract's BID_TYPEHASH): a bid on one token,
 * or with `anyToken` a collection offer for up to `quantity` tokens of the collection.
 */
export const bidOrder = z.object({
  bidder: addressParam,
  collection: addressParam,
  tokenId: uint,
  anyToken: z.boolean(),
  /** A collection offer's tokens: the root of their tree (@agora/chain tokenRoot); zero (or left out) for any. */
  tokenRoot: hex32.optional(),
  /** A bid in an auction: the auction order's EIP-712 digest (only that auction's settlement fills it). */
  auction: hex32.optional(),
  quantity: uint,
  currency: addressParam,
  unitPrice: uint,
  maxFeeBps: uint,
  expiry: unixTime,
  counter: uint,
  salt: uint,
});
export type BidOrder = z.infer<typeof bidOrder>;
/** The same order in replies: stored lowercase, so no transform (a transform cannot be encoded in a response). */
export const bidOrderView = bidOrder.extend({ bidder: address, collection: address, currency: address });

export const bidStatus = z.enum(['pending', 'partiallyCompleted', 'completed', 'cancelled']);

/** A stored bid as replies show it, on one token (tokenBid) or on a collection (collectionOffer). */
const storedBid = z.object({
  id: z.string(),
  bidder: userSummary,
  /** Unit amount (the price of one edition or token), wei. */
  amount: wei,
  currency: z.string(),
  /** Editions or tokens asked for, and those still pending (less those sold to the bid). */
  quantity: z.number().int(),
  pending: z.number().int(),
  status: bidStatus,
  createdAt: isoTime,
  /** The signed order, which acceptBid and cancelBid take. */
  order: bidOrderView,
  /**
   * True while the bidder's balance or allowance of the currency no longer covers the bid (issue 32.4, re-read
   * from the chain on each Transfer/Approval): acceptBid would revert, and it never counts as the highest bid.
   */
  unfunded: z.boolean().optional(),
  /**
   * True while the marketplace's terms refuse the bid (the buyer fee raised above its signed maxFeeBps, its
   * currency disallowed: issue 28.8): acceptBid would revert, and it never counts as the highest bid.
   */
  refused: z.boolean().optional(),
});

export const tokenBid = storedBid.extend({
  /** Null when the owner can accept the bid now, else why not (`bidAcceptBlock` at the chain's clock). */
  acceptBlock: z.enum(ACCEPT_BLOCKS).nullable(),
  /**
   * The bidder's signature, which acceptBid takes: served only to the bidder and to whoever may accept the bid now
   * (the auction's seller; a holder it targets), null for everyone else and while the bid cannot be accepted.
   */
  signature: hexBytes.nullable(),
});
export type TokenBid = z.infer<typeof tokenBid>;

/**
 * One open collection offer (issue 13): a Bid with `anyToken` for up to `quantity` tokens of a collection — of an
 * Agora collection page (`collectionId`; the order's tokenRoot names its tokens at offer time, as Agora's
 * collections share one contract), or of a whole external contract (tokenRoot zero). A holder accepts it with
 * acceptCollectionOffer(bid, signature, theirTokenId, proof, …). Shown on the collection page (GET
 * /collections/:contract/offers) and on the page of every token it covers.
 */
export const collectionOffer = storedBid.extend({
  collection: address,
  /** The Agora collection page the offer was made on; null for an external contract. */
  collectionId: z.number().int().nullable(),
  /** On a token page: the Merkle proof of that token (empty for tokenRoot zero, and on the collection page). */
  proof: z.array(hex32),
  /** The bidder's signature, which acceptBid takes. */
  signature: hexBytes,
});
export type CollectionOffer = z.infer<typeof collectionOffer>;

/** POST /bids (new), PUT /bids/:id (edit: replaces it); the server checks signature, balance, allowance, rules. */
export const bidBody = z.object({
  /** The holder a bid targets (1155 offers); null for any holder. */
  owner: addressParam.nullable(),
  /** A collection offer on an Agora collection page: that collection's id (its tokens make the tokenRoot). */
  collectionId: z.number().int().positive().optional(),
  order: bidOrder,
  signature: hexBytes,
});
export type BidBody = z.infer<typeof bidBody>;
export const bidReply = z.object({ bid: tokenBid, message: z.string() });

/** DELETE /bids/:id — hidden at once; onChainCancel: the signed order could still be filled, cancel it on chain. */
export const bidCancelReply = z.object({
  message: z.string(),
  onChainCancel: z.boolean(),
  order: bidOrderView,
});
