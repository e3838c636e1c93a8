import { TOKEN_FILTERS, TRAIT_LIMITS, type TraitFilter, type TraitType } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { type ExploreQuery, exploreList } from '../src/items/explore';
import { explorePage } from '../src/items/explore-page';
import {
  COMMON_TRAITS,
  RARE_TRAIT_MATCHES,
  type TraitMatches,
  traitMatches,
  traitScope,
  walkable,
} from '../src/items/trait-rarity';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { addCats, allPages as listBothWays, TRAIT_FILTERS, traitsOf } from './trait-fixtures';

/** The filter's bound of matches under `counts`, null when unbounded. */
const bound = (filter: TraitFilter, counts: TraitType[]) =>
  traitMatches(filter, traitScope(counts))?.bound ?? null;

/**
 * The two forms of a trait-filtered explore list (issue 16): "matches first" for rare traits (a materialized
 * CTE over the GIN index) and the walk of the sort's index for common ones must list the same items in the
 * same order, for every sort, on offset pages and on cursor pages.
 */
let t: TestApp;
let collection = 0;
const A = '0x00000000000000000000000000000000000000a1';
const BANNED = '0x00000000000000000000000000000000000000b2';
// Every sort and sale filter of explore, and a category.
const SORTS = [...TOKEN_FILTERS, 'Art'];
const FILTERS = TRAIT_FILTERS;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addUser(db, BANNED, { banned: true });
  const [art] = await db.insert(categories).values({ name: 'Art' }).returning({ id: categories.id });
  collection = await addCats(db, A);
  const sales = ['FixedPrice', 'TimedAuction', 'UnLimitedAuction', null] as const;
  for (let n = 0; n < 72; n++) {
    const saleType = sales[n % 4] ?? null;
    await addItem(db, {
      creator: n % 23 === 5 ? BANNED : A,
      categoryId: n % 3 === 0 ? (art?.id ?? null) : null,
      collectionId: n % 2 === 0 ? collection : null,
      saleType,
      // Repeated prices, so that ties are broken by id in both forms.
      priceUsd: saleType === 'FixedPrice' || saleType === 'TimedAuction' ? (n * 7) % 10 : null,
      auctionEnd: saleType === 'TimedAuction' ? new Date(Date.now() + (n % 3) * 3_600_000 - 1_800_000) : null,
      properties: traitsOf(n),
    });
  }
});
afterAll(() => t.close());

/**
 * What the counts would tell: a rare filter, a common one (walked, prepared when it can be), or nothing. Newest
 * first, a list walks `rarest`'s values (trait-walk.test.ts): here the filter's first type.
 */
const TOLD = {
  rare: (filter: TraitFilter): TraitMatches => ({
    ...told(filter),
    bound: 0,
    estimate: 0,
    narrowestShare: 0,
  }),
  common: (filter: TraitFilter): TraitMatches => ({
    ...told(filter),
    bound: 1e9,
    estimate: 1e9,
    narrowestShare: 1,
  }),
};
function told(filter: TraitFilter) {
  const [type, values] = Object.entries(filter)[0] ?? ['', []];
  return { types: 1, rarest: { type, values } };
}

const allPages = (q: Omit<ExploreQuery, 'page' | 'limit'>, told: TraitMatches | null) =>
  listBothWays(t.database.db, q, told);

describe('rare and common trait plans', () => {
  it('list the same items in the same order for every sort and filter', async () => {
    let nonEmpty = 0;
    for (const filter of SORTS)
      for (const [name, trait] of Object.entries(FILTERS)) {
        const walk = await allPages({ filter, trait }, null);
        const first = await allPages({ filter, trait }, TOLD.rare(trait));
        expect(first, `${filter}, ${name}`).toEqual(walk);
        if (walk.length > 5) nonEmpty++;
      }
    // Most combinations span more than one page, so paging is compared too.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('agree within a collection', async () => {
    for (const [name, trait] of Object.entries(FILTERS)) {
      const q = { filter: 'All', collection, trait };
      expect(await allPages(q, TOLD.rare(trait)), name).toEqual(await allPages(q, null));
    }
  });

  it('are told apart by the explore trait counts', async () => {
    const get = (url: string) => t.app.inject(`/api/v1${url}`);
    const counts = (await get('/tokens/traits')).json() as TraitType[];
    const legendary = counts.find((c) => c.type === 'Rarity')?.values.find((v) => v.value === 'Legendary');
    expect(bound({ Rarity: ['Legendary'], Color: ['Blue', 'Red'] }, counts)).toBe(legendary?.count);
    expect(bound({ Color: ['Purple'] }, counts)).toBe(0);
    expect(bound({ Shoes: ['Boots'] }, counts)).toBe(0);
    // The route answers the same with the counts loaded (rare form) as the walk does.
    const url = '/tokens?filter=LowtoHigh&page=1&limit=50&trait=Rarity:Legendary';
    const walk = await allPages({ filter: 'LowtoHigh', trait: { Rarity: ['Legendary'] } }, null);
    const listed = (await get(url)).json().items as { tokenId: string }[];
    expect(listed).toHaveLength(walk.length);
  });
});

