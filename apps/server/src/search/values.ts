import { indexedWords, likePattern, type SearchValues } from './matches';

/** A query's words (lower-cased, split at anything but letters and digits) and those the lookup may correct. */
export function queryWords(q: string): { tokens: string[]; fixable: string[] } {
  const tokens = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // Words shorter than three characters or without a letter are kept as typed; so is a query under three.
  const fixable = q.length >= 3 ? tokens.filter((t) => t.length >= 3 && /\p{L}/u.test(t)) : [];
  return { tokens, fixable };
}

/** Whether `q` is the start of an address (0x and hex digits): the users' primary key then has a range. */
export const isAddressPrefix = (q: string) => /^0x[0-9a-f]{0,40}$/i.test(q);

/**
 * How `q`'s users are read through user_search_keys (search/users.ts, keyedUsers), if they are: `word` for one
 * word of three or more ASCII letters and digits (not an address prefix, whose range is on the primary key),
 * `gap` for printable ASCII with two such runs apart (`neon city`, `neon-city`, `a b`). Such a query lies within
 * one word of every name or custom URL holding it, or holds the same gap as they do: its letters and digits
 * are letters and digits there too, whatever PostgreSQL's locale calls a letter beyond ASCII, and the key and
 * the checks are made by PostgreSQL on both sides.
 */
export function keyedBy(q: string): 'word' | 'gap' | null {
  if (isAddressPrefix(q) || !/^[\x20-\x7e]*$/.test(q)) return null;
  if (/^[a-z0-9]{3,}$/i.test(q)) return 'word';
  return /[a-z0-9][^a-z0-9]+[a-z0-9]/i.test(q) ? 'gap' : null;
}

/** What the search's statements take from `q` as parameters (SearchValues). */
export function searchValues(q: string): SearchValues {
  const { tokens, fixable } = queryWords(q);
  const [word0 = '', word1 = ''] = indexedWords(q).map(likePattern);
  const prefix = isAddressPrefix(q) ? q.toLowerCase() : '';
  return {
    pattern: likePattern(q),
    text: q,
    word0,
    word1,
    prefix,
    prefixEnd: prefix && `${prefix}g`,
    tokens,
    fixable,
    joined: tokens.join(' '),
  };
}

/**
 * What the text of the search's statements depends on besides the limit: whether the query is a phrase and
 * how many of its words the trigram index is asked for, whether it has whitespace (no custom URL then),
 * whether it is an address prefix, whether it has several words (the corrected query then is a phrase), and
 * how its users are read through their keys (keyedBy):
 * `tokens` are its words (queryWords, searchValues), passed in so a request splits the query once.
 */
export function queryShape(q: string, tokens: string[]): string {
  return [indexedWords(q).length, /\s/.test(q), isAddressPrefix(q), tokens.length > 1, keyedBy(q)].join('/');
}
