import type { TraitFilter } from '@agora/core';
import { expect, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { collections } from '../src/db/schema';
import type { ExploreQuery } from '../src/items/explore';
import { explorePage } from '../src/items/explore-page';
import type { TraitMatches } from '../src/items/trait-rarity';

/** Trait filters of every shape the plans treat apart, for the generated items (traitsOf). */
export const TRAIT_FILTERS: Record<string, TraitFilter> = {
  common: { Color: ['Blue'] },
  'common OR': { Color: ['Blue', 'Red'] },
  rare: { Rarity: ['Legendary'] },
  'rare AND common': { Rarity: ['Legendary'], Color: ['Blue'] },
  'rare OR, two types': { Rarity: ['Legendary', 'Epic'], Hat: ['Cap'] },
  none: { Color: ['Purple'] },
};

const COLORS = ['Blue', 'Red', 'Green'];

/** The n-th generated item's traits: three colours in turn, Legendary every 9th, Epic every 7th, a Cap every other. */
export const traitsOf = (n: number): Record<string, string> => ({
  Color: COLORS[n % 3] as string,
  Rarity: n % 9 === 0 ? 'Legendary' : n % 7 === 0 ? 'Epic' : 'Common',
  ...(n % 2 ? { Hat: 'Cap' } : {}),
});

/** `owner`'s collection Cats (custom url "cats"); its id. */
export async function addCats(db: Db, owner: string): Promise<number> {
  const [c] = await db
    .insert(collections)
    .values({ owner, name: 'Cats', customUrl: 'cats', type: 'SINGLE' })
    .returning({ id: collections.id });
  return c?.id ?? 0;
}

/**
 * Every page of one explore list, by offset pages and by following cursors (both must agree), with `told` as
 * what the trait counts say of the filter (null: nothing loaded).
 */
export async function allPages(
  db: Db,
  q: Omit<ExploreQuery, 'page' | 'limit'>,
  told: TraitMatches | null,
): Promise<string[]> {
  const traitMatches = vi.fn(() => told);
  const byOffset: string[] = [];
  for (let page = 1; ; page++) {
    const p = await explorePage(db, { ...q, page, limit: 5 }, { traitMatches });
    byOffset.push(...p.items.map((c) => c.tokenId));
    if (!p.hasMore) break;
  }
  const byCursor: string[] = [];
  let cursor: string | undefined;
  do {
    const p = await explorePage(db, { ...q, page: 1, limit: 5, cursor }, { traitMatches });
    byCursor.push(...p.items.map((c) => c.tokenId));
    cursor = p.nextCursor ?? undefined;
  } while (cursor);
  expect(byCursor).toEqual(byOffset);
  expect(traitMatches).toHaveBeenCalled();
  return byOffset;
}
