import { COPIES_MAX_CHARS, CUSTOM_URL_MAX, MIN_PRICE, PRICE_MAX_CHARS } from '../constants';
import { decimalPlaces, isDecimalText, parseUnits } from '../decimal';
import { RESERVED_SEGMENTS } from '../routes';

/** What every validator returns: field name → message; empty when the form is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** Set `field` to `message` unless it already holds an earlier (higher-priority) message. */
export function put<K extends string>(errors: FieldErrors<K>, field: K, message: string | null | undefined) {
  if (message && !errors[field]) errors[field] = message;
}

const EMOJI = /\p{Extended_Pictographic}/u;
export const hasEmoji = (text: string) => EMOJI.test(text);

/**
 * The one email syntax (issue 32 item 11): a bare address, no display name, comments, quotes, IP literals,
 * commas or second @ — exactly one mailbox, so that a mailer cannot be made to write to a second one. The
 * local part is RFC 5322's dot-atom (at most 64 characters), the domain is dotted DNS labels ending in a
 * top-level name (letters, or an xn-- label).
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
export const isEmail = (text: string) =>
  text.length <= 254 && EMAIL.test(text) && (text.split('@')[0] as string).length <= 64;

/** How an email is stored, compared, counted and mailed: trimmed and lower-cased, before every use. */
export const normaliseEmail = (text: string) => text.trim().toLowerCase();

/** Looks like a web link: a scheme, 'www.', a slash, or a dotted name ending in a top-level domain. */
export const looksLikeWebLink = (text: string) => /(:\/\/|^www\.|\/|\.[a-z]{2,}$)/i.test(text);

/** Custom urls are sent without whitespace and lowercased (spec 1 §5). */
export const normaliseCustomUrl = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * A (normalised) custom url is valid when it is one path segment of letters, digits, '_' or '-', at most
 * 60 characters, no emoji, not web-link-like and not one of the app's own route names.
 */
export function isValidCustomUrl(url: string): boolean {
  return (
    !hasEmoji(url) &&
    !looksLikeWebLink(url) &&
    !RESERVED_SEGMENTS.has(url) &&
    url.length <= CUSTOM_URL_MAX &&
    /^[\p{L}\p{N}_-]+$/u.test(url)
  );
}

export type AmountRead = { kind: 'empty' } | { kind: 'nan' } | { kind: 'ok'; wei: bigint; places: number };

/** A decimal amount typed by a user, in wei (18 decimals). */
export function readAmount(text: string | null | undefined): AmountRead {
  const s = (text ?? '').trim();
  if (!s) return { kind: 'empty' };
  if (!isDecimalText(s) || decimalPlaces(s) > 18) return { kind: 'nan' };
  return { kind: 'ok', wei: parseUnits(s), places: decimalPlaces(s) };
}

export type CountRead = { kind: 'empty' } | { kind: 'nan' } | { kind: 'ok'; n: number };

/** A whole number of editions typed by a user. */
export function readCount(value: string | number | null | undefined): CountRead {
  const s = String(value ?? '').trim();
  if (!s) return { kind: 'empty' };
  if (!/^\d+$/.test(s) || s.length > 15) return { kind: 'nan' };
  return { kind: 'ok', n: Number(s) };
}

export const MIN_PRICE_WEI = parseUnits(MIN_PRICE);

/** Keystroke filter of price and bid inputs: digits and at most one point, 15 characters. */
export function acceptsPriceInput(next: string, maxChars = PRICE_MAX_CHARS): boolean {
  return next.length <= maxChars && /^\d*\.?\d*$/.test(next);
}

/** Keystroke filter of the number-of-copies input: digits only, 3 characters. */
export function acceptsCountInput(next: string, maxChars = COPIES_MAX_CHARS): boolean {
  return next.length <= maxChars && /^\d*$/.test(next);
}
