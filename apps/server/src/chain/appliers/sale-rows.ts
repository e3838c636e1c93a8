import { SALE_TYPE, unitPriceAt } from '@agora/chain';
import { and, eq } from 'drizzle-orm';
import type { SaleType } from '../../db/schema';
import { auctions, holdings, items, listings } from '../../db/schema';
import type { Tx } from '../journal';

/** USD price per currency symbol, for the items' sortable priceUsd. */
export type UsdPrices = Map<string, number>;

type Holding = typeof holdings.$inferSelect;
type Listing = typeof listings.$inferSelect;
type Auction = typeof auctions.$inferSelect;

/** The sale columns of one holder's row (the spec's tokenowners_current). */
export type SaleRow = Pick<
  Holding,
  | 'saleType'
  | 'price'
  | 'endPrice'
  | 'currency'
  | 'quantityOnSale'
  | 'minBid'
  | 'startsAt'
  | 'endsAt'
  | 'listedAt'
>;

/** The item's denormalised copy of its best sale row (explore's filters and sorts read it). */
export type SaleSummary = {
  saleType: SaleType | null;
  priceUsd: number | null;
  listedAt: Date | null;
  auctionStart: Date | null;
  auctionEnd: Date | null;
};

const WEI = 1e18;

/** The sale row of a holder who sells nothing. */
export const NO_SALE: SaleRow = {
  saleType: null,
  price: null,
  endPrice: null,
  currency: null,
  quantityOnSale: 0,
  minBid: null,
  startsAt: null,
  endsAt: null,
  listedAt: null,
};

/** A listing's unit price at `now` (unix seconds): its price, or a Dutch listing's price on its way down. */
export function listingPriceAt(l: Listing, now: number): bigint {
  const terms = {
    saleType: l.endPrice === null ? SALE_TYPE.FixedPrice : SALE_TYPE.DecliningPrice,
    unitPrice: BigInt(l.price),
    endUnitPrice: BigInt(l.endPrice ?? 0),
    startTime: BigInt(l.startsAt),
    endTime: BigInt(l.expiry),
  };
  return unitPriceAt(terms, BigInt(now));
}

/** The sale row of a holder's cheapest listing: a Dutch one keeps its terms, the card prices it exactly. */
function listingRow(l: Listing, quantityOnSale: number): SaleRow {
  const dutch = l.endPrice !== null;
  return {
    saleType: dutch ? 'DecliningPrice' : 'FixedPrice',
    price: l.price,
    endPrice: l.endPrice,
    currency: l.currency,
    quantityOnSale,
    minBid: null,
    startsAt: dutch ? new Date(l.startsAt * 1000) : null,
    endsAt: dutch ? new Date(l.expiry * 1000) : null,
    listedAt: l.createdAt,
  };
}

/**
 * The sale rows of an item's holders (cheapest active listing at `now`, unix seconds, or an open off-chain
 * auction) and the item's sale summary, from the item's holdings, active listings and open auctions; its
 * priceUsd is the price at `now` (a Dutch listing's falls: the indexer re-prices them, pipeline.ts). Pure: the
 * chain pipeline calls it on rows it holds in memory, `refreshItemSale` on rows it reads.
 */
export function saleRowsOf(
  held: Holding[],
  active: Listing[],
  open: Auction[],
  usd: UsdPrices,
  now: number,
): { rows: Map<string, SaleRow>; summary: SaleSummary } {
  const rows = new Map<string, SaleRow>();
  let summary: SaleSummary | null = null;
  for (const h of held) {
    const mine = active
      .filter((l) => l.seller === h.owner)
      .map((l) => ({ l, unit: listingPriceAt(l, now) }))
      .sort((a, b) => Number(a.unit - b.unit));
    const cheapest = mine[0];
    const auction = open.find((a) => a.seller === h.owner);
    const row: SaleRow = cheapest
      ? listingRow(
          cheapest.l,
          Math.min(
            h.balance,
            mine.reduce((n, { l }) => n + l.quantity, 0),
          ),
        )
      : auction
        ? {
            saleType: auction.saleType,
            price: null,
            endPrice: null,
            currency: auction.currency,
            quantityOnSale: h.balance,
            minBid: auction.minBid,
            startsAt: auction.startsAt,
            endsAt: auction.endsAt,
            listedAt: auction.createdAt,
          }
        : NO_SALE;
    rows.set(h.owner, row);
    if (!row.saleType || !row.listedAt) continue;
    const unit = cheapest ? cheapest.unit : row.minBid;
    const priceUsd = unit === null ? null : (Number(unit) / WEI) * (usd.get(row.currency ?? '') ?? 0);
    // A Dutch listing is bought at once too: the item files it under FixedPrice (Buy Now), with no auction times.
    const saleType = row.saleType === 'DecliningPrice' ? 'FixedPrice' : row.saleType;
    const listed = saleType === 'FixedPrice';
    // A fixed price wins over auctions for the item's filter; the cheapest price sorts the item.
    if (
      !summary ||
      (listed && summary.saleType !== 'FixedPrice') ||
      (saleType === summary.saleType && (priceUsd ?? Infinity) < (summary.priceUsd ?? Infinity))
    ) {
      summary = {
        saleType,
        priceUsd,
        listedAt: row.listedAt,
        auctionStart: listed ? null : row.startsAt,
        auctionEnd: listed ? null : row.endsAt,
      };
    }
  }
  return {
    rows,
    summary: summary ?? {
      saleType: null,
      priceUsd: null,
      listedAt: null,
      auctionStart: null,
      auctionEnd: null,
    },
  };
}

/**
 * Recomputes the sale rows and sale summary of one item in the database (after an off-chain auction opens or
 * ends, a balance re-check, a rollback). Derived state only, so it needs no journal.
 */
export async function refreshItemSale(
  tx: Tx,
  itemId: number,
  usd: UsdPrices,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [held, active, open] = await Promise.all([
    tx.select().from(holdings).where(eq(holdings.itemId, itemId)),
    tx
      .select()
      .from(listings)
      .where(and(eq(listings.itemId, itemId), eq(listings.status, 'active'))),
    tx
      .select()
      .from(auctions)
      .where(and(eq(auctions.itemId, itemId), eq(auctions.status, 'open'))),
  ]);
  const { rows, summary } = saleRowsOf(held, active, open, usd, now);
  for (const [owner, row] of rows) {
    await tx
      .update(holdings)
      .set(row)
      .where(and(eq(holdings.itemId, itemId), eq(holdings.owner, owner)));
  }
  await tx.update(items).set(summary).where(eq(items.id, itemId));
}
