import type { UserSummary } from '@agora/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type NamedQuery, namedQuery, preparedRun } from '../db/prepared';
import { type CardList, type CardRow, cardQuery, cardsOf } from '../items/cards';
import { itemQueries, recentItems } from './items';
import { inText, placeholders, type SearchValues, type Value, valuesOf } from './matches';
import { keyedUsers, recentUsers, userQueries, userRows } from './users';
import { keyedBy, queryShape, queryWords, searchValues } from './values';
import { type Correction, correctedText, correctionOf, type Nearest, nearestWords } from './words';

/** What a search's one statement finds (search.ts finishes what it could not). */
export interface FirstRound {
  correction: Correction;
  /**
   * The cards of the page's items, when the statement had them all; null when `items` are short and the
   * corrected query's window too (search.ts then reads the corrected query's trigram index).
   */
  cards: CardList | null;
  /** The query's items: its window, or the trigram index when the window was short or the query misspelt. */
  items: number[];
  /** The query's users, likewise. */
  users: UserSummary[];
  /** The corrected query's users window, read when `users` are short. */
  correctedUsers: UserSummary[];
}

interface Row {
  words: Nearest[];
  corrected: string | null;
  items: number[];
  picked: number[] | null;
  cards: CardRow[] | null;
  users: Record<string, unknown>[];
  corrected_users: Record<string, unknown>[];
}

/**
 * A users statement's rows as a JSON array and their count, read only when `when` holds (a one-time filter).
 * The array keeps the statement's order: its `order by … limit` is the top of the subquery's plan and only the
 * filter and the aggregate lie above it (numbering the rows with `row_number() over ()` to sort them again
 * relied on that same order, and its window and sort nodes were set up on every run: bench:search-cpu).
 */
const userList = (rows: SQL, when: SQL) =>
  sql`select coalesce(json_agg(x), '[]'::json) as rows, count(*) as n from (${rows}) x where ${when}`;

/**
 * The whole search in one statement for what bench:api asks (one round trip where there were two to four in
 * sequence, each costing the server about 0.2 ms of CPU and a wait for a backend): the typo lookup; the
 * query's windows (items newest first, users most prolific first) unless a word is misspelt; the trigram
 * index for a list its window left short or for a misspelt query (it has few matches, read at once:
 * words.ts, Correction.misspelt); the corrected query's windows for a list still short; and the cards of the
 * items found. Each part runs behind a one-time filter on the parts before it, so only what the answer needs
 * is read, as when they were statements of their own (items.ts, users.ts, words.ts: the same text), and they
 * answer what those answered. Left to search.ts: a corrected query whose window is short (its trigram index).
 */
export async function firstRound(db: Db, q: string, limit: number): Promise<FirstRound> {
  // The query split into words once: the statement's values, its shape and the correction all use them.
  const values = searchValues(q);
  const { tokens, fixable } = values;
  const [row] = await preparedRun<Row>(db, statementOf(q, limit, values), { ...values });
  if (!row) throw new Error('the search statement returned no row');
  const picked = row.picked?.map(Number) ?? null;
  return {
    correction: fixable.length
      ? { ...correctionOf(tokens, row.words), corrected: row.corrected }
      : { corrected: null, misspelt: false },
    cards: picked ? cardsOf(picked, row.cards ?? [], false) : null,
    items: row.items.map(Number),
    users: userRows(row.users),
    correctedUsers: userRows(row.corrected_users),
  };
}

/**
 * The statement's text, parameters and name by the query's shape and limit (queryShape): building the text
 * of this statement took the server longer than anything else in a request (0.5 ms a request, measured
 * under load), so each shape's is built once, with placeholders for the query's values. Bounded: a few shapes
 * per limit, and the limit is at most PAGE_SIZE.searchResults (searchQuery).
 */
const statements = new Map<string, NamedQuery>();

