import type {
  activity,
  auctions,
  bids,
  holdings,
  itemDrafts,
  items,
  listings,
  notifications,
} from '../../db/schema';

/** The rows chain appliers read and change, as drizzle selects them. */
export type Item = typeof items.$inferSelect;
export type Holding = typeof holdings.$inferSelect;
export type Listing = typeof listings.$inferSelect;
export type Bid = typeof bids.$inferSelect;
export type Auction = typeof auctions.$inferSelect;
export type Draft = typeof itemDrafts.$inferSelect;
export type ActivityRow = typeof activity.$inferInsert;
export type NotificationRow = typeof notifications.$inferInsert;

export interface TokenRef {
  contract: string;
  tokenId: string;
}

export const tokenKey = (contract: string, tokenId: string) => `${contract}:${tokenId}`;
export const holdingKey = (itemId: number, owner: string) => `${itemId}:${owner}`;

/**
 * Listings a seller's move or counter bump can still void: active ones and those waiting for re-approval or for
 * the marketplace's terms to take them again.
 */
export const LIVE_LISTING: Listing['status'][] = ['active', 'unapproved', 'held'];
export const LIVE_AUCTION: Auction['status'][] = ['open', 'unapproved', 'held'];
export const isLive = (l: Listing) => LIVE_LISTING.includes(l.status);

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
/** Whether a listing's end time (unix seconds, 0 = none) passed before `at`: the chain no longer fills it. */
export const endedBy = (l: Pick<Listing, 'expiry'>, at: Date) => l.expiry > 0 && l.expiry < unixSeconds(at);