describe('prepared first pages', () => {
  const tokens = (p: { items: { tokenId: string }[] }) => p.items.map((c) => c.tokenId);

  it('list what pages planned for their values list, for every sort, by offset and by cursor', async () => {
    const db = t.database.db;
    for (const filter of SORTS) {
      // Limit 5 is not one of the app's page sizes: planned for its values, list and cards apart.
      const planned: string[] = [];
      for (let page = 1; page <= 5; page++)
        planned.push(...tokens(await explorePage(db, { filter, page, limit: 5 })));
      const first = await explorePage(db, { filter, page: 1, limit: 10 });
      const second = await explorePage(db, { filter, page: 2, limit: 10 });
      expect([...tokens(first), ...tokens(second)], filter).toEqual(planned.slice(0, 20));
      expect(first.hasMore, filter).toBe(planned.length > 10);
      if (first.nextCursor) {
        const next = await explorePage(db, { filter, page: 1, limit: 10, cursor: first.nextCursor });
        expect(tokens(next), filter).toEqual(planned.slice(10, 20));
      }
    }
  });

  it("are the app's page sizes on their first five pages, without traits or a collection", async () => {
    const prepared = async (q: Partial<ExploreQuery>) =>
      (await exploreList(t.database.db, { filter: 'All', page: 1, limit: 10, ...q }))?.prepared;
    expect(await prepared({})).toBe(true);
    expect(await prepared({ page: 5 })).toBe(true);
    expect(await prepared({ filter: 'Art', page: 2 })).toBe(true);
    // Any other size or a deeper page would give each connection one more statement to keep.
    expect(await prepared({ limit: 7 })).toBe(false);
    expect(await prepared({ page: 6 })).toBe(false);
    expect(await prepared({ trait: { Color: ['Blue'] } })).toBe(false);
    expect(await prepared({ collection })).toBe(false);
  });

  it('walk common traits of one value per type with a prepared plan, listing what planned pages list', async () => {
    const db = t.database.db;
    const options = (m: TraitMatches | null) => ({ traitMatches: () => m });
    const blue = { Color: ['Blue'] };
    // Newest first, every filter walks item_traits (trait-walk.test.ts); these are the other sorts' rules.
    const isPrepared = async (trait: TraitFilter, m: TraitMatches | null, q: Partial<ExploreQuery> = {}) =>
      (await exploreList(db, { filter: 'FixedPrice', page: 1, limit: 10, trait, ...q }, options(m)))
        ?.prepared;
    expect(await isPrepared(blue, TOLD.common(blue))).toBe(true);
    const pair = { Color: ['Blue'], Hat: ['Cap'] };
    expect(await isPrepared(pair, TOLD.common(pair))).toBe(true);
    // Several values of a type make the text vary with their number; rare, unknown or in a collection: planned.
    const either = { Color: ['Blue', 'Red'] };
    expect(await isPrepared(either, TOLD.common(either))).toBe(false);
    expect(await isPrepared(blue, TOLD.rare(blue))).toBe(false);
    expect(await isPrepared(blue, null)).toBe(false);
    expect(await isPrepared(blue, TOLD.common(blue), { filter: 'All', collection })).toBe(false);
    const single = Object.entries(FILTERS).filter(([, f]) => Object.values(f).every((v) => v.length === 1));
    expect(single.length).toBeGreaterThan(2);
    for (const filter of SORTS)
      for (const [name, trait] of single) {
        const planned: string[] = [];
        for (let page = 1; page <= 4; page++)
          planned.push(...tokens(await explorePage(db, { filter, trait, page, limit: 5 })));
        const walk = options(TOLD.common(trait));
        const first = await explorePage(db, { filter, trait, page: 1, limit: 10 }, walk);
        const second = await explorePage(db, { filter, trait, page: 2, limit: 10 }, walk);
        expect([...tokens(first), ...tokens(second)], `${filter}, ${name}`).toEqual(planned.slice(0, 20));
        expect(first.hasMore, `${filter}, ${name}`).toBe(planned.length > 10);
      }
  });
});

