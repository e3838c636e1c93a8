import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';

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

/**
 * Each word of the query replaced by the nearest word of an item or user name (search_words, GiST trigram KNN:
 * one index probe per word). Words shorter than three characters or without a letter are kept as typed.
 */
export async function correctedQuery(db: Db, q: string): Promise<Correction> {
  const tokens = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const fixable = tokens.filter((t) => t.length >= 3 && /\p{L}/u.test(t));
  if (fixable.length === 0) return { corrected: null, misspelt: false };
  const nearest = await preparedRows<{ token: string; word: string | null; s: number | null }>(
    db,
    sql`select t.token, w.word, w.s from unnest(${sql.param(fixable)}::text[]) as t(token)
      left join lateral (
        select word, similarity(word, t.token)::float8 as s from search_words order by word <-> t.token limit 1
      ) w on true`,
  );
  const fix = new Map(
    nearest.flatMap((r) => (r.word && (r.s ?? 0) >= MIN_SIMILARITY ? [[r.token, r.word]] : [])),
  );
  const corrected = tokens.map((t) => fix.get(t) ?? t).join(' ');
  return {
    corrected: corrected === tokens.join(' ') ? null : corrected,
    misspelt: nearest.some((r) => !r.word?.includes(r.token)),
  };
}
