import { z } from 'zod';
import { collectionOffer } from './bids';

/**
 * Collection offers (issue 13 item 4): a Bid with `anyToken` for up to `quantity` tokens of a collection — an
 * Agora collection page's tokens (their tree root signed as `tokenRoot`) or a whole external contract. Placed
 * through POST /bids like any bid (the order's `anyToken` says which), edited with PUT /bids/:id and withdrawn
 * with DELETE /bids/:id; listed by GET /collections/:contract/offers and on the page of every token it covers
 * (`collectionOffers`, token-page.ts). An offer's schema, collectionOffer, is a stored bid's (bids.ts).
 */

/** GET /collections/:contract/offers: the open offers, highest price first. */
export const collectionOffersReply = z.object({ offers: z.array(collectionOffer) });
export type CollectionOffersReply = z.infer<typeof collectionOffersReply>;

/** GET /collections/:contract/offer-tokens?collectionId= — the token ids an offer on that collection covers now. */
export const offerTokensQuery = z.object({ collectionId: z.coerce.number().int().positive() });
export const offerTokensReply = z.object({ tokenIds: z.array(z.string()) });
export type OfferTokensReply = z.infer<typeof offerTokensReply>;

/** GET /collections/:contract/offers: only the offers made on one Agora collection page when given. */
export const collectionOffersQuery = z.object({
  collectionId: z.coerce.number().int().positive().optional(),
});

/** POST /bids and PUT /bids/:id answer for a collection offer (a bid on one token answers `bid` instead). */
export const collectionOfferReply = z.object({ offer: collectionOffer, message: z.string() });
export type CollectionOfferReply = z.infer<typeof collectionOfferReply>;

/** Server replies about collection offers (and the expiry and fee bound every signed bid carries). */
export const OFFER_MSG = {
  placed: 'Your collection offer has been placed',
  /** A collection offer names no holder and no auction. */
  noOwner: 'A collection offer is made to every holder: leave the owner out',
  /** The contract has no item the marketplace knows. */
  unknownCollection: 'This collection has no items on Agora',
  /** A single-token bid sent to replace a collection offer, or the other way round (PUT /bids/:id). */
  wrongKind: 'A collection offer can only be replaced by a collection offer',
  /** An offer on one of Agora's shared contracts names no collection page of it. */
  collectionRequired: 'Choose the collection this offer is for',
  /** The signed tokenRoot is not the tree of the collection's tokens now (forged, or the collection changed). */
  wrongTokens: "This offer does not match the collection's tokens. Please make it again.",
  /** The bid's maxFeeBps is below the marketplace's buyer fee: acceptBid would revert FeeAboveSigned. */
  /** The signed expiry (chain clock) has passed: the chain would refuse the bid. */
  expired: 'This bid has expired. Please sign it again.',
  feeAboveSigned: 'The marketplace fee is higher than the one this bid was signed for. Please sign it again.',
} as const;
