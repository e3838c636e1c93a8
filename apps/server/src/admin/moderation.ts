import {
  ADMIN_MSG,
  hiddenBody,
  itemKey,
  messageReply,
  pageOf,
  type ReportedItem,
  reportedItem,
  reportedItemsQuery,
  resolveBody,
} from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { items, reports } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { summaryCols, summaryFrom } from '../users/summary';
import { adminActor, recordAudit } from './audit';

/** Reports shown per item: the newest; the count of open ones is exact. */
const REPORTS_PER_ITEM = 20;

/**
 * Reports by item: the reported item with its reports, hide/unhide it from every list (items.hidden), and
 * resolve (or reopen) its reports. Each write and its audit row commit together; the page cache is cleared after.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];

  app.get(
    '/admin/reported-items',
    { schema: { tags, querystring: reportedItemsQuery, response: { 200: pageOf(reportedItem) } } },
    (req) => reportedItems(db, req.query.resolved, req.query.page, req.query.limit),
  );

  const itemId = async (contract: string, tokenId: string) => {
    const [row] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.contract, contract), eq(items.tokenId, tokenId)))
      .limit(1);
    if (!row) throw new NotFoundError(ADMIN_MSG.itemNotFound);
    return row.id;
  };

  app.put(
    '/admin/items/:contract/:tokenId/hidden',
    { schema: { tags, params: itemKey, body: hiddenBody, response: { 200: messageReply } } },
    async (req) => {
      const { contract, tokenId } = req.params;
      const id = await itemId(contract, tokenId);
      const actor = await adminActor(ctx, req);
      await db.transaction(async (tx) => {
        await tx.update(items).set({ hidden: req.body.hidden }).where(eq(items.id, id));
        await recordAudit(tx, {
          actor,
          action: req.body.hidden ? 'item.hide' : 'item.unhide',
          target: `${contract}/${tokenId}`,
        });
      });
      ctx.pages.clear();
      return { message: req.body.hidden ? ADMIN_MSG.itemHiddenDone : ADMIN_MSG.itemShownDone };
    },
  );

  app.put(
    '/admin/items/:contract/:tokenId/reports',
    { schema: { tags, params: itemKey, body: resolveBody, response: { 200: messageReply } } },
    async (req) => {
      const { contract, tokenId } = req.params;
      const id = await itemId(contract, tokenId);
      const actor = await adminActor(ctx, req);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(reports)
          .set({ resolved: req.body.resolved })
          .where(eq(reports.itemId, id))
          .returning({ id: reports.id });
        if (!changed.length) throw new NotFoundError(ADMIN_MSG.itemNotFound);
        await recordAudit(tx, {
          actor,
          action: req.body.resolved ? 'reports.resolve' : 'reports.reopen',
          target: `${contract}/${tokenId}`,
          details: { reports: changed.length },
        });
      });
      return { message: req.body.resolved ? ADMIN_MSG.reportResolvedDone : ADMIN_MSG.reportReopenedDone };
    },
  );
};

/** Reported items, the most recently reported first: with an open report, or (resolved) with none open. */
async function reportedItems(db: Db, resolved: boolean, page: number, limit: number) {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select r.item_id::float8 as item_id, r.open, i.contract, i.token_id::text as token_id, i.name, i.preview,
        i.hidden, i.creator, ${summaryCols('u', 'c')}, coalesce(u.banned, false) as c_banned
      from (
        select item_id, count(*) filter (where not resolved)::int as open, max(created_at) as last
        from reports group by item_id
        having ${resolved ? sql`count(*) filter (where not resolved) = 0` : sql`count(*) filter (where not resolved) > 0`}
        order by last desc, item_id desc limit ${limit + 1} offset ${(page - 1) * limit}
      ) r
      join items i on i.id = r.item_id
      left join users u on u.address = i.creator
      order by r.last desc, r.item_id desc`,
  );
  const list = found.slice(0, limit);
  const ids = list.map((r) => Number(r.item_id));
  const reportRows = ids.length
    ? await rows<Record<string, unknown>>(
        db,
        sql`select x.* from unnest(${sql.param(ids)}::bigint[]) as ids(id), lateral (
            select r.id::text as id, r.item_id::float8 as item_id, r.message, r.resolved, r.created_at, r.reporter,
              ${summaryCols('u', 'u')}
            from reports r left join users u on u.address = r.reporter
            where r.item_id = ids.id order by r.created_at desc, r.id desc limit ${REPORTS_PER_ITEM}
          ) x`,
      )
    : [];
  const items: ReportedItem[] = list.map((r) => {
    const creator = summaryFrom(r, 'c', r.creator as string) as ReportedItem['creator'];
    return {
      item: {
        contract: r.contract as `0x${string}`,
        tokenId: String(r.token_id),
        name: String(r.name),
        preview: (r.preview as string | null) ?? null,
        hidden: Boolean(r.hidden),
      },
      creator: { ...creator, verified: Boolean(creator.verified), banned: Boolean(r.c_banned) },
      openReports: Number(r.open),
      reports: reportRows
        .filter((x) => Number(x.item_id) === Number(r.item_id))
        .map((x) => ({
          id: String(x.id),
          message: String(x.message),
          resolved: Boolean(x.resolved),
          createdAt: new Date(x.created_at as string).toISOString(),
          reporter: summaryFrom(x, 'u', x.reporter as string) as ReportedItem['reports'][number]['reporter'],
        })),
    };
  });
  return { items, hasMore: found.length > limit };
}
