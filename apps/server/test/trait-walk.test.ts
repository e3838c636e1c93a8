import type { TraitFilter } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { holdings, items } from '../src/db/schema';
import { type ExploreQuery, exploreList } from '../src/items/explore';
import type { TraitMatches } from '../src/items/trait-rarity';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { allPages, TRAIT_FILTERS, traitsOf } from './trait-fixtures';

/**
 * Newest first, a filter of one value per type walks the items of one chosen value (item_traits, kept from
 * items.properties by triggers) and checks the whole filter on each (issue 16). Whichever value is walked, the
 * list must be the one the planner's plan gives, on offset and cursor pages.
 */
let t: TestApp;
const A = '0x00000000000000000000000000000000000000a1';
const BANNED = '0x00000000000000000000000000000000000000b2';

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t.database.db, BANNED, { banned: true });
  const sales = ['FixedPrice', 'TimedAuction', null] as const;
  for (let n = 0; n < 60; n++)
    await addItem(t.database.db, {
      creator: n % 17 === 4 ? BANNED : A,
      saleType: sales[n % 3] ?? null,
      priceUsd: n % 3 === 2 ? null : n,
      properties: traitsOf(n),
    });
});
afterAll(() => t.close());

const traitRows = async (id: number) =>
  (
    await rows<{ type: string; value: string }>(
      t.database.db,
      sql`select type, value from item_traits where item_id = ${id} order by type, value`,
    )
  ).map((r) => `${r.type}:${r.value}`);

describe('item_traits', () => {
  it('holds the string properties of new items, and follows their changes', async () => {
    const db = t.database.db;
    const { id } = await addItem(db, { creator: A, properties: { Color: 'Blue', Hat: 'Cap' } });
    expect(await traitRows(id)).toEqual(['Color:Blue', 'Hat:Cap']);
    await db
      .update(items)
      .set({ properties: { Color: 'Red', Eyes: 'Wink' } })
      .where(eq(items.id, id));
    expect(await traitRows(id)).toEqual(['Color:Red', 'Eyes:Wink']);
    // Other columns leave them as they are.
    await db.update(items).set({ name: 'Renamed', priceUsd: 3 }).where(eq(items.id, id));
    expect(await traitRows(id)).toEqual(['Color:Red', 'Eyes:Wink']);
    // Only strings: a containment filter on a string never matches a number or an object.
    await db.execute(sql`update items set properties = '{"Level": 3, "Color": "Gold", "x": {"y": "z"}}'
      where id = ${id}`);
    expect(await traitRows(id)).toEqual(['Color:Gold']);
    await db.delete(holdings).where(eq(holdings.itemId, id));
    await db.delete(items).where(eq(items.id, id));
    expect(await traitRows(id)).toEqual([]);
  });
});

/** Every page of a newest-first list, by offset and by cursor (both must agree), walking `rarest` if given. */
const pages = (q: Omit<ExploreQuery, 'page' | 'limit'>, rarest: TraitMatches['rarest'] | null) =>
  allPages(t.database.db, q, rarest && { bound: 1, estimate: 1, narrowestShare: 1, types: 1, rarest });

describe('newest first, walking a chosen type', () => {
  it("lists what the planned list does, whichever chosen type's values it walks", async () => {
    let long = 0;
    for (const filter of ['All', 'Recently'])
      for (const [name, trait] of Object.entries(TRAIT_FILTERS)) {
        const planned = await pages({ filter, trait }, null);
        for (const [type, values] of Object.entries(trait)) {
          const walked = await pages({ filter, trait }, { type, values });
          expect(walked, `${filter}, ${name} by ${type}`).toEqual(planned);
        }
        if (planned.length > 10) long++;
      }
    expect(long).toBeGreaterThan(2);
  });

  it('is prepared on the first pages, and used only newest first outside collections', async () => {
    const db = t.database.db;
    const dialect = new PgDialect();
    const list = (q: Partial<ExploreQuery>, trait: TraitFilter) =>
      exploreList(
        db,
        { filter: 'All', page: 1, limit: 10, trait, ...q },
        {
          traitMatches: (): TraitMatches => ({
            bound: 1,
            estimate: 1,
            narrowestShare: 1,
            types: 1,
            rarest: { type: 'Color', values: trait.Color ?? [] },
          }),
        },
      );
    const walks = async (q: Partial<ExploreQuery>, trait: TraitFilter = { Color: ['Blue'] }) => {
      const l = await list(q, trait);
      return l ? dialect.sqlToQuery(l.select).sql.includes('item_traits') : null;
    };
    expect(await walks({})).toBe(true);
    expect(await walks({}, { Color: ['Blue', 'Red'], Hat: ['Cap'] })).toBe(true);
    expect((await list({}, { Color: ['Blue', 'Red'] }))?.prepared).toBe(true);
    expect((await list({ page: 6 }, { Color: ['Blue'] }))?.prepared).toBe(false);
    expect(await walks({ filter: 'LowtoHigh' })).toBe(false);
    expect(await walks({ filter: 'FixedPrice' })).toBe(false);
    expect(await walks({ filter: 'Art' })).toBe(null);
    expect(await walks({ collection: 1 })).toBe(false);
  });
});
