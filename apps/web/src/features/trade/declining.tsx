import { SALE_TYPE, unitPriceAt } from '@agora/chain/price';
import { formatBidDate, formatWei, MSG } from '@agora/core';
import { useEffect, useState } from 'react';

/** What prices a sale row: a card's listing or a token page owner's sale (a Dutch one carries its end price). */
export interface SaleTerms {
  saleType: string | null;
  price: string | null;
  endPrice?: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** A Dutch listing's terms as the contract prices them (times in unix seconds); null for any other sale. */
function dutchTerms(s: SaleTerms) {
  if (s.saleType !== 'DecliningPrice' || !s.price || !s.endPrice || !s.startsAt || !s.endsAt) return null;
  return {
    saleType: SALE_TYPE.DecliningPrice,
    unitPrice: BigInt(s.price),
    endUnitPrice: BigInt(s.endPrice),
    startTime: BigInt(Math.floor(Date.parse(s.startsAt) / 1000)),
    endTime: BigInt(Math.floor(Date.parse(s.endsAt) / 1000)),
  };
}

/** Whether the sale is a Dutch listing (its price falls with time). */
export const isDeclining = (s: SaleTerms | null | undefined): boolean => !!s && dutchTerms(s) !== null;

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
 * This browser's clock (ms), ticking each second; null on the server and in the first (hydrating) render, so a
 * server-rendered card and its hydration agree. For cards only: the token page and checkout use the chain's
 * clock (useChainNow).
 */
export function useTicking(on: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/**
 * "Reaches <end price> at <end time>" under a Dutch listing's price, or that it is at its end price; nothing until
 * `now` is known (null: server rendering and hydration, whose time zone may differ from the viewer's).
 */
export function DecliningNote({
  sale,
  now,
}: {
  sale: SaleTerms & { currency: string | null };
  now: number | null;
}) {
  const terms = dutchTerms(sale);
  if (!terms || !sale.endsAt || now === null) return null;
  const end = `${formatWei(terms.endUnitPrice, sale.currency)} ${sale.currency ?? ''}`.trim();
  return (
    <p className="text-xs text-slate-500" data-testid="declining-note">
      {now < Date.parse(sale.endsAt)
        ? MSG.declining.reaches(end, formatBidDate(sale.endsAt))
        : MSG.declining.reached(end)}
    </p>
  );
}
