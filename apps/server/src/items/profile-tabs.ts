import type { ProfileTab } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** Item ids of one profile tab page, newest first; each reads one index of holdings, items or likes. */
export async function profileTabIds(db: Db, address: string, tab: ProfileTab, page: number, limit: number) {
  const window = sql`limit ${limit + 1} offset ${(page - 1) * limit}`;
  const query = {
    collectibles: sql`select item_id::float8 as id from holdings where owner = ${address} and balance > 0 order by item_id desc nulls last ${window}`,
    onsale: sql`select item_id::float8 as id from holdings where owner = ${address} and balance > 0 and sale_type is not null order by item_id desc nulls last ${window}`,
    // A voucher's item whose voucher died unminted (supply 0) was never a token: out, as from every list.
    created: sql`select id::float8 as id from items where creator = ${address} and (minted or supply > 0) order by id desc nulls last ${window}`,
    liked: sql`select item_id::float8 as id from likes where address = ${address} order by created_at desc nulls last ${window}`,
  }[tab];
  const list = await rows<{ id: number }>(db, query);
  return { ids: list.slice(0, limit).map((r) => Number(r.id)), hasMore: list.length > limit };
}
