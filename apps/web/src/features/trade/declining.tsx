import { SALE_TYPE, unitPriceAt } from '@agora/chain/price';
import { formatBidDate, formatWei, MSG } from '@agora/core';
import { useHydrated } from '../../hooks/useHydrated';
import { isDeclining, type SaleTerms } from './saleTerms';

/** A Dutch listing's terms as the contract prices them (times in unix seconds); null for any other sale. */
function dutchTerms(s: SaleTerms) {
  if (!isDeclining(s)) return null;
  return {
    saleType: SALE_TYPE.DecliningPrice,
    unitPrice: BigInt(s.price as string),
    endUnitPrice: BigInt(s.endPrice as string),
    startTime: BigInt(Math.floor(Date.parse(s.startsAt as string) / 1000)),
    endTime: BigInt(Math.floor(Date.parse(s.endsAt as string) / 1000)),
  };
}

/**
 * The unit price of a sale row at `nowMs`: a Dutch listing's price on its way down, exactly as the marketplace
 * computes it for a block of that time (@agora/chain unitPriceAt); the plain price otherwise; null without one.
 */
export function priceAt(s: SaleTerms, nowMs: number): bigint | null {
  const terms = dutchTerms(s);
  if (!terms) return s.price ? BigInt(s.price) : null;
  return unitPriceAt(terms, BigInt(Math.floor(nowMs / 1000)));
}

/**
 * "Reaches <end price> at <end time>" under a Dutch listing's price at `now` (ms), or that it is at its end
 * price; nothing while React hydrates server-rendered HTML, whose time zone may differ from the viewer's.
 */
export function DecliningNote({ sale, now }: { sale: SaleTerms & { currency: string | null }; now: number }) {
  const hydrated = useHydrated();
  const terms = dutchTerms(sale);
  if (!terms || !sale.endsAt || !hydrated) return null;
  const end = `${formatWei(terms.endUnitPrice, sale.currency)} ${sale.currency ?? ''}`.trim();
  return (
    <p className="text-xs text-slate-500" data-testid="declining-note">
      {now < Date.parse(sale.endsAt)
        ? MSG.declining.reaches(end, formatBidDate(sale.endsAt))
        : MSG.declining.reached(end)}
    </p>
  );
}
