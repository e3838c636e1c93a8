import type { UserSummary } from '@agora/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bannedUsers } from '../items/visibility';
import { summaryFrom } from '../users/summary';
import {
  containsIndexed,
  containsPhrase,
  firstMatches,
  inText,
  isPhrase,
  lowered,
  type MatchQueries,
  opaque,
  type Value,
  valuesOf,
} from './matches';
import { isAddressPrefix, keyedBy, searchValues } from './values';

// The window is read in the users_created_count order and stops at the `limit`-th match, so a common word
// costs only the rows up to it. With the lower-cased names in the index a row costs ~0.1 µs: 5,000 rows (0.5 ms)
// are cheaper than the trigram fallback (1-1.5 ms), and in the bench data a common name word's sixth match
// among the most prolific users lies at rank 2,000-4,000 (a 1,000-row window sent it to the fallback).
const RECENT_WINDOW = 5000;
/**
 * A phrase of several words is rarer than each of its words, so its sixth match lies deeper in the list; and
 * the phrase index reads about its matches alone, a heap page each (search/matches.ts, containsPhrase). So a
 * phrase looks through a shorter window first: bench:api's `neon city` read 5,000 rows (90 buffers) in vain,
 * then 50 matches through the phrase index (75 buffers; 118 through its two words' trigrams).
 */
const PHRASE_WINDOW = 1000;
// In the text, not parameters: a prepared statement's generic plan must know these limits are small.
const WINDOW = sql.raw(String(RECENT_WINDOW));
const SHORT_WINDOW = sql.raw(String(PHRASE_WINDOW));

const COLUMNS = sql`address as u_address, name as u_name, custom_url as u_url, image as u_image`;

/**
 * Matches read through the trigram index before ranking them, when the window has too few: a name word shared
 * by a tenth of all users must not fetch and sort 10,000 rows for six (2,000 took 13-30 ms, 200 take 1-2 ms).
 * Past the cap, the order holds among the first 200 matches found.
 */
const INDEX_MATCH_CAP = 200;
/**
 * The cap for a phrase past its shorter window: each candidate of the phrase index is about one match and one
 * heap page, and bench:api's `neon city` (250 of 100,000 users, none among the first 1,000) read 200 of them
 * for 257 buffers a call; 50 take ~90. Past the cap, the order holds among the first 50 matches found.
 */
const PHRASE_MATCH_CAP = 50;
const CAP = sql.raw(String(INDEX_MATCH_CAP));
const PHRASE_CAP = sql.raw(String(PHRASE_MATCH_CAP));

/** Where the window's users come from: which window, and whether custom URLs can hold the query at all. */
export interface UserWindow {
  /** The query is a phrase (isPhrase): the shorter window. */
  phrase: boolean;
  /**
   * The query may be part of a custom URL: one path segment of letters, digits, `_` and `-` (isValidCustomUrl,
   * normaliseCustomUrl strips whitespace), so a query with whitespace is never part of one and skips the custom
   * URLs (a phrase's fallback read 9 buffers of the custom-URL trigram index for nothing).
   */
  urls: boolean;
}

/** The users window of `q` (userQueries; first-round.ts makes the corrected query's from its words). */
const userWindowOf = (q: string): UserWindow => ({ phrase: isPhrase(q), urls: !/\s/.test(q) });

/**
 * The most prolific users among the window (users_created_count, an index-only scan) whose lower-cased name or
 * custom URL is `like` `pattern` (an expression of a lower-cased `%…%` pattern: `lowered`), or who match
 * `address`, at most `limit`; their rows go through userRows.
 */
export function recentUsers(pattern: SQL, address: SQL, window: UserWindow, limit: number): SQL {
  // The window compares the lower-cased copies its index carries; the trigram indexes serve `ilike`.
  const url = window.urls ? sql` or l_url like ${pattern}` : sql``;
  return sql`select ${COLUMNS} from (
      select address, name, custom_url, image, created_count, lower(name) as l_name, lower(custom_url) as l_url
      from users order by created_count desc nulls last, address limit ${window.phrase ? SHORT_WINDOW : WINDOW}
    ) u where (l_name like ${pattern}${url} or ${address}) and address not in ${bannedUsers} order by created_count desc nulls last, address limit ${inText(limit)}`;
}

/** A query's users read through user_search_keys (keyedUsers), by a word's trigram or by a gap's key. */
export interface KeyedQuery {
  /** The query as typed (an expression): the key and the check on each index entry are made of it in SQL. */
  text: SQL;
  /** Its lower-cased `%…%` pattern (`lowered`), the exact check of a gap's candidates. */
  pattern: SQL;
  by: 'word' | 'gap';
  /** Custom URLs may hold it (UserWindow.urls). */
  urls: boolean;
}

