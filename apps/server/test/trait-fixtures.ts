import type { TraitFilter } from '@agora/core';
import type { Db } from '../src/db/client';
import { collections } from '../src/db/schema';

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
