import type { TraitFilter, TraitType } from '@agora/core';
import { formatTrait } from '@agora/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { items } from '../src/db/schema';
import { exploreList } from '../src/items/explore';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { addCats, TRAIT_FILTERS, traitsOf } from './trait-fixtures';

// The route's own calls are watched (the real function answers them): which plan it was given.
vi.mock('../src/items/explore', async (original) => {
  const real = await original<typeof import('../src/items/explore')>();
  return { ...real, exploreList: vi.fn(real.exploreList) };
});

/**
 * A collection page's token list with trait filters (issue 16) takes explore's plans (explore.ts,
 * trait-rarity.ts): a rare trait, by the collection's own counts, is matched first through the GIN index, and
 * lists exactly what the plain walk lists, page after page. PGlite here; PostgreSQL when DATABASE_URL is set.
 */
let t: TestApp;
const A = '0x00000000000000000000000000000000000000a1';
const BANNED = '0x00000000000000000000000000000000000000b2';
const BASE = `/api/v1/collections/${A}/cats`;
const FILTERS = TRAIT_FILTERS;
let hiddenToken = '';
// Small pages, so that even rare traits span several.
const LIMIT = 2;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addUser(db, BANNED, { banned: true });
  const cats = await addCats(db, A);
  for (let n = 0; n < 60; n++) {
    const { id, tokenId } = await addItem(db, {
      creator: n % 23 === 5 ? BANNED : A,
      // Items of no collection around the collection's own: the list keeps to the collection.
      collectionId: n % 4 === 3 ? null : cats,
      properties: traitsOf(n),
    });
    if (n === 18) {
      await db.update(items).set({ hidden: true }).where(eq(items.id, id));
      hiddenToken = tokenId;
    }
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(`${BASE}${url}`);
const query = (trait: TraitFilter) =>
  Object.entries(trait)
    .flatMap(([type, values]) => values.map((v) => `&trait=${encodeURIComponent(formatTrait(type, v))}`))
    .join('');

/** Every page of the collection's list under `trait`, as token ids; every page but the last is full. */
async function allPages(trait: TraitFilter, extra = ''): Promise<string[]> {
  const listed: string[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`/tokens?page=${page}&limit=${LIMIT}${query(trait)}${extra}`)).json() as {
      items: { tokenId: string }[];
      hasMore: boolean;
    };
    listed.push(...body.items.map((i) => i.tokenId));
    if (!body.hasMore) return listed;
    expect(body.items).toHaveLength(LIMIT);
  }
}

/** The bound the route's last list was given for `trait` (null: the plain plan). */
const lastBound = (trait: TraitFilter) => vi.mocked(exploreList).mock.lastCall?.[2]?.traitMatches?.(trait);

describe("a collection's token list with trait filters", () => {
  it('lists the same items in the same order with the rare plan as with the plain one', async () => {
    // Before the collection's counts are loaded nothing bounds a filter: the plain plan.
    const plain: Record<string, string[]> = {};
    for (const [name, trait] of Object.entries(FILTERS)) {
      plain[name] = await allPages(trait);
      expect(lastBound(trait), name).toBeNull();
    }
    const counts = (await get('/traits')).json() as TraitType[];
    const legendary = counts.find((c) => c.type === 'Rarity')?.values.find((v) => v.value === 'Legendary');
    expect(legendary?.count).toBeGreaterThan(0);
    let nonEmpty = 0;
    for (const [name, trait] of Object.entries(FILTERS)) {
      // URLs of their own: the same ones would be answered from the shared page cache, by the plain plan.
      const rare = await allPages(trait, '&fresh=1');
      expect(rare, name).toEqual(plain[name]);
      if (rare.length > LIMIT) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(3);
    // With the counts loaded, the route takes the rare plan (a bound under explore's threshold). A URL of its
    // own: the same one would be answered from the shared page cache without a list.
    await allPages(FILTERS.rare as TraitFilter, '&fresh=2');
    expect(lastBound(FILTERS.rare as TraitFilter)?.bound).toBe(legendary?.count);
    expect(vi.mocked(exploreList).mock.lastCall?.[1]).toMatchObject({ filter: 'All', trait: FILTERS.rare });
  });

  it('leaves hidden items and banned creators out before paging, as explore does', async () => {
    const listed = await allPages({ Color: ['Blue', 'Red', 'Green'] });
    expect(listed).not.toContain(hiddenToken);
    const everything = (await get('/tokens?page=1&limit=100')).json().items as { tokenId: string }[];
    expect(everything.map((i) => i.tokenId)).toEqual(listed);
    // 45 in the collection, one hidden, two by the banned creator (n = 5, 51; n = 28 is outside it).
    expect(listed).toHaveLength(42);
  });
});
