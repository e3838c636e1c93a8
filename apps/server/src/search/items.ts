import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstMatches, likePattern, RECENT_WINDOW } from './matches';

/** Ids of the newest items whose name contains `q` (case-insensitive), at most `limit`. */
export async function itemsNamed(db: Db, q: string, limit: number): Promise<number[]> {
  const pattern = likePattern(q);
  const found = await firstMatches<{ id: number }>(db, limit, {
    recent: sql`select id::float8 as id from (
        select id, name from items where supply > 0 order by id desc limit ${RECENT_WINDOW}
      ) r where name ilike ${pattern} order by id desc limit ${limit}`,
    all: sql`with m as materialized (select id from items where name ilike ${pattern} and supply > 0)
      select id::float8 as id from m order by id desc limit ${limit}`,
  });
  return found.map((r) => Number(r.id));
}
