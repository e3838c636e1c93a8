import type { Deployment } from '@agora/chain';
import type { AgoraEvent } from '../contracts';
import { lower } from '../log-values';
import { type ApplyContext, setListing } from './context';
import { listingStatusUnder, marketTerms, refusedByTerms } from './market-terms';
import { decliningItems, expiredListings, ordersOfSellerOn } from './order-queries';
import { unixSeconds } from './rows';
import type { WorkingSet } from './working-set';

/**
 * ApprovalForAll of Agora's 721 or 1155 contract for the marketplace: without it none of the seller's signed
 * orders on that contract can fill, so their live listings and auctions (also those 'held' by the marketplace's
 * terms) leave the market as 'unapproved'; approved again, the same orders fill again and come back — 'expired'
 * for a listing whose end time passed meanwhile, 'held' for an order the terms refuse now. Moves and counter
 * bumps void 'unapproved' listings like active ones.
 */
export async function applyApprovalForAll(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const approval = approvalOf(c.deployment, e);
  if (!approval) return;
  const { seller, approved, contract } = approval;
  const found = await ordersOfSellerOn(
    c.ws,
    seller,
    contract,
    approved
      ? { listing: ['unapproved'], auction: ['unapproved'] }
      : { listing: ['active', 'held'], auction: ['open', 'held'] },
  );
  if (!found.listings.length && !found.auctions.length) return;
  const terms = approved ? await marketTerms(c.ws.tx, c.deployment, c.symbolOf) : null;
  // A voucher mints: its creator's approval is never asked for.
  for (const l of found.listings.filter((v) => !v.voucher)) {
    setListing(c, l, {
      status: terms ? listingStatusUnder(terms, { ...l, status: 'active' }, c.at) : 'unapproved',
    });
  }
  for (const a of found.auctions) {
    c.ws.setAuction(a.id, { status: terms ? (refusedByTerms(terms, a) ? 'held' : 'open') : 'unapproved' });
    c.dirty.add(a.itemId);
  }
}

/**
 * The seller, contract and flag of an ApprovalForAll of Agora's 721 or 1155 contract for the marketplace; null
 * for another operator (it changes nothing here).
 */
export function approvalOf(
  d: Deployment,
  e: AgoraEvent,
): { seller: string; contract: string; approved: boolean } | null {
  if (lower(e.args.operator) !== d.marketplace.toLowerCase()) return null;
  // The 721 names the holder `owner` and the flag `isApproved`, the 1155 `account` and `approved`.
  return {
    seller: lower(e.args.owner ?? e.args.account),
    contract: d[e.source === 'erc721' ? 'erc721' : 'erc1155'].toLowerCase(),
    approved: Boolean(e.args.isApproved ?? e.args.approved),
  };
}

/** Listings expired per indexer batch at most; the rest expire in the batches after it. */
const EXPIRE_PER_BATCH = 500;

/**
 * Marks 'expired' the live listings whose end time passed by `at` (the batch's last block time: the chain
 * refuses them from then on) and marks their items for a sale-row refresh. The caller journals the changes
 * under that block.
 */
export async function expireListings(ws: WorkingSet, at: Date, dirty: Set<number>): Promise<void> {
  for (const l of await expiredListings(ws, unixSeconds(at), EXPIRE_PER_BATCH)) {
    ws.setListing(l.id, { status: 'expired', updatedAt: at });
    dirty.add(l.itemId);
  }
}

/** Items re-priced per indexer batch at most (a Dutch listing's price falls with the clock). */
const REPRICE_PER_BATCH = 500;

/**
 * Marks for a sale-row refresh the items of Dutch listings whose price is falling at `at` (the batch's last block
 * time), so that explore's price sort and range filter (items.price_usd) follow the price between sales. Derived
 * state: nothing is journaled; the cards compute the exact price themselves.
 */
export async function repriceDeclining(ws: WorkingSet, at: Date, dirty: Set<number>): Promise<void> {
  for (const id of await decliningItems(ws, unixSeconds(at), REPRICE_PER_BATCH)) dirty.add(id);
}
