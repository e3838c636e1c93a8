import { TRAIT_LIMITS, type TraitFilter, type TraitType } from '@agora/core';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { PageCache } from './page-cache';
import { type TraitMatches, type TraitScope, traitMatches, traitScope } from './trait-rarity';

/**
 * The trait filter of explore and collection lists as a condition on items of alias `i`, or null when no trait
 * is chosen. Values of one type match any (OR), different types all (AND), as OpenSea's trait filters do.
 * Every test is a `properties @>` containment, which the items_properties GIN index (jsonb_path_ops) answers
 * and which is a cheap check on a row already read when the planner walks the sort's own index instead (it
 * does for all but rare traits: EXPLAIN in docs/performance.md). Types of one chosen value share one
 * containment object, one check per row.
 * With `collection`, the containments are asked of the collection's own trait index
 * (items_collection_properties: the properties under the collection id as a key), which holds only that
 * collection's matches: the form for matching a trait rare in the collection first.
 */
export function traitCondition(filter: TraitFilter, alias = 'i', collection?: number): SQL | null {
  const i = sql.raw(alias);
  return containments(filter, (traits) =>
    collection === undefined
      ? sql`${i}.properties @> ${JSON.stringify(traits)}::jsonb`
      : sql`jsonb_set('{}'::jsonb, array[${i}.collection_id::text], ${i}.properties) @> ${JSON.stringify({ [collection]: traits })}::jsonb`,
  );
}

/**
 * The condition of a walked, prepared list (exploreList) on items of alias `i`: traitCondition's containments
 * kept off the GIN index (`is true`) and with their values out of the planner's sight (init plans), so every
 * value costs the same in the plan and PostgreSQL keeps one generic plan for the walk. With the values visible
 * it planned each call (the custom plans looked cheaper), 3 ms a time.
 */
export function walkedTraitCondition(filter: TraitFilter): SQL {
  const c = containments(filter, (traits) => sql`i.properties @> (select ${JSON.stringify(traits)}::jsonb)`);
  return sql`(${c ?? sql`true`}) is true`;
}

/**
 * `filter` as containment tests (`contains` writes one): values of one type ORed, types ANDed, the types of
 * one chosen value sharing one containment object (one check per row); null when nothing is chosen.
 */
function containments(filter: TraitFilter, contains: (traits: Record<string, string>) => SQL): SQL | null {
  const single: Record<string, string> = {};
  const conditions: SQL[] = [];
  for (const [type, values] of Object.entries(filter)) {
    const [first, ...more] = values;
    if (first !== undefined && more.length === 0) single[type] = first;
    else
      conditions.push(
        sql`(${sql.join(
          values.map((value) => contains({ [type]: value })),
          sql` or `,
        )})`,
      );
  }
  if (Object.keys(single).length) conditions.unshift(contains(single));
  return conditions.length ? sql.join(conditions, sql` and `) : null;
}

/**
 * Trait types of the items `scope` selects (a condition on alias `i`) with their most common values and how
 * many items have each: at most TRAIT_LIMITS.types types (the most used first), each with its
 * TRAIT_LIMITS.valuesPerType most common values.
 */
export async function traitCounts(db: Db, scope: SQL): Promise<TraitType[]> {
  const found = await rows<{ type: string; value: string; count: number; total: number }>(
    db,
    sql`with counted as (
        select p.key as type, p.value, count(*)::int as count
        from items i cross join lateral jsonb_each_text(i.properties) p
        where ${scope}
        group by p.key, p.value
      ), ranked as (
        select type, value, count, sum(count) over (partition by type)::float8 as total,
          row_number() over (partition by type order by count desc, value) as n
        from counted
      )
      select type, value, count, total from ranked where n <= ${TRAIT_LIMITS.valuesPerType}
      order by total desc, type, count desc, value`,
  );
  const types: TraitType[] = [];
  for (const r of found) {
    let last = types[types.length - 1];
    if (last?.type !== r.type) {
      if (types.length === TRAIT_LIMITS.types) break;
      last = { type: r.type, values: [] };
      types.push(last);
    }
    last.values.push({ value: r.value, count: Number(r.count) });
  }
  return types;
}

const SCOPES = 1000;

/**
 * Answers trait counts from memory. They read every item of their scope (seconds for all of explore at 1M
 * items), so an answer is kept for a minute, then refreshed in the background while the old one is served (up
 * to an hour old): a filter's counts may lag a minute behind, the filtered list itself never does. `key` names
 * the scope (explore, a collection), not the URL, so query-string noise cannot fill the cache.
 */
export function traitCountsCache(db: Db) {
  const cache = new PageCache<string>(60_000, 3_600_000, SCOPES);
  const loaded = new Map<string, TraitScope>();
  const body = (key: string, scope: SQL) =>
    cache.get(key, async () => {
      const counts = await traitCounts(db, scope);
      loaded.delete(key);
      loaded.set(key, traitScope(counts));
      // As many scopes as the page cache keeps, the least recently loaded one forgotten first.
      if (loaded.size > SCOPES) loaded.delete(loaded.keys().next().value ?? key);
      return JSON.stringify(counts);
    });
  return {
    async send(reply: FastifyReply, key: string, scope: SQL): Promise<FastifyReply> {
      // A string with a JSON content type is sent as it is (Fastify skips the route serializer); the reply is
      // returned so the handler resolves with it (see sharedPages in shared-page.ts).
      return reply.type('application/json; charset=utf-8').send(await body(key, scope));
    },
    /**
     * What tells a rare trait filter from a common one in a list of `key`'s scope (exploreList's traitMatches):
     * what the last counts loaded say, null (the planner's plan) before any are. The explore and collection
     * pages ask for their counts beside their first list, so they are there for the filtered lists that follow.
     */
    matches:
      (key: string) =>
      (filter: TraitFilter): TraitMatches | null => {
        const scope = loaded.get(key);
        return scope ? traitMatches(filter, scope) : null;
      },
  };
}
