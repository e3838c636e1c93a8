import { PRICE_DECIMALS } from '../constants';
import { type AmountRead, type CountRead, MIN_PRICE_WEI, readAmount, readCount } from './fields';

export interface AmountMessages {
  empty: string;
  nan: string;
  zero: string;
  min: string;
  decimals: string;
}

/**
 * The price/bid checks shared by every money field, in the spec's order: empty, not a number, zero,
 * below the 0.009 minimum, more than 4 decimals. Returns the message or the amount in wei.
 */
export function checkAmount(
  text: string | null | undefined,
  m: AmountMessages,
): { error: string } | { wei: bigint } {
  const read: AmountRead = readAmount(text);
  if (read.kind === 'empty') return { error: m.empty };
  if (read.kind === 'nan') return { error: m.nan };
  if (read.wei === 0n) return { error: m.zero };
  if (read.wei < MIN_PRICE_WEI) return { error: m.min };
  if (read.places > PRICE_DECIMALS) return { error: m.decimals };
  return { wei: read.wei };
}

/** The fixed-price messages every sale form (create, put on sale, lower price) names alike. */
export interface PriceMessages {
  priceNumber: string;
  priceZero: string;
  priceMin: string;
  decimals: string;
}

/** A fixed price: `checkAmount` with the form's price messages; `empty` where a form names an empty price apart. */
export function checkPrice(
  text: string | null | undefined,
  m: PriceMessages,
  empty: string = m.priceNumber,
): { error: string } | { wei: bigint } {
  return checkAmount(text, {
    empty,
    nan: m.priceNumber,
    zero: m.priceZero,
    min: m.priceMin,
    decimals: m.decimals,
  });
}

/** The quantity messages every form names alike. */
export interface QuantityMessages {
  quantityEmpty: string;
  quantityNumber: string;
  quantityZero: string;
  quantityAbove: string | ((max: number) => string);
}

/** A quantity: empty, not a whole number, zero, above `max`. Returns the message or the number. */
export function checkQuantity(
  value: string | number | null | undefined,
  max: number,
  m: QuantityMessages,
): { error: string } | { n: number } {
  const read: CountRead = readCount(value);
  if (read.kind === 'empty') return { error: m.quantityEmpty };
  if (read.kind === 'nan') return { error: m.quantityNumber };
  if (read.n === 0) return { error: m.quantityZero };
  if (read.n > max)
    return { error: typeof m.quantityAbove === 'string' ? m.quantityAbove : m.quantityAbove(max) };
  return { n: read.n };
}
