import { PAGE_SIZE, type SaleType, type TraitFilter } from '@agora/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { RARE_TRAIT_MATCHES, type TraitMatches, walkable } from './trait-rarity';
import { traitCondition, walkedTraitCondition } from './traits';
import { listedItem } from './visibility';

/** One sort of the explore page: its filter, its order and the keyset condition that continues after a row. */
interface Sort {
  where: SQL;
  order: SQL;
  key: SQL;
  after(k: unknown, id: number): SQL;
  /** Trait filters matching at most this many items are matched first (see exploreIds). */
  matchesFirstBelow: number;
}

const byNewest: Sort = {
  where: sql`true`,
  order: sql`i.id desc`,
  key: sql`null`,
  after: (_k, id) => sql`i.id < ${id}`,
  matchesFirstBelow: RARE_TRAIT_MATCHES.inHeapOrder,
};

/** Newest first among rows of an (x, id desc nulls last) index: items_category, items_collection. */
const newestWhere = (where: SQL): Sort => ({ ...byNewest, where, order: sql`i.id desc nulls last` });

function bySale(type: SaleType): Sort {
  return {
    // A literal, as the category id below: the text names its sale type, so a prepared page is planned for it.
    where: sql.raw(`i.sale_type = '${type}'`),
    order: sql`i.listed_at desc nulls last, i.id desc nulls last`,
    key: sql`i.listed_at`,
    after: (k, id) => sql`(i.listed_at, i.id) < (${new Date(String(k))}, ${id})`,
    matchesFirstBelow: RARE_TRAIT_MATCHES.inHeapOrder,
  };
}

function byPrice(dir: 'asc' | 'desc'): Sort {
  return {
    where: sql`i.price_usd is not null`,
    order: dir === 'asc' ? sql`i.price_usd asc, i.id asc` : sql`i.price_usd desc, i.id desc`,
    key: sql`i.price_usd`,
    after: (k, id) =>
      dir === 'asc'
        ? sql`(i.price_usd, i.id) > (${Number(k)}, ${id})`
        : sql`(i.price_usd, i.id) < (${Number(k)}, ${id})`,
    matchesFirstBelow: RARE_TRAIT_MATCHES.priceOrder,
  };
}

const liveAuctions: Sort = {
  where: sql`i.sale_type = 'TimedAuction' and i.auction_end > now()`,
  order: sql`i.auction_end asc, i.id asc`,
  key: sql`i.auction_end`,
  after: (k, id) => sql`(i.auction_end, i.id) > (${new Date(String(k))}, ${id})`,
  matchesFirstBelow: RARE_TRAIT_MATCHES.inHeapOrder,
};

/**
 * Newest first within a category. The id is resolved first and written into the text as a literal so that the
 * planner sees it and picks items_category, also in a prepared first page's generic plan (an `= (select …)`
 * parameter made it walk the primary key and filter: 0.9 s for an empty category); `nulls last` matches that
 * index's DESC NULLS LAST.
 */