/** firstRoundQuery's text for `q`'s shape, built once, with placeholders for searchValues (`values`). */
export function statementOf(q: string, limit: number, values: SearchValues = searchValues(q)): NamedQuery {
  const key = `${limit}/${queryShape(q, values.tokens)}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = namedQuery(firstRoundQuery(q, limit, placeholders));
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The statement of firstRound, its values as `v` makes them (placeholders in the server, parameters where
 * bench:search-plans and the tests explain it).
 */
export function firstRoundQuery(q: string, count: number, v: Value = valuesOf(searchValues(q))): SQL {
  const limit = inText(count);
  const { tokens } = queryWords(q);
  const items = itemQueries(q, count, v);
  const users = userQueries(q, count, v);
  // The corrected query: lower-case words (queryWords, search_words) joined by spaces, nothing to escape.
  const fixed = sql`(select lower('%' || q || '%') from fix)`;
  const fixedPrefix = sql`(select q from fix where q ~ '^0x[0-9a-f]{0,40}$')`;
  // A correction replaces a word by a known one (three characters or more): a phrase iff it has two words.
  const fixedWindow = { phrase: tokens.length > 1, urls: tokens.length < 2 };
  const window = recentUsers(
    fixed,
    sql`(address >= ${fixedPrefix} and address < (${fixedPrefix} || 'g'))`,
    fixedWindow,
    count,
  );
  // The corrected query through its keys when the query's users are (keyedBy): words for a phrase, one word of
  // search_words for a word unless it is an address prefix (the window also reads the primary key's range).
  const by = keyedBy(q);
  const keyed =
    by && keyedUsers({ text: sql`(select q from fix)`, pattern: fixed, by, urls: fixedWindow.urls }, count);
  const correctedUsers =
    by === 'word'
      ? sql`select * from (${keyed}) k where ${fixedPrefix} is null
        union all select * from (${window}) w where ${fixedPrefix} is not null`
      : (keyed ?? window);
  const open = sql`(select windows from open)`;
  const short = (list: SQL) => sql`cardinality((select ids from ${list})) < ${limit}`;
  return sql`with w as materialized (${nearestWords(v)}),
      open as (select coalesce(bool_and(w.word is not null and strpos(w.word, w.token) > 0), true) as windows from w),
      fix as materialized (${correctedText(v, sql`w`)}),
      iw as materialized (select array(select r.id from (${items.recent}) r where ${open}) as ids),
      ia as materialized (select array(select r.id from (${items.all}) r where not ${open} or ${short(sql`iw`)}) as ids),
      it as materialized (select case when cardinality(iw.ids) >= ${limit} then iw.ids else ia.ids end as ids from iw, ia),
      ic as materialized (select array(select r.id from (${recentItems(fixed, count)}) r
        where ${short(sql`it`)} and (select q from fix) is not null) as ids),
      done as materialized (select not ${short(sql`it`)} or (select q from fix) is null or not ${short(sql`ic`)} as ok),
      picked as materialized (select array(select x.id from unnest((select ids from it) || (select ids from ic))
        with ordinality as x(id, n) group by x.id order by min(x.n) limit ${limit}) as ids),
      uw as materialized (${userList(users.recent, open)}),
      ua as materialized (${userList(users.all, sql`(not ${open} or (select n from uw) < ${limit})`)}),
      ut as materialized (select case when uw.n >= ${limit} then uw.rows else ua.rows end as rows,
        case when uw.n >= ${limit} then uw.n else ua.n end as n from uw, ua),
      uc as materialized (${userList(
        correctedUsers,
        sql`((select n from ut) < ${limit} and (select q from fix) is not null)`,
      )})
      select (select coalesce(json_agg(w), '[]'::json) from w) as words, (select q from fix) as corrected,
        (select ids from it) as items,
        (select ids from picked where (select ok from done)) as picked,
        (select json_agg(c) from (${cardQuery({
          from: sql`items i`,
          where: sql`(select ok from done) and i.id = any((select ids from picked)::bigint[])`,
        })}) c) as cards,
        (select rows from ut) as users, (select rows from uc) as corrected_users`;
}
