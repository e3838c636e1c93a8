import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { phraseKey } from '../db/schema';

/**
 * A substring search in two tries. A common word has its first matches among the first few thousand rows of
 * the list order (a cheap index scan, `recent`); a rare word or a typo has so few matches overall that
 * collecting all of them through the GIN trigram index and sorting them is cheap (`all`). The planner cannot
 * tell the two apart from `ilike '%q%'` statistics, so we try the first and then the other.
 */
export interface MatchQueries {
  /** The first matches among a window of the first rows of the list order (`limit` applied). */
  recent: SQL;
  /** All matches through the trigram index, materialized, then sorted in the list order (`limit` applied). */
  all: SQL;
}

/**
 * The first `limit` matches in list order: from the recent window when it has enough, else from the index.
 * `rare` (a misspelt word: few matches if any) goes to the index at once, skipping a window that would be read
 * in vain.
 */
export async function firstMatches<T>(db: Db, limit: number, q: MatchQueries, rare = false): Promise<T[]> {
  // Prepared: the pattern is a parameter, and the trigram index's cost estimate took longer to plan (up to
  // 1-2 ms) than the search took to run.
  if (!rare) {
    const recent = await preparedRows<T>(db, q.recent);
    if (recent.length >= limit) return recent;
  }
  return preparedRows<T>(db, q.all);
}

/**
 * A row count in the statement's text, not a parameter: a generic plan must know the limit is small (with
 * `limit $n` it prices a tenth of the rows, with `unnest($n)` ten), or it costs more than the custom plans and
 * PostgreSQL keeps planning the statement afresh on every run (search/first-round.ts: planning took longer
 * than running). One text per limit: the dropdown's and the results page's.
 */
export function inText(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/**
 * A value the planner does not look at: an init plan, so the custom plans of a prepared statement price it as
 * its generic plan does (the default selectivity of `ilike`, ten elements of an array) and PostgreSQL keeps the
 * generic plan after its five custom ones. An index still serves it (its value is known when the scan starts).
 */
export const opaque = (value: SQL, type: 'text' | 'text[]' = 'text'): SQL =>
  sql`(select ${value}::${sql.raw(type)})`;

/** What the search's statements take from the query, as parameters (searchValues, search/values.ts). */
export interface SearchValues {
  /** `%q%` (likePattern). */
  pattern: string;
  /** The query as typed (a phrase's key). */
  text: string;
  /** likePattern of a phrase's longest words (indexedWords), '' past them. */
  word0: string;
  word1: string;
  /** An address prefix's range, lower-cased ('' when the query is none). */
  prefix: string;
  prefixEnd: string;
  /** queryWords' words and those the typo lookup may correct, and the words joined by spaces. */
  tokens: string[];
  fixable: string[];
  joined: string;
}

/**
 * How a statement refers to one of the query's values: as a parameter holding it (valuesOf), or as a
 * placeholder filled on each run (first-round.ts builds its text once per shape of query).
 */
export type Value = (name: keyof SearchValues) => SQL;

/** The values as the statement's own parameters. */
export const valuesOf =
  (values: SearchValues): Value =>
  (name) =>
    sql`${sql.param(values[name])}`;

/** Placeholders for the values, filled per run. */
export const placeholders: Value = (name) => sql`${sql.placeholder(name)}`;

/** `%q%` for ilike with %, _ and \ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The pattern lower-cased by PostgreSQL itself, to `like` against a `lower(column)` the window reads from its
 * index: the same case folding on both sides, and each row compared as stored instead of folded by `ilike`.
 * A subquery, so a generic plan folds it once (an init plan), not once per row.
 */
export const lowered = (pattern: SQL) => sql`(select lower(${pattern}::text))`;

/** Words of the query the trigram index is asked for, longest first: two narrow it enough. */
const INDEXED_WORDS = 2;

/** Whether `q` is a phrase: several words, one of them long enough for trigrams (three characters or more). */
export const isPhrase = (q: string) => /\s/.test(q) && q.split(/\s+/).some((w) => w.length >= 3);

/**
 * `column` contains `q` (case-insensitive), written for the trigram index. A query of several words asks the
 * index for its longest words alone (`%neon%`, `%city%`) and checks the whole query on the rows found: the
 * whole pattern adds word-boundary trigrams (`  c`, ` ci`) that most names share, and reading their long
 * posting lists was most of the time (users `neon city`: 1.2 ms in the index, 0.4 ms for the two words).
 * Each word is part of every match, so nothing is lost. Words shorter than three characters have no trigram.
 */
export function containsIndexed(column: SQL, q: string, v: Value): SQL {
  if (!isPhrase(q)) return sql`${column} ilike ${opaque(v('pattern'))}`;
  const words = (['word0', 'word1'] as const).slice(0, indexedWords(q).length);
  // `lower(…) like`, not `ilike`: the index serves only the words, and the whole query is a plain recheck.
  return sql`(${sql.join(
    words.map((w) => sql`${column} ilike ${opaque(v(w))}`),
    sql` and `,
  )} and lower(${column}) like ${lowered(v('pattern'))})`;
}

/** The words of a phrase the trigram index is asked for (containsIndexed): its longest two of three characters or more. */
export const indexedWords = (q: string): string[] =>
  q
    .split(/\s+/)
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length)
    .slice(0, INDEXED_WORDS);

/**
 * `column` contains the phrase `q` (case-insensitive), written for a trigram index of `phraseKey(column)`: the
 * index reads the names holding the phrase's key (its words with the gaps between them), and the phrase
 * itself is checked on the rows found (`neon  city` and `neon-city` have the key of `neon city` too).
 */
export function containsPhrase(column: SQL, v: Value): SQL {
  const key = sql`(select '%' || ${phraseKey(sql`${v('text')}::text`)} || '%')`;
  return sql`(${phraseKey(column)} like ${key} and lower(${column}) like ${lowered(v('pattern'))})`;
}
