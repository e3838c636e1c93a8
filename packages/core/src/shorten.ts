import { SHORTEN } from './constants';

/** First `n` characters plus an ellipsis when longer (addresses: 6, 8 or 10; token names: 8). */
export function shorten(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

/** A token name as on cards: 8 characters plus an ellipsis. */
export function shortTokenName(name: string): string {
  return shorten(name, SHORTEN.tokenName);
}

/** A user's name, or the first 8 characters of the address plus an ellipsis (creator cards). */
export function displayName(
  user: { name?: string | null; address: string },
  n: number = SHORTEN.creatorName,
) {
  return user.name?.trim() ? user.name : shorten(user.address, n);
}
