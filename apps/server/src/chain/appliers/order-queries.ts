import { and, eq, inArray, sql } from 'drizzle-orm';
import { auctions, bids, listings } from '../../db/schema';
import type { LoadedRows } from './loaded-rows';
import { type Auction, type Bid, isLive, LIVE_AUCTION, LIVE_LISTING, type Listing } from './rows';

/*
 * The orders a log names by seller, bidder or time rather than by hash or token: each query locks and loads the
 * rows it finds (with their items), then answers from memory so that rows the batch already changed count as
 * changed.
 */

/** Live (active or unapproved) listings of a seller on any item (ListingCounterIncremented). */
export async function liveListingsOfSeller(rows: LoadedRows, seller: string): Promise<Listing[]> {
  const found = await rows.tx
    .select()
    .from(listings)
    .where(and(eq(listings.seller, seller), inArray(listings.status, LIVE_LISTING)))
    .for('update');
  for (const row of found) rows.absorbListing(row);
  await rows.completeItems(found.map((l) => l.itemId));
  return [...rows.listings.values()].filter((l) => l.seller === seller && isLive(l));
}

/** Open or unapproved auctions of a seller on any item (ListingCounterIncremented). */
export async function liveAuctionsOfSeller(rows: LoadedRows, seller: string): Promise<Auction[]> {
  const found = await rows.tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.seller, seller), inArray(auctions.status, LIVE_AUCTION)))
    .for('update');
  for (const row of found) rows.absorbAuction(row);
  await rows.completeItems(found.map((a) => a.itemId));
  return [...rows.auctions.values()].filter((a) => a.seller === seller && LIVE_AUCTION.includes(a.status));
}

/**
 * A seller's listings and auctions in these statuses on one contract (ApprovalForAll of that contract), merged
 * with the rows this batch already changed in memory. Every live order of the seller there is loaded first
 * (usually by the batch's preload: loadSellerOrders).
 */
export async function ordersOfSellerOn(
  rows: LoadedRows,
  seller: string,
  contract: string,
  status: { listing: Listing['status'][]; auction: Auction['status'][] },
): Promise<{ listings: Listing[]; auctions: Auction[] }> {
  if (!rows.hasSellerOrders(contract, seller)) {
    await rows.loadSellerOrders(new Map([[contract, new Set([seller])]]));
  }
  const mine = (r: Listing | Auction) =>
    r.seller === seller && rows.items.get(r.itemId)?.contract === contract;
  return {
    listings: [...rows.listings.values()].filter((l) => mine(l) && status.listing.includes(l.status)),
    auctions: [...rows.auctions.values()].filter((a) => mine(a) && status.auction.includes(a.status)),
  };
}

/**
 * Live listings whose end time (unix seconds) is before `seconds`, at most `limit` of them (the partial index
 * listings_expiry serves the query; a batch leaves the rest to the next one).
 */
export async function expiredListings(rows: LoadedRows, seconds: number, limit: number): Promise<Listing[]> {
  const found = await rows.tx
    .select()
    .from(listings)
    .where(
      // Literally the index's predicate (a bound parameter would not prove it), then its key.
      and(
        sql`${listings.status} in ('active', 'unapproved') and ${listings.expiry} > 0`,
        sql`${listings.expiry} < ${seconds}`,
      ),
    )
    .orderBy(listings.expiry)
    .limit(limit)
    .for('update');
  for (const row of found) rows.absorbListing(row);
  await rows.completeItems(found.map((l) => l.itemId));
  return found.map((r) => rows.listings.get(r.id) as Listing).filter(isLive);
}

/**
 * Items of active Dutch listings whose price has started to fall by `seconds` (their sort price moves with the
 * clock), at most `limit`, least recently updated first.
 */
export async function decliningItems(rows: LoadedRows, seconds: number, limit: number): Promise<number[]> {
  const found = await rows.tx
    .selectDistinct({ itemId: listings.itemId })
    .from(listings)
    .where(
      // Literally the index's predicate (listings_declining), then its key.
      and(
        sql`${listings.status} = 'active' and ${listings.endPrice} is not null`,
        sql`${listings.startsAt} <= ${seconds}`,
      ),
    )
    .limit(limit);
  return found.map((r) => r.itemId);
}

/** Bids of a bidder still open and signed with a counter (kept as `nonce`) below `nonce` (BidCounterIncremented). */
export async function openBidsBelowNonce(rows: LoadedRows, bidder: string, nonce: bigint): Promise<Bid[]> {
  const open = (b: Bid) => b.status === 'pending' || b.status === 'partiallyCompleted';
  const found = await rows.tx
    .select()
    .from(bids)
    .where(
      and(
        eq(bids.bidder, bidder),
        inArray(bids.status, ['pending', 'partiallyCompleted']),
        sql`${bids.nonce} < ${String(nonce)}`,
      ),
    )
    .for('update');
  for (const row of found) rows.absorbBid(row);
  return [...rows.bids.values()].filter((b) => b.bidder === bidder && open(b) && BigInt(b.nonce) < nonce);
}
