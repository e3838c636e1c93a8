/** Exact conversions between decimal text and scaled bigints (wei, basis points). No floating point. */

export class InvalidAmountError extends Error {
  override name = 'InvalidAmountError';
}

/** Digits with at most one decimal point and at least one digit ("1", "1.", ".5", "0.25"). */
const DECIMAL_TEXT = /^(\d+\.?\d*|\.\d+)$/;

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** Number of digits after the decimal point of a decimal text. */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** "1.5" with 18 decimals → 1500000000000000000n. Throws on anything but plain decimal text, or excess digits. */
export function parseUnits(text: string, decimals = 18): bigint {
  const s = text.trim();
  if (!isDecimalText(s)) throw new InvalidAmountError(`Not a decimal amount: "${text}"`);
  const [int = '', frac = ''] = s.split('.');
  if (frac.length > decimals) throw new InvalidAmountError(`More than ${decimals} decimals: "${text}"`);
  return BigInt(int || '0') * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** 1500000000000000000n with 18 decimals → "1.5" (no trailing zeros, no exponent). */
export function formatUnits(value: bigint, decimals = 18): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** A decimal text cut (not rounded) to at most `keep` decimals, trailing zeros removed. */
export function truncateText(text: string, keep: number): string {
  const [int = '0', frac = ''] = text.split('.');
  const cut = frac.slice(0, keep).replace(/0+$/, '');
  const sign = int.startsWith('-') && /[1-9]/.test(int + cut) ? '-' : '';
  const body = int.replace('-', '') || '0';
  return `${sign}${body}${cut ? `.${cut}` : ''}`;
}

/** A finite number as plain decimal text with 15 significant digits (so 1e-7 → "0.0000001"). */
export function numberToText(n: number): string {
  if (!Number.isFinite(n)) throw new InvalidAmountError(`Not a finite number: ${n}`);
  const [mantissa = '0', exp = '0'] = n.toPrecision(15).split('e');
  const negative = mantissa.startsWith('-');
  const [int = '0', frac = ''] = mantissa.replace('-', '').split('.');
  const e = Number(exp);
  let digits = int + frac;
  let point = int.length + e;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) {
    digits = digits.padEnd(point, '0');
  }
  const out = truncateText(`${digits.slice(0, point)}.${digits.slice(point)}`, 100).replace(/^0+(?=\d)/, '');
  return negative && out !== '0' ? `-${out}` : out;
}
