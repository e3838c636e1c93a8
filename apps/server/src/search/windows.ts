import { type SQL, sql } from 'drizzle-orm';
import { cardQuery } from '../items/cards';
import { itemQueries } from './items';
import { inText, type Value, valuesOf } from './matches';
import { userQueries } from './users';
import { searchValues } from './values';
import { nearestWords } from './words';

/**
 * A users statement's rows as a JSON array and their count, read only when `when` holds (a one-time filter).
 * The array keeps the statement's order: its `order by … limit` is the top of the subquery's plan and only the
 * filter and the aggregate lie above it (numbering the rows with `row_number() over ()` to sort them again
 * relied on that same order, and its window and sort nodes were set up on every run: bench:search-cpu).
 */
export const userList = (rows: SQL, when: SQL) =>
  sql`select coalesce(json_agg(x), '[]'::json) as rows, count(*) as n from (${rows}) x where ${when}`;

/**
 * Whether no word of the query is misspelt (words.ts, Correction.misspelt, in SQL over nearestWords' rows `w`):
 * the windows are read only then.
 */
export const windowsOpen = sql`select coalesce(bool_and(w.word is not null and strpos(w.word, w.token) > 0), true) as windows from w`;

/**
 * The common case of the dropdown, a statement of its own: the typo lookup, and when no word is misspelt the
 * query's two windows, and the cards when both windows found `limit`. It answers most queries (bench:api's
 * words and phrases) with the set-up of about half of first-round.ts' statement: PostgreSQL sets up every node of
 * a generic plan on every run, whichever parts then run, and the fallback and corrected branches cost it
 * ~0.5 ms a request for nothing when the windows suffice (bench:search-cpu). A misspelt query or a short
 * window goes on to first-round.ts' statement, which answers the same: these are its parts, same text.
 */
export function windowsQuery(q: string, count: number, v: Value = valuesOf(searchValues(q))): SQL {
  const limit = inText(count);
  const items = itemQueries(q, count, v);
  const users = userQueries(q, count, v);
  const open = sql`(select windows from open)`;
  const full = sql`cardinality((select ids from iw)) >= ${limit} and (select n from uw) >= ${limit}`;
  return sql`with w as materialized (${nearestWords(v)}),
      open as (${windowsOpen}),
      iw as materialized (select array(select r.id from (${items.recent}) r where ${open}) as ids),
      uw as materialized (${userList(users.recent, open)})
      select (select coalesce(json_agg(w), '[]'::json) from w) as words, (select ids from iw) as items,
        (select json_agg(c) from (${cardQuery({
          from: sql`items i`,
          where: sql`${full} and i.id = any((select ids from iw)::bigint[])`,
        })}) c) as cards,
        (select rows from uw) as users`;
}