/**
 * recentUsers for a query keyedBy finds a key for (values.ts), from the rows of user_search_keys (migration
 * 0036) in the users_created_count order, read from the index alone; then their users rows, at most `limit`.
 * A word (`moon`): the rows of its last trigram whose word holds it, which are exactly its users (users `moon`
 * read 4,045 users for six, now the first six rows of `oon`). A phrase or a word with punctuation (`neon city`,
 * `neon-city`): the rows of its first gap (`n c`: the characters either side of a run of other characters than
 * letters and digits) whose name or custom URL with every such run made one space holds the query made so, then
 * the query itself checked on the users row (the phrase fallback read a heap page for each of 50 matches found
 * in no order, now the first matches in the list order). The window bounds the rows read as recentUsers' does:
 * the same users as the plain statement whenever the first WINDOW rows of the key hold `limit` of them
 * (test/search-keys.test.ts); the trigram fallback follows a short window as it follows recentUsers'.
 */
export function keyedUsers({ text, pattern, by, urls }: KeyedQuery, limit: number): SQL {
  const folded = sql`lower(${text}::text)`;
  const spaced = sql`regexp_replace(${folded}, '[^[:alnum:]]+', ' ', 'g')`;
  // Init plans: the index is searched with the key's value, and a generic plan is priced as the custom ones.
  const [key, held] =
    by === 'word'
      ? [sql`(select right(${folded}, 3))`, sql`(select '%' || ${folded} || '%')`]
      : [
          sql`(select substring(${spaced} from '[[:alnum:]] [[:alnum:]]'))`,
          sql`(select '%' || ${spaced} || '%')`,
        ];
  // A word's check on the index entry is exact; a gap's finds the names holding the query's words in order.
  const exact =
    by === 'word'
      ? sql``
      : sql`where lower(u.name) like ${pattern}${urls ? sql` or lower(u.custom_url) like ${pattern}` : sql``}`;
  return sql`select u.address as u_address, u.name as u_name, u.custom_url as u_url, u.image as u_image from (
      select distinct on (k.created_count, k.address) k.address, k.created_count from (
        select address, created_count, word from user_search_keys where key = ${key}
        order by created_count desc nulls last, address limit ${WINDOW}
      ) k where k.word like ${held} and k.address not in ${bannedUsers}
      order by k.created_count desc nulls last, k.address
    ) m join users u on u.address = m.address ${exact}
    order by m.created_count desc nulls last, m.address limit ${inText(limit)}`;
}

/**
 * The statements finding users whose name or custom URL contains `q`, or whose address starts with it, most
 * prolific creators first (the users_created_count order), at most `limit`; their rows go through userRows.
 */
export function userQueries(q: string, limit: number, v: Value): MatchQueries {
  // An address prefix is a range on the primary key (hex digits sort the same in every collation).
  const address = isAddressPrefix(q)
    ? sql`(address >= ${opaque(v('prefix'))} and address < ${opaque(v('prefixEnd'))})`
    : sql`false`;
  const window = userWindowOf(q);
  const by = keyedBy(q);
  const name = window.phrase ? containsPhrase(sql`name`, v) : containsIndexed(sql`name`, q, v);
  const url = window.urls ? sql` or ${containsIndexed(sql`custom_url`, q, v)}` : sql``;
  return {
    recent: by
      ? keyedUsers({ text: v('text'), pattern: lowered(v('pattern')), by, urls: window.urls }, limit)
      : recentUsers(lowered(v('pattern')), address, window, limit),
    all: sql`with m as materialized (
        select address, name, custom_url, image, created_count from users where (${name}${url} or ${address}) and not banned limit ${window.phrase ? PHRASE_CAP : CAP}
      ) select ${COLUMNS} from m order by created_count desc nulls last, address limit ${inText(limit)}`,
  };
}

/** The rows of userQueries' statements as summaries. */
export const userRows = (rows: Record<string, unknown>[]): UserSummary[] =>
  rows.flatMap((r) => summaryFrom(r, 'u') ?? []);

/** Users whose name or custom URL contains `q`, or whose address starts with it (userQueries), at most `limit`. */
export async function usersNamed(db: Db, q: string, limit: number, rare = false): Promise<UserSummary[]> {
  const queries = userQueries(q, limit, valuesOf(searchValues(q)));
  return userRows(await firstMatches<Record<string, unknown>>(db, limit, queries, rare));
}
