import type { AdminReport, Page } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { summaryCols, summaryFrom } from '../users/summary';

/** Reports for the admin panel, newest first (reports_created index), with the item and the reporter. */
export async function reportsPage(db: Db, page: number, limit: number): Promise<Page<AdminReport>> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select r.id::text as id, r.message, r.resolved, r.created_at, r.reporter, ${summaryCols('u', 'u')},
        i.contract, i.token_id::text as token_id, i.name as item_name
      from (select * from reports order by created_at desc, id desc limit ${limit + 1} offset ${(page - 1) * limit}) r
      join items i on i.id = r.item_id
      left join users u on u.address = r.reporter
      order by r.created_at desc, r.id desc`,
  );
  const items = list.slice(0, limit).map((r) => ({
    id: String(r.id),
    message: String(r.message),
    resolved: Boolean(r.resolved),
    createdAt: new Date(r.created_at as string).toISOString(),
    reporter: summaryFrom(r, 'u', r.reporter as string) as AdminReport['reporter'],
    item: { contract: r.contract as `0x${string}`, tokenId: String(r.token_id), name: String(r.item_name) },
  }));
  return { items, hasMore: list.length > limit };
}
