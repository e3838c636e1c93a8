import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedItem } from '../items/visibility';
import {
  containsIndexed,
  firstMatches,
  inText,
  lowered,
  type MatchQueries,
  type Value,
  valuesOf,
} from './matches';
import { searchValues } from './values';

/** Newest rows checked before the index fallback: a word in 1 name of 400 still has 12 matches among them. */
const RECENT_WINDOW = 5000;
// In the text, not a parameter: a prepared statement's generic plan must know the window is small.
const WINDOW = inText(RECENT_WINDOW);

/**
 * The newest listed items among the window whose lower-cased name is `like` `pattern` (an expression of a
 * lower-cased `%…%` pattern: `lowered`), at most `limit`, as `id` (float8).
 */
export const recentItems = (pattern: SQL, limit: number): SQL =>
  // `r.id`, the bigint column: ordering by the float8 output of the same name would sort every row.
  sql`select id::float8 as id from (
      select id, lower(name) as name from items where supply > 0 and ${listedItem('items')} order by id desc nulls last limit ${WINDOW}
    ) r where name like ${pattern} order by r.id desc nulls last limit ${inText(limit)}`;

/** The statements finding the newest items whose name contains `q` (case-insensitive), at most `limit`. */
export function itemQueries(q: string, limit: number, v: Value): MatchQueries {
  return {
    recent: recentItems(lowered(v('pattern')), limit),
    all: sql`with m as materialized (select id from items where ${containsIndexed(sql`name`, q, v)} and supply > 0 and ${listedItem('items')})
      select id::float8 as id from m order by m.id desc limit ${inText(limit)}`,
  };
}

/** Ids of the newest items whose name contains `q` (case-insensitive), at most `limit`. */
export async function itemsNamed(db: Db, q: string, limit: number, rare = false): Promise<number[]> {
  const found = await firstMatches<{ id: number }>(
    db,
    limit,
    itemQueries(q, limit, valuesOf(searchValues(q))),
    rare,
  );
  return found.map((r) => Number(r.id));
}
