import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { opaque, type Value, valuesOf } from './matches';
import { queryWords, searchValues } from './values';

/** Below this trigram similarity the nearest known word is not taken as the meant one. */
const MIN_SIMILARITY = 0.25;

export interface Correction {
  /** The query with its misspelt words replaced, or null when nothing changes. */
  corrected: string | null;
  /**
   * A word of the query is part of no known word (a typo, not a word being typed: `dragn`, not `drag`), so
   * the query as typed has few substring matches, if any.
   */
  misspelt: boolean;
}

/** Each of `fixable` with its nearest word of an item or user name (search_words, GiST trigram KNN: one probe each). */
export const nearestWords = (v: Value) =>
  sql`select t.token, w.word, w.s from unnest(${opaque(v('fixable'), 'text[]')}) as t(token)
      left join lateral (
        select word, similarity(word, t.token)::float8 as s from search_words order by word <-> t.token limit 1
      ) w on true`;

/**
 * The corrected query as correctionOf makes it, in SQL: `tokens` (queryWords) each replaced by its nearest
 * word in `nearest` (nearestWords' rows) when similar enough, joined by spaces; null when nothing changes.
 * first-round.ts runs the corrected query's windows in the same statement as the lookup.
 */
export const correctedText = (v: Value, nearest: SQL) =>
  sql`select nullif(string_agg(coalesce(f.word, t.token), ' ' order by t.n), ${v('joined')}::text) as q
      from unnest(${opaque(v('tokens'), 'text[]')}) with ordinality as t(token, n)
      left join lateral (
        select c.word from ${nearest} c where c.token = t.token and c.s >= ${sql.raw(String(MIN_SIMILARITY))} limit 1
      ) f on true`;

export interface Nearest {
  token: string;
  word: string | null;
  s: number | null;
}

/** The correction nearestWords' rows make of the query's `tokens`. */
export function correctionOf(tokens: string[], nearest: Nearest[]): Correction {
  const fix = new Map(
    nearest.flatMap((r) => (r.word && (r.s ?? 0) >= MIN_SIMILARITY ? [[r.token, r.word]] : [])),
  );
  const corrected = tokens.map((t) => fix.get(t) ?? t).join(' ');
  return {
    corrected: corrected === tokens.join(' ') ? null : corrected,
    misspelt: nearest.some((r) => !r.word?.includes(r.token)),
  };
}

/**
 * Each word of the query replaced by the nearest word of an item or user name (nearestWords). Words shorter
 * than three characters or without a letter are kept as typed.
 */
export async function correctedQuery(db: Db, q: string): Promise<Correction> {
  const { tokens, fixable } = queryWords(q);
  if (fixable.length === 0) return { corrected: null, misspelt: false };
  const nearest = await preparedRows<Nearest>(db, nearestWords(valuesOf(searchValues(q))));
  return correctionOf(tokens, nearest);
}
