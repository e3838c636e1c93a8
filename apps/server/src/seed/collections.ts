import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collections } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COLLECTIONS, demoAddress } from './market/plan';

/** A collection's custom url as the collection form would take it: lowercase, no spaces. */
const urlOf = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/** The key of a demo collection in the map seedDemoCollections returns. */
export const collectionKey = (owner: string, name: string) => `${owner}/${name}`;

/**
 * Creates DEMO_COLLECTIONS for the demo creators, as each would through the collection form (a collection
 * already there, by owner and name, is kept), and returns every demo collection's id by owner and name, for
 * the item drafts to name.
 */
export async function seedDemoCollections(db: Db, categoryIds: number[]): Promise<Map<string, number>> {
  await db
    .insert(collections)
    .values(
      DEMO_COLLECTIONS.map((c) => ({
        owner: demoAddress(c.owner),
        name: c.name,
        customUrl: urlOf(c.name),
        type: c.type,
        categoryId: categoryIds.length ? categoryIds[c.category % categoryIds.length] : null,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: collections.id, owner: collections.owner, name: collections.name })
    .from(collections)
    .where(inArray(collections.owner, DEMO_ACCOUNTS.map(demoAddress)));
  return new Map(rows.map((r) => [collectionKey(r.owner, r.name), r.id]));
}
