import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shareTags } from '../db/schema';

export function createContentService(db: Db) {
  return {
    async shareTags(): Promise<string[]> {
      const rows = await db.select({ tag: shareTags.tag }).from(shareTags).orderBy(asc(shareTags.id));
      return rows.map((r) => r.tag);
    },
  };
}
