import type { Deployment } from '@agora/chain';
import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { auctions, bids, listings, settings } from '../../db/schema';
import type { Tx } from '../journal';
import { type Auction, type Bid, endedBy, type Listing } from './rows';
import { currencySetting, FEES_SETTING } from './settings';
import type { WorkingSet } from './working-set';

/** The marketplace's logs that change which signed orders it takes. */
export const TERMS_EVENTS = new Set(['FeesChanged', 'CurrencyAllowed']);

/**
 * The marketplace's terms as the indexer last applied them (FeesChanged, CurrencyAllowed): the seller fee an
 * order's signed maxFeeBps must cover, and the ERC-20s (by symbol) the marketplace no longer takes.
 */
export interface MarketTerms {
  /** null before the deployment's own FeesChanged is indexed: no order is refused for its fee then. */
  sellerFeeBps: number | null;
  /** The buyer fee a bid's signed maxFeeBps must cover (null as above). */
  buyerFeeBps: number | null;
  refusedCurrencies: Set<string>;
}

/** The terms from the settings rows the appliers keep (read in the batch's transaction, after its appliers). */
export async function marketTerms(
  tx: Tx,
  d: Deployment,
  symbolOf: (address: string) => string,
): Promise<MarketTerms> {
  const rows = await tx
    .select()
    .from(settings)
    .where(like(settings.key, `${currencySetting('')}%`));
  const [fees] = await tx.select().from(settings).where(eq(settings.key, FEES_SETTING));
  // VSW and WBNB are the contract's platform currencies: always taken, whatever CurrencyAllowed said.
  const platform = new Set([d.vsw.toLowerCase(), d.wbnb.toLowerCase()]);
  const refusedCurrencies = new Set<string>();
  for (const row of rows) {
    const address = row.key.slice(currencySetting('').length);
    if ((row.value as { allowed?: boolean }).allowed === false && !platform.has(address)) {
      refusedCurrencies.add(symbolOf(address));
    }
  }
  const value = fees?.value as { sellerFeeBps?: number; buyerFeeBps?: number } | undefined;
  return {
    sellerFeeBps: value?.sellerFeeBps ?? null,
    buyerFeeBps: value?.buyerFeeBps ?? null,
    refusedCurrencies,
  };
}

type Signed = { currency: string; order: Record<string, string> | null };

/**
 * Whether the marketplace refuses a signed order or bid under a fee (the seller fee for an order, the buyer fee
 * for a bid): the fee above its signed maxFeeBps (FeeAboveSigned), or an ERC-20 it no longer allows
 * (CurrencyNotAllowed). Native coin is always taken.
 */
function refusedUnder(feeBps: number | null, currencies: Set<string>, signed: Signed): boolean {
  if (!signed.order) return false;
  const fee = feeBps !== null && Number(signed.order.maxFeeBps) < feeBps;
  return fee || currencies.has(signed.currency);
}

/** Whether the marketplace refuses a seller's order (a listing or an auction) under these terms. */
export const refusedByTerms = (terms: MarketTerms, order: Signed) =>
  refusedUnder(terms.sellerFeeBps, terms.refusedCurrencies, order);

/** `refusedUnder` as SQL over a row of listings, auctions or bids, so that only the rows it changes are loaded. */
function refusedSql(
  feeBps: number | null,
  currencies: Set<string>,
  table: typeof listings | typeof auctions | typeof bids,
): SQL {
  const refused = [...currencies];
  const fee = feeBps === null ? sql`false` : sql`(${table.order}->>'maxFeeBps')::numeric < ${feeBps}`;
  return refused.length ? (or(fee, inArray(table.currency, refused)) as SQL) : fee;
}

/**
 * Issue 28.8: after a batch that changed the marketplace's terms, active listings and open auctions the chain
 * would now refuse become 'held' (and open bids `refused`, applyBidTerms) (lists, search and GET /orders stop showing them), and held ones it takes again
 * come back ('expired' for a listing whose end time passed meanwhile). The changes are journaled under the
 * batch's current block, so a reorg of the FeesChanged or CurrencyAllowed puts them back with the settings.
 * A fee raise holds every order signed under the old fee: all are loaded in this batch (a rare admin act).
 */
export async function applyMarketTerms(
  ws: WorkingSet,
  terms: MarketTerms,
  at: Date,
  dirty: Set<number>,
): Promise<void> {
  const foundListings = await ws.tx
    .select()
    .from(listings)
    .where(
      or(
        eq(listings.status, 'held'),
        and(eq(listings.status, 'active'), refusedSql(terms.sellerFeeBps, terms.refusedCurrencies, listings)),
      ),
    )
    .for('update');
  for (const row of foundListings) ws.absorbListing(row);
  const foundAuctions = await ws.tx
    .select()
    .from(auctions)
    .where(
      or(
        eq(auctions.status, 'held'),
        and(eq(auctions.status, 'open'), refusedSql(terms.sellerFeeBps, terms.refusedCurrencies, auctions)),
      ),
    )
    .for('update');
  for (const row of foundAuctions) ws.absorbAuction(row);
  await ws.completeItems([...foundListings, ...foundAuctions].map((r) => r.itemId));
  for (const found of foundListings) {
    const l = ws.listings.get(found.id) as Listing;
    const status = listingStatusUnder(terms, l, at);
    if (status === l.status) continue;
    ws.setListing(l.id, { status, updatedAt: at });
    dirty.add(l.itemId);
  }
  for (const found of foundAuctions) {
    const a = ws.auctions.get(found.id) as Auction;
    if (a.status !== 'open' && a.status !== 'held') continue;
    const status = refusedByTerms(terms, a) ? 'held' : 'open';
    if (status === a.status) continue;
    ws.setAuction(a.id, { status });
    dirty.add(a.itemId);
  }
  await applyBidTerms(ws, terms, dirty);
}

const OPEN_BID: Bid['status'][] = ['pending', 'partiallyCompleted'];

/**
 * Open bids the terms refuse now (the buyer fee above the bid's signed maxFeeBps, its currency disallowed) are
 * marked `refused`, and refused ones they take again are cleared: still shown, to their bidder above all (who
 * may cancel them), but never counted as the highest, like an unfunded bid.
 */
async function applyBidTerms(ws: WorkingSet, terms: MarketTerms, dirty: Set<number>): Promise<void> {
  const found = await ws.tx
    .select()
    .from(bids)
    .where(
      and(
        inArray(bids.status, OPEN_BID),
        or(eq(bids.refused, true), refusedSql(terms.buyerFeeBps, terms.refusedCurrencies, bids)),
      ),
    )
    .for('update');
  for (const row of found) ws.absorbBid(row);
  for (const row of found) {
    const b = ws.bids.get(row.id) as Bid;
    const refused =
      OPEN_BID.includes(b.status) && refusedUnder(terms.buyerFeeBps, terms.refusedCurrencies, b);
    if (refused === b.refused) continue;
    ws.setBid(b.id, { refused });
    if (b.itemId !== null) dirty.add(b.itemId);
  }
}

/** What an active or held listing becomes under the terms; any other status stays. */
export function listingStatusUnder(terms: MarketTerms, l: Listing, at: Date): Listing['status'] {
  if (l.status !== 'active' && l.status !== 'held') return l.status;
  if (refusedByTerms(terms, l)) return 'held';
  return endedBy(l, at) ? 'expired' : 'active';
}
