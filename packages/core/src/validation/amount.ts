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

export interface CountMessages {
  empty: string;
  nan: string;
  zero: string;
  above: string;
}

/** A quantity: empty, not a whole number, zero, above the limit. Returns the message or the number. */
export function checkCount(
  value: string | number | null | undefined,
  max: number,
  m: CountMessages,
): { error: string } | { n: number } {
  const read: CountRead = readCount(value);
  if (read.kind === 'empty') return { error: m.empty };
  if (read.kind === 'nan') return { error: m.nan };
  if (read.n === 0) return { error: m.zero };
  if (read.n > max) return { error: m.above };
  return { n: read.n };
}
