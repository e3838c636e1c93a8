import type { ItemType, ListingType } from '../constants';
import { formatUnits } from '../decimal';
import { MSG } from '../messages';
import { checkAmount, checkPrice, checkQuantity } from './amount';
import { type FieldErrors, put } from './fields';
import { timedAuctionErrors } from './timed-auction';

const E = MSG.sale.errors;

/** The longest Dutch listing: the chain's 30 days for other collections' listings, for every collection alike. */
export const DECLINING_MAX_HOURS = 30 * 24;

export interface SaleInput {
  type: ItemType;
  /** DecliningPrice: a Dutch listing (issue 30), put on sale from the token page only. */
  saleType: ListingType | 'DecliningPrice';
  price: string;
  minimumBid: string;
  currency: string;
  /** Editions to list (multiple only). */
  quantity: string;
  /** Editions the seller owns. */
  balance: number;
  startsAt: number | null;
  endsAt: number | null;
  /** DecliningPrice: the price at the end (the start price is `price`) and the duration in hours. */
  endPrice?: string;
  hours?: string;
  /** Lower Price mode: the current price in wei; the new one must be below it. */
  currentPrice?: bigint | null;
  now: number;
}

export type SaleField =
  | 'price'
  | 'endPrice'
  | 'hours'
  | 'minimumBid'
  | 'currency'
  | 'quantity'
  | 'saleType'
  | 'startsAt'
  | 'endsAt';

/** Put On Sale / Lower Price (spec 2 §5). Any error: toast MSG.formError. */
export function validateSale(input: SaleInput): FieldErrors<SaleField> {
  const errors: FieldErrors<SaleField> = {};
  if (input.saleType === 'FixedPrice' || input.saleType === 'DecliningPrice') {
    const price = checkPrice(input.price, E, E.priceEmpty);
    if ('error' in price) put(errors, 'price', price.error);
    else if (input.currentPrice && price.wei >= input.currentPrice)
      put(errors, 'price', E.priceNotLower(formatUnits(input.currentPrice)));
    if (input.saleType === 'DecliningPrice') Object.assign(errors, decliningErrors(input, price));
  }
  if (input.saleType === 'TimedAuction') {
    Object.assign(errors, timedAuctionErrors(input, E));
  }
  if (!input.currency.trim()) put(errors, 'currency', E.currencyRequired);
  if (input.type === 1155) {
    const quantity = checkQuantity(input.quantity, input.balance, E);
    if ('error' in quantity) put(errors, 'quantity', quantity.error);
  }
  return errors;
}

/** A Dutch listing's end price (a price below the start price) and its duration (whole hours, 1 to 30 days). */
function decliningErrors(
  input: SaleInput,
  start: { error: string } | { wei: bigint },
): FieldErrors<SaleField> {
  const errors: FieldErrors<SaleField> = {};
  const end = checkAmount(input.endPrice, {
    empty: E.endPriceEmpty,
    nan: E.endPriceNumber,
    zero: E.endPriceZero,
    min: E.endPriceMin,
    decimals: E.decimals,
  });
  if ('error' in end) put(errors, 'endPrice', end.error);
  else if ('wei' in start && end.wei >= start.wei) put(errors, 'endPrice', E.endPriceNotLower);
  const hours = Number(input.hours);
  if (!/^\d+$/.test(input.hours ?? '') || hours < 1 || hours > DECLINING_MAX_HOURS) {
    put(errors, 'hours', E.durationRange(DECLINING_MAX_HOURS));
  }
  return errors;
}
