import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/**
 * How many rows, in the list's own order, are checked before falling back to the trigram index. A common word
 * has its first matches among the newest few thousand rows (a cheap backward index scan); a rare word or a
 * typo has so few matches overall that collecting all of them through the GIN index and sorting is cheap.
 * The planner cannot tell the two apart from `ilike '%q%'` statistics, so we try the first and then the other.
 */
export const RECENT_WINDOW = 5000;

export interface MatchQueries {
  /** The first matches among the first RECENT_WINDOW rows of the list order (`limit` applied). */
  recent: SQL;
  /** All matches through the trigram index, materialized, then sorted in the list order (`limit` applied). */
  all: SQL;
}

/** The first `limit` matches in list order: from the recent window when it has enough, else from the index. */
export async function firstMatches<T>(db: Db, limit: number, q: MatchQueries): Promise<T[]> {
  const recent = await rows<T>(db, q.recent);
  if (recent.length >= limit) return recent;
  return rows<T>(db, q.all);
}

/** `%q%` for ilike with %, _ and \ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
