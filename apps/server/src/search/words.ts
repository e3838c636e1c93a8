import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** Below this trigram similarity the nearest known word is not taken as the meant one. */
const MIN_SIMILARITY = 0.25;

/**
 * The query with each misspelt word replaced by the nearest word of an item or user name (search_words,
 * GiST trigram KNN: one index probe per word), or null when nothing changes. Words shorter than three
 * characters or without a letter are kept as typed.
 */
export async function correctedQuery(db: Db, q: string): Promise<string | null> {
  const tokens = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const fixable = tokens.filter((t) => t.length >= 3 && /\p{L}/u.test(t));
  if (fixable.length === 0) return null;
  const nearest = await rows<{ token: string; word: string | null; s: number | null }>(
    db,
    sql`select t.token, w.word, w.s from unnest(array[${sql.join(
      fixable.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]) as t(token)
      left join lateral (
        select word, similarity(word, t.token)::float8 as s from search_words order by word <-> t.token limit 1
      ) w on true`,
  );
  const fix = new Map(
    nearest.flatMap((r) => (r.word && (r.s ?? 0) >= MIN_SIMILARITY ? [[r.token, r.word]] : [])),
  );
  const corrected = tokens.map((t) => fix.get(t) ?? t).join(' ');
  return corrected === tokens.join(' ') ? null : corrected;
}