async function byCategory(db: Db, name: string): Promise<Sort | null> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from categories where lower(name) = lower(${name}) order by id limit 1`,
  );
  return found ? newestWhere(sql.raw(`i.category_id = ${Number(found.id)}`)) : null;
}

const SORTS: Record<string, Sort> = {
  All: byNewest,
  Recently: byNewest,
  FixedPrice: bySale('FixedPrice'),
  TimedAuction: bySale('TimedAuction'),
  UnLimitedAuction: bySale('UnLimitedAuction'),
  LowtoHigh: byPrice('asc'),
  HightoLow: byPrice('desc'),
  LiveAuction: liveAuctions,
};

/**
 * The columns of items that sorts and list conditions read: what the "matches first" form keeps of each
 * matching row, under the same names, so every condition and order reads the same on it.
 */
const LIST_COLUMNS = sql.raw(
  'i.id, i.supply, i.hidden, i.creator, i.sale_type, i.price_usd, i.listed_at, i.auction_end, i.category_id, i.collection_id',
);

export interface ExploreQuery {
  filter: string;
  page: number;
  limit: number;
  cursor?: string;
  collection?: number;
  trait?: TraitFilter;
}

export interface ExploreOptions {
  /** What the scope's trait counts tell of the chosen traits' matches, null when unknown. */
  traitMatches?(filter: TraitFilter): TraitMatches | null;
}

export class InvalidCursorError extends Error {
  override readonly name = 'InvalidCursorError';
}

function decodeCursor(cursor: string): { k: unknown; id: number } {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k: unknown; id: unknown };
    if (typeof v.id !== 'number' || !Number.isSafeInteger(v.id)) throw new Error('bad id');
    if (v.k !== null && typeof v.k !== 'string' && typeof v.k !== 'number') throw new Error('bad key');
    if (typeof v.k === 'string' && Number.isNaN(Date.parse(v.k))) throw new Error('bad date');
    return { k: v.k, id: v.id };
  } catch {
    throw new InvalidCursorError('invalid cursor');
  }
}

/**
 * Lists of the app's page sizes, on their first pages, are prepared with limit and offset in the text: a
 * bounded set of statements per connection, whatever sizes and pages requests ask for.
 */
const PREPARED_LIMITS: ReadonlySet<number> = new Set(Object.values(PAGE_SIZE));
const PREPARED_PAGES = 5;

/** One explore page's list statement (id and cursor key, in order, `limit + 1` rows), ready to run or wrap. */
export interface ExploreList {
  /** `select id, k from … order by … limit …` (offset included; the id a bigint, as the database returns it). */
  select: SQL;
  limit: number;
  /**
   * The first pages (and a cursor's page) without traits are the hot path: their text names the limit and
   * the offset, so each connection prepares each once and PostgreSQL keeps a generic plan (a `limit $n`
   * parameter is priced as a tenth of the table, so the generic plan never won, and planning cost 0.3 ms of a
   * 0.35 ms statement). So are common trait filters of one value per type (walkable) and, newest first, every
   * trait filter (the walk of its rarest type's items). Other trait filters, a
   * collection's lists (one text per collection would be one prepared statement each) and deeper pages keep a
   * plan made for their values.
   */
  prepared: boolean;
}

/**
 * The statement listing one explore page, or null for an unknown filter. A filter key that is not a sort is a
 * category name; chosen traits narrow any filter. With a cursor the page continues after the cursor's row
 * (keyset: fast at any depth); without one, `page` is an offset. Newest first, a trait filter walks the items
 * of its rarest chosen type (item_traits) once the trait counts are loaded. Otherwise traits known to be rare
 * (the sort's matchesFirstBelow) are matched first through the GIN index in a materialized CTE, which the planner cannot
 * merge with the sort's index: otherwise it may walk the sort's index to its end when few rows match, or AND
 * the GIN bitmap with the price index's whole bitmap (PGlite did, for a 1 % trait on the price sort). The same
 * conditions and order apply either way.
 */
export async function exploreList(
  db: Db,
  q: ExploreQuery,
  options: ExploreOptions = {},
): Promise<ExploreList | null> {
  const c = q.cursor ? decodeCursor(q.cursor) : null;
  const inCollection = q.collection ? sql`i.collection_id = ${q.collection}` : null;
  const sort = SORTS[q.filter];
  const s =
    sort === byNewest && inCollection
      ? newestWhere(inCollection)
      : (sort ?? (await byCategory(db, q.filter)));
  if (!s) return null;
  const conditions = [sql`i.supply > 0`, listedItem(), s.where];
  if (inCollection && s.where !== inCollection) conditions.push(inCollection);
  const offset = q.cursor ? 0 : (q.page - 1) * q.limit;
  const preparable =
    PREPARED_LIMITS.has(q.limit) && Number.isSafeInteger(offset) && offset < q.limit * PREPARED_PAGES;
  const traits = q.trait ? traitCondition(q.trait) : null;
  const m = q.trait && traits ? (options.traitMatches?.(q.trait) ?? null) : null;
  if (q.trait && m && sort === byNewest && !inCollection) {
    conditions.push(walkedTraitCondition(q.trait));
    return limited(newestWithTrait(m.rarest, conditions, c?.id), q.limit, offset, preparable);
  }
  const rare = m !== null && m.bound <= s.matchesFirstBelow;
  // A common filter of one value per type is one containment with the filter as a parameter: one text per
  // sort and page, prepared like the lists without traits, its plan the walk of the sort's index.
  const walked = !!q.trait && !inCollection && oneValuePerType(q.trait) && walkable(m, s.matchesFirstBelow);
  if (q.trait && traits && !rare) conditions.push(walked ? walkedTraitCondition(q.trait) : traits);
  if (c) conditions.push(s.after(c.k, c.id));
  // Within a collection the matches are the collection's, read from its own trait index: its own counts bound
  // those, not the matches of every collection (a trait rare in it may be common elsewhere).
  const matches =
    q.trait && q.collection ? sql`${traitCondition(q.trait, 'i', q.collection)} and ${inCollection}` : traits;
  const first = rare
    ? sql`with matched as materialized (select ${LIST_COLUMNS} from items i where ${matches}) `
    : sql``;
  const select = sql`${first}select i.id, ${s.key} as k from ${rare ? sql`matched` : sql`items`} i
      where ${sql.join(conditions, sql` and `)} order by ${s.order}`;
  return limited(select, q.limit, offset, preparable && (!traits || walked) && !inCollection);
}

/**
 * Newest first, the items of the filter's rarest type's values walked in item order (item_traits' key; several
 * values merged), each checked against `conditions` (the whole filter among them): rare or common, the list
 * reads about as many rows as the page finds among them (0.5 ms for a pair in 0.2 % of items, where walking
 * items took 2.6 ms). One text per shape, the values as parameters: prepared like the lists without traits.
 * The lateral's `limit 1` keeps it from being pulled up into a join, which the planner answered with the GIN
 * bitmap or a sequential scan; each value's branch is ordered on its own, so PostgreSQL merges the branches
 * (Merge Append, 0.3 ms for two values of 12 % each), where the outer order alone read both whole and sorted.
 */
function newestWithTrait(rarest: TraitMatches['rarest'], conditions: SQL[], beforeId?: number): SQL {
  const before = beforeId === undefined ? sql`` : sql` and t.item_id < ${beforeId}`;
  const walked = sql.join(
    rarest.values.map(
      (value) =>
        sql`(select t.item_id from item_traits t where t.type = ${rarest.type} and t.value = ${value}${before}
          order by t.item_id desc)`,
    ),
    sql` union all `,
  );
  return sql`select i.id, null as k from (${walked}) t
    cross join lateral (select i.id from items i where i.id = t.item_id and ${sql.join(conditions, sql` and `)} limit 1) i
    order by t.item_id desc`;
}

/** `select` limited to a page and the extra row that tells whether another follows. */
function limited(select: SQL, limit: number, offset: number, prepared: boolean): ExploreList {
  return {
    select: prepared
      ? sql`${select} limit ${sql.raw(String(limit + 1))} offset ${sql.raw(String(offset))}`
      : sql`${select} limit ${limit + 1} offset ${offset}`,
    limit,
    prepared,
  };
}

const oneValuePerType = (filter: TraitFilter) => Object.values(filter).every((values) => values.length === 1);

/** The cursor that continues after `last`, the last row of a page (its id and sort key). */
export function cursorAfter(last: { id: string | number; k: unknown }): string {
  const k = last.k instanceof Date ? last.k.toISOString() : (last.k ?? null);
  return Buffer.from(JSON.stringify({ k, id: Number(last.id) })).toString('base64url');
}
