import type { UserSummary } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { itemQueries } from './items';
import { userQueries, userRows } from './users';
import { type Correction, correctionOf, type Nearest, nearestWords, queryWords } from './words';

/** What a search's first statement finds: the query's correction and the matches of both windows. */
export interface FirstRound {
  correction: Correction;
  /** The items window's matches (empty when the query is misspelt: the window is not read). */
  items: number[];
  /** The users window's matches (likewise). */
  users: UserSummary[];
}

/**
 * The typo lookup and both windows (items newest first, users most prolific first) in one statement, one
 * round trip where there were three (two of them one after the other): each round trip cost the server about
 * 0.2 ms of CPU and waited for a backend. The windows run only when no word of the query is misspelt (a
 * one-time filter on the lookup's answer): a misspelt query has few matches, read through the trigram index at
 * once (words.ts, Correction.misspelt). Each part is the statement it was alone (items.ts, users.ts, words.ts),
 * so they answer what they answered.
 */
export async function firstRound(db: Db, q: string, limit: number): Promise<FirstRound> {
  const { tokens, fixable } = queryWords(q);
  const items = itemQueries(q, limit);
  const users = userQueries(q, limit);
  const [row] = await preparedRows<{ words: Nearest[]; items: number[]; users: Record<string, unknown>[] }>(
    db,
    sql`with w as materialized (${nearestWords(fixable)}),
      open as (select coalesce(bool_and(w.word is not null and strpos(w.word, w.token) > 0), true) as windows from w)
      select (select coalesce(json_agg(w), '[]'::json) from w) as words,
        array(select r.id from (${items.recent}) r where (select windows from open)) as items,
        (select coalesce(json_agg(u order by u.ord), '[]'::json) from (
          select x.*, row_number() over () as ord from (${users.recent}) x where (select windows from open)
        ) u) as users`,
  );
  return {
    correction: fixable.length
      ? correctionOf(tokens, row?.words ?? [])
      : { corrected: null, misspelt: false },
    items: (row?.items ?? []).map(Number),
    users: userRows(row?.users ?? []),
  };
}
