import type { ItemType, ListingType } from './constants';

/** The sale part of the create form (spec 2 §4 'Sale type on the create form'). Times in ms. */
export interface SaleFormFields {
  putOnSale: boolean;
  saleType: ListingType | null;
  price: string;
  minimumBid: string;
  startsAt: number | null;
  endsAt: number | null;
}

/** Sale types offered for an item type: a timed auction is for single (721) items only. */
export function saleTypesFor(type: ItemType): readonly ListingType[] {
  return type === 721
    ? ['FixedPrice', 'TimedAuction', 'UnLimitedAuction']
    : ['FixedPrice', 'UnLimitedAuction'];
}

/** Switching the type clears what the new type does not use (spec 2 §4). */
export function switchSaleType(f: SaleFormFields, next: ListingType, type: ItemType): SaleFormFields {
  if (!saleTypesFor(type).includes(next)) return f;
  if (next === 'FixedPrice') return { ...f, saleType: next, minimumBid: '', startsAt: null, endsAt: null };
  // 'TimedAuction zeroes the price': an empty price box, so switching back shows no stale 0.
  if (next === 'TimedAuction') return { ...f, saleType: next, price: '' };
  return { ...f, saleType: next, price: '', minimumBid: '', startsAt: null, endsAt: null };
}

/** Turning Put on Sale on defaults to FixedPrice; turning it off clears the type. */
export function togglePutOnSale(f: SaleFormFields, on: boolean, type: ItemType): SaleFormFields {
  return on
    ? switchSaleType({ ...f, putOnSale: true }, 'FixedPrice', type)
    : { ...f, putOnSale: false, saleType: null };
}

/** Currencies a timed auction may use: the list without the configured base currency (spec 2 §2). */
export function timedAuctionCurrencies<T extends { symbol: string }>(list: readonly T[], base: string): T[] {
  return list.filter((c) => c.symbol !== base);
}
