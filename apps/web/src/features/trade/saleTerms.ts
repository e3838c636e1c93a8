/** What prices a sale row: a card's listing or a token page owner's sale (a Dutch one carries its end price). */
export interface SaleTerms {
  saleType: string | null;
  price: string | null;
  endPrice?: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * Whether the sale is a Dutch listing (its price falls with time) with all the terms that price it. Apart from
 * the pricing (declining.tsx) so that an item card can tell without loading it: most cards are not Dutch.
 */
export const isDeclining = (s: SaleTerms | null | undefined): boolean =>
  !!s && s.saleType === 'DecliningPrice' && !!s.price && !!s.endPrice && !!s.startsAt && !!s.endsAt;
