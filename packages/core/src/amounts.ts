import { DISPLAY_PRECISION, PLATFORM_TOKEN, TINY_AMOUNT, TOKEN_DECIMALS } from './constants';
import { formatUnits, numberToText, truncateText } from './decimal';

const SUFFIXES = ['', 'k', 'M', 'B', 'T'] as const;

/** Display decimals of an amount: 4 for the platform token, 5 for every other currency (spec 1 §2). */
export function displayDecimals(symbol: string | null | undefined): 4 | 5 {
  return symbol === PLATFORM_TOKEN ? 4 : 5;
}

/** Below TINY_AMOUNT: cut after the first non-zero digit plus two more (0.0000123456 → 0.0000123). */
function formatTiny(int: string, frac: string, sign: string): string {
  const first = frac.search(/[1-9]/);
  return `${sign}${truncateText(`${int}.${frac}`, first + 3)}`;
}

/**
 * Amount for display with a k/M/B/T suffix and at most `decimals` decimals (cut, never rounded up, so a
 * balance is never overstated). Accepts a number or exact decimal text.
 */
export function formatAmount(value: number | string, decimals = 5): string {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const sign = text.startsWith('-') ? '-' : '';
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  const magnitude = Number(`${int}.${frac}`);
  if (magnitude > 0 && magnitude < TINY_AMOUNT) return formatTiny(int, frac, sign);
  const digits = int.replace(/^0+(?=\d)/, '');
  const tier = Math.min(Math.floor((digits.length - 1) / 3), SUFFIXES.length - 1);
  const shift = tier * 3;
  const head = digits.slice(0, digits.length - shift);
  const tail = digits.slice(digits.length - shift) + frac;
  const out = truncateText(`${head}.${tail}`, decimals);
  return `${out === '0' ? '' : sign}${out}${SUFFIXES[tier]}`;
}

/**
 * Money a person holds or is about to spend, written out in full with grouped thousands ('9,999.48', not
 * '9.99948k', which reads as nine): the k/M/B/T suffixes of formatAmount are for lists and counts. At most
 * `decimals` decimals, cut.
 */
export function formatMoney(value: number | string, decimals = 5): string {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const sign = text.startsWith('-') ? '-' : '';
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  const magnitude = Number(`${int}.${frac}`);
  if (magnitude > 0 && magnitude < TINY_AMOUNT) return formatTiny(int, frac, sign);
  const [head = '0', tail] = truncateText(`${int.replace(/^0+(?=\d)/, '')}.${frac}`, decimals).split('.');
  const grouped = head.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped === '0' && !tail ? '' : sign}${grouped}${tail ? `.${tail}` : ''}`;
}

/** A wei amount in full (formatMoney) with the decimals of its symbol: balances, prices and totals in a trade. */
export function formatWeiMoney(wei: bigint, symbol: string | null | undefined): string {
  return formatMoney(formatUnits(wei, TOKEN_DECIMALS), displayDecimals(symbol));
}

/** Amount of a currency with the decimals of its symbol. */
export function formatTokenAmount(value: number | string, symbol: string | null | undefined): string {
  return formatAmount(value, displayDecimals(symbol));
}

/** A wei amount of a currency, formatted for display. */
export function formatWei(wei: bigint, symbol: string | null | undefined): string {
  return formatTokenAmount(formatUnits(wei, TOKEN_DECIMALS), symbol);
}

/** A wei balance as plain decimal text with the display precision (6 decimals, cut). */
export function formatBalance(wei: bigint): string {
  return truncateText(formatUnits(wei, TOKEN_DECIMALS), DISPLAY_PRECISION);
}

export interface CurrencyRate {
  symbol: string;
  usdPrice: number;
}

/** Dollar value = amount × the currency's price in the conversion list; null when the currency is not listed. */
export function usdValue(
  amount: number | string,
  symbol: string | null | undefined,
  rates: readonly CurrencyRate[],
): number | null {
  const rate = rates.find((r) => r.symbol === symbol);
  return rate ? Number(amount) * rate.usdPrice : null;
}

/** Dollar text: "$" and the amount with suffix, 4 decimals by default (the detail page); 5 for averages. */
export function formatUsd(value: number, decimals = 4): string {
  return `$${formatAmount(value, decimals)}`;
}
