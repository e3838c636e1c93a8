import type { Deployment } from '@agora/chain';
import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { auctions, listings, settings } from '../../db/schema';
import type { Tx } from '../journal';
import { type Auction, endedBy, type Listing } from './rows';
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
  const seller = (fees?.value as { sellerFeeBps?: number } | undefined)?.sellerFeeBps;
  return { sellerFeeBps: seller ?? null, refusedCurrencies };
}

/**
 * Whether the marketplace refuses a seller's order under these terms: the seller fee above its signed
 * maxFeeBps (FeeAboveSigned), or an ERC-20 it no longer allows (CurrencyNotAllowed). Native coin is always taken.
 */
export function refusedByTerms(
  terms: MarketTerms,
  order: { currency: string; order: Record<string, string> | null },
): boolean {
  if (!order.order) return false;
  const fee = terms.sellerFeeBps !== null && Number(order.order.maxFeeBps) < terms.sellerFeeBps;
  return fee || terms.refusedCurrencies.has(order.currency);
}

/** `refusedByTerms` as SQL over a listings or auctions row, so that only the orders it changes are loaded. */
function refusedSql(terms: MarketTerms, table: typeof listings | typeof auctions): SQL {
  const refused = [...terms.refusedCurrencies];
  const fee =
    terms.sellerFeeBps === null
      ? sql`false`
      : sql`(${table.order}->>'maxFeeBps')::numeric < ${terms.sellerFeeBps}`;
  return refused.length ? (or(fee, inArray(table.currency, refused)) as SQL) : fee;
}

/**
 * Issue 28.8: after a batch that changed the marketplace's terms, active listings and open auctions the chain
 * would now refuse become 'held' (lists, search and GET /orders stop showing them), and held ones it takes again
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
    .where(or(eq(listings.status, 'held'), and(eq(listings.status, 'active'), refusedSql(terms, listings))))
    .for('update');
  for (const row of foundListings) ws.absorbListing(row);
  const foundAuctions = await ws.tx
    .select()
    .from(auctions)
    .where(or(eq(auctions.status, 'held'), and(eq(auctions.status, 'open'), refusedSql(terms, auctions))))
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
}

/** What an active or held listing becomes under the terms; any other status stays. */
export function listingStatusUnder(terms: MarketTerms, l: Listing, at: Date): Listing['status'] {
  if (l.status !== 'active' && l.status !== 'held') return l.status;
  if (refusedByTerms(terms, l)) return 'held';
  return endedBy(l, at) ? 'expired' : 'active';
}
