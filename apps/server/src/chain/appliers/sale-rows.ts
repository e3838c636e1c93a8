import { and, eq } from 'drizzle-orm';
import type { SaleType } from '../../db/schema';
import { auctions, holdings, items, listings } from '../../db/schema';
import type { Tx } from '../journal';

/** USD price per currency symbol, for the items' sortable priceUsd. */
export type UsdPrices = Map<string, number>;

const WEI = 1e18;

/**
 * Recomputes the sale rows of an item's holders (cheapest active listing, or an open off-chain auction) and
 * the item's denormalised sale summary from them. Derived state only: it is recomputed after a rollback, so
 * it needs no journal.
 */
export async function refreshItemSale(tx: Tx, itemId: number, usd: UsdPrices): Promise<void> {
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
  let summary: {
    saleType: SaleType;
    priceUsd: number | null;
    listedAt: Date;
    start: Date | null;
    end: Date | null;
  } | null = null;
  for (const h of held) {
    const mine = active
      .filter((l) => l.seller === h.owner)
      .sort((a, b) => Number(BigInt(a.price) - BigInt(b.price)));
    const cheapest = mine[0];
    const auction = open.find((a) => a.seller === h.owner);
    const row = cheapest
      ? {
          saleType: 'FixedPrice' as const,
          price: cheapest.price,
          currency: cheapest.currency,
          quantityOnSale: Math.min(
            h.balance,
            mine.reduce((n, l) => n + l.quantity, 0),
          ),
          minBid: null,
          startsAt: null,
          endsAt: null,
          listedAt: cheapest.createdAt,
        }
      : auction
        ? {
            saleType: auction.saleType,
            price: null,
            currency: auction.currency,
            quantityOnSale: h.balance,
            minBid: auction.minBid,
            startsAt: auction.startsAt,
            endsAt: auction.endsAt,
            listedAt: auction.createdAt,
          }
        : {
            saleType: null,
            price: null,
            currency: null,
            quantityOnSale: 0,
            minBid: null,
            startsAt: null,
            endsAt: null,
            listedAt: null,
          };
    await tx
      .update(holdings)
      .set(row)
      .where(and(eq(holdings.itemId, itemId), eq(holdings.owner, h.owner)));
    if (!row.saleType || !row.listedAt) continue;
    const unit = row.price ?? row.minBid;
    const priceUsd = unit === null ? null : (Number(unit) / WEI) * (usd.get(row.currency ?? '') ?? 0);
    // A fixed price wins over auctions for the item's filter; the cheapest price sorts the item.
    if (
      !summary ||
      (row.saleType === 'FixedPrice' && summary.saleType !== 'FixedPrice') ||
      (row.saleType === summary.saleType && (priceUsd ?? Infinity) < (summary.priceUsd ?? Infinity))
    ) {
      summary = {
        saleType: row.saleType,
        priceUsd,
        listedAt: row.listedAt,
        start: row.startsAt,
        end: row.endsAt,
      };
    }
  }
  await tx
    .update(items)
    .set({
      saleType: summary?.saleType ?? null,
      priceUsd: summary?.priceUsd ?? null,
      listedAt: summary?.listedAt ?? null,
      auctionStart: summary?.start ?? null,
      auctionEnd: summary?.end ?? null,
    })
    .where(eq(items.id, itemId));
}