describe('traitMatches: the bound', () => {
  const values = (n: number, from = 100) =>
    Array.from({ length: n }, (_, k) => ({ value: `v${k}`, count: from - k }));
  it('adds values of a type, takes the smallest type, and bounds values past a cut list', () => {
    const counts: TraitType[] = [
      {
        type: 'A',
        values: [
          { value: 'x', count: 40 },
          { value: 'y', count: 7 },
        ],
      },
      { type: 'B', values: values(TRAIT_LIMITS.valuesPerType) },
    ];
    expect(bound({ A: ['x', 'y'] }, counts)).toBe(47);
    expect(bound({ A: ['x'], B: ['v0'] }, counts)).toBe(40);
    expect(bound({ A: ['z'] }, counts)).toBe(0);
    // B lists its 50 most common values: one not listed has at most the 50th's count.
    expect(bound({ B: ['other'] }, counts)).toBe(100 - TRAIT_LIMITS.valuesPerType + 1);
    const manyTypes = Array.from({ length: TRAIT_LIMITS.types }, (_, k) => ({ type: `T${k}`, values: [] }));
    expect(bound({ Unlisted: ['x'] }, manyTypes)).toBeNull();
    expect(RARE_TRAIT_MATCHES.priceOrder).toBeGreaterThan(RARE_TRAIT_MATCHES.inHeapOrder);
  });
});

describe('traitMatches', () => {
  // 1,000 items: A of two values (900 / 100), B of four (250 each).
  const counts: TraitType[] = [
    {
      type: 'A',
      values: [
        { value: 'x', count: 900 },
        { value: 'y', count: 100 },
      ],
    },
    { type: 'B', values: ['p', 'q', 'r', 's'].map((value) => ({ value, count: 250 })) },
  ];
  it('bounds, estimates the independent share and names the narrowest type', () => {
    expect(traitMatches({ A: ['x'] }, traitScope(counts))).toEqual({
      bound: 900,
      estimate: 900,
      narrowestShare: 0.9,
      types: 1,
      rarest: { type: 'A', values: ['x'] },
    });
    expect(traitMatches({ A: ['y'], B: ['p'] }, traitScope(counts))).toEqual({
      bound: 100,
      estimate: 25,
      narrowestShare: 0.1,
      types: 2,
      rarest: { type: 'A', values: ['y'] },
    });
    expect(traitMatches({ B: ['p', 'q'] }, traitScope(counts))?.estimate).toBe(500);
    // The rarest type counts all its chosen values.
    expect(traitMatches({ B: ['p', 'q'] }, traitScope(counts))?.rarest).toEqual({
      type: 'B',
      values: ['p', 'q'],
    });
    expect(traitMatches({ A: ['x'], B: ['p', 'q'] }, traitScope(counts))?.rarest).toEqual({
      type: 'B',
      values: ['p', 'q'],
    });
    expect(traitMatches({ A: ['x'], B: ['p', 'q', 'r', 's'] }, traitScope(counts))?.rarest).toEqual({
      type: 'A',
      values: ['x'],
    });
    expect(traitMatches({ C: ['z'] }, traitScope(counts))).toEqual({
      bound: 0,
      estimate: 0,
      narrowestShare: 0,
      types: 1,
      rarest: { type: 'C', values: ['z'] },
    });
  });
  it('calls a filter walkable only with every type common and the estimate well above the rare bound', () => {
    const below = 100;
    const m = (estimate: number, narrowestShare: number, types = 2) => ({
      bound: estimate,
      estimate,
      narrowestShare,
      types,
      rarest: { type: 'A', values: ['x'] },
    });
    expect(walkable(m(COMMON_TRAITS.margin * below, COMMON_TRAITS.typeShare), below)).toBe(true);
    expect(walkable(m(COMMON_TRAITS.margin * below - 1, 1), below)).toBe(false);
    // Two types, one of them narrow: the combination may be far rarer than independence says.
    expect(walkable(m(1e6, COMMON_TRAITS.typeShare / 2), below)).toBe(false);
    // One type: its count is what the walk will find, however small a share of the scope.
    expect(walkable(m(COMMON_TRAITS.margin * below, 0.001, 1), below)).toBe(true);
    expect(walkable(null, below)).toBe(false);
  });
});
