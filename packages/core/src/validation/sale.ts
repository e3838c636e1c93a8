import type { ItemType, ListingType } from '../constants';
import { formatUnits } from '../decimal';
import { MSG } from '../messages';
import { checkPrice, checkQuantity } from './amount';
import { type FieldErrors, put } from './fields';
import { timedAuctionErrors } from './timed-auction';

const E = MSG.sale.errors;

export interface SaleInput {
  type: ItemType;
  saleType: ListingType;
  price: string;
  minimumBid: string;
  currency: string;
  /** Editions to list (multiple only). */
  quantity: string;
  /** Editions the seller owns. */
  balance: number;
  startsAt: number | null;
  endsAt: number | null;
  /** Lower Price mode: the current price in wei; the new one must be below it. */
  currentPrice?: bigint | null;
  now: number;
}

export type SaleField = 'price' | 'minimumBid' | 'currency' | 'quantity' | 'saleType' | 'startsAt' | 'endsAt';

/** Put On Sale / Lower Price (spec 2 §5). Any error: toast MSG.formError. */
export function validateSale(input: SaleInput): FieldErrors<SaleField> {
  const errors: FieldErrors<SaleField> = {};
  if (input.saleType === 'FixedPrice') {
    const price = checkPrice(input.price, E, E.priceEmpty);
    if ('error' in price) put(errors, 'price', price.error);
    else if (input.currentPrice && price.wei >= input.currentPrice)
      put(errors, 'price', E.priceNotLower(formatUnits(input.currentPrice)));
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
