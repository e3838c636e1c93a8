import type { Collection } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

export interface CollectionRow extends Record<string, unknown> {
  id: number;
  name: string;
  custom_url: string;
  type: 'SINGLE' | 'MULTIPLE';
  category: string | null;
  owner: string;
  logo: string | null;
  cover: string | null;
  item_count: number;
}

export async function findCollections(db: Db, where: ReturnType<typeof sql>): Promise<Collection[]> {
  const list = await rows<CollectionRow>(
    db,
    sql`select c.id, c.name, c.custom_url, c.type, cat.name as category, c.owner, c.logo, c.cover,
      (select count(*)::int from items i where i.collection_id = c.id) as item_count
    from collections c left join categories cat on cat.id = c.category_id
    where ${where} order by c.id desc limit 200`,
  );
  return list.map((c) => ({
    id: String(c.id),
    name: c.name,
    customUrl: c.custom_url,
    type: c.type,
    category: c.category,
    owner: c.owner as `0x${string}`,
    logo: c.logo,
    cover: c.cover,
    itemCount: c.item_count,
  }));
}
