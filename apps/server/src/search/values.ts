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
 * Whether `q`'s users window is read through user_search_keys (search/users.ts, keyedUsers): one word of three
 * or more ASCII letters and digits, not an address prefix (whose range is on the users' primary key). Such a
 * query lies within one word of every name or custom URL holding it (a run of letters and digits there too,
 * whatever the locale calls a letter beyond ASCII), so that word's rows of the query's last trigram hold all
 * its users.
 */
export const isKeyed = (q: string) => /^[a-z0-9]{3,}$/i.test(q) && !isAddressPrefix(q);

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
 * whether its users are read through their keys (isKeyed):
 * `tokens` are its words (queryWords, searchValues), passed in so a request splits the query once.
 */
export function queryShape(q: string, tokens: string[]): string {
  return [indexedWords(q).length, /\s/.test(q), isAddressPrefix(q), tokens.length > 1, isKeyed(q)].join('/');
}
