import { activityEntry, activityQuery, addressParam, pageOf } from '@agora/core';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { rows } from '../db/rows';
import { bannedUsers } from '../items/visibility';
import { summaryFrom } from '../users/summary';

const ACTIONS: Record<string, string[]> = {
  Mint: ['mint'],
  Bid: ['bid', 'editbid'],
  'Bid Accept': ['accept'],
  Purchase: ['purchase'],
  'Put on sale': ['putonsale'],
  'Cancel price': ['cancelprice'],
  'Token Like': ['like'],
  Follow: ['follow'],
};

const ALL = sql`true`;

/**
 * What moderation takes out of every activity list (issue 32.12): rows of items an admin hid or whose creator is
 * banned, and rows from or to a banned user. Banned users are few (one hashed subplan over users_banned). The
 * item is checked row by row, a primary-key probe for each row the page reads (10 rows: 48 buffers at
 * bench:api's 200k items): the set of hidden items and items of banned creators has no index, and both
 * `item_id not in (…)` and `not exists (…)` (which PostgreSQL turned into the same hashed subplan) read every
 * item to build it, a sequential scan per page (7,700 buffers at 200k items, 1.3 s under load; at 1M items the
 * activity line's pages outlasted the line, and their backlog in the pool timed out the next run's lines). A
 * scalar subquery cannot be hashed.
 */
const shown = sql`not coalesce((select i.hidden or i.creator in ${bannedUsers} from items i where i.id = a.item_id), false)
  and coalesce(a.from_address, '') not in ${bannedUsers} and coalesce(a.to_address, '') not in ${bannedUsers}`;

/**
 * Activity rows with users and token, newest first; `where` must be served by an activity index. Two steps:
 * the page's ids from that index (planned each time: the filter steers the plan), then the rows with their
 * users, item and owner by id (one prepared statement whose generic plan skips 0.3 ms of planning per page).
 * The look-ahead row goes in too: PostgreSQL prices a generic plan for ten ids, and keeps planning afresh when
 * the pages it has seen are cheaper (nine rows, the activity page's size).
 */
export async function activityPage(db: Db, where: SQL, page: number, limit: number) {
  // Filtered pages read (action|from|to, id DESC NULLS LAST) indexes; the unfiltered one reads the primary key.
  const order = where === ALL ? sql`a.id desc` : sql`a.id desc nulls last`;
  const ids = await rows<{ id: string }>(
    db,
    sql`select a.id::text as id from activity a where ${where} and ${shown} order by ${order}
      limit ${limit + 1} offset ${(page - 1) * limit}`,
  );
  const list = await preparedRows<Record<string, unknown>>(
    db,
    sql`select a.id::text as id, a.action, a.text, a.created_at,
        fu.address as f_address, fu.name as f_name, fu.custom_url as f_url, fu.image as f_image, a.from_address,
        tu.address as t_address, tu.name as t_name, tu.custom_url as t_url, tu.image as t_image, a.to_address,
        i.contract, i.token_id::text as token_id, i.name as token_name,
        (select h.owner from holdings h where h.item_id = i.id and h.balance > 0 order by h.balance desc limit 1) as token_owner
      from activity a
      left join users fu on fu.address = a.from_address
      left join users tu on tu.address = a.to_address
      left join items i on i.id = a.item_id
      where a.id = any(${sql.param(ids.map((r) => r.id))}::bigint[])
      order by a.id desc`,
  );
  const items = list.slice(0, limit).map((r) => ({
    id: String(r.id),
    action: String(r.action),
    text: String(r.text),
    createdAt: new Date(r.created_at as string).toISOString(),
    from: summaryFrom(r, 'f', r.from_address as string | null),
    to: summaryFrom(r, 't', r.to_address as string | null),
    token: r.contract
      ? {
          contract: r.contract as `0x${string}`,
          tokenId: String(r.token_id),
          owner: (r.token_owner ?? r.to_address ?? r.from_address) as `0x${string}`,
          name: String(r.token_name),
        }
      : null,
  }));
  return { items, hasMore: ids.length > limit };
}

/** Activity page with the spec's filters, and a user's own activity (profile panel). */
export const activityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['activity'];
  app.get(
    '/activity',
    { schema: { tags, querystring: activityQuery, response: { 200: pageOf(activityEntry) } } },
    async (req) => {
      const { filter, page, limit } = req.query;
      let where: SQL = ALL;
      if (filter === 'My Activity') {
        const me = await ctx.sessions.require(req);
        where = sql`(a.from_address = ${me.address} or a.to_address = ${me.address})`;
      } else if (filter !== 'All') {
        where = sql`a.action in ${ACTIONS[filter] ?? []}`;
      }
      return activityPage(ctx.db, where, page, limit);
    },
  );

  app.get(
    '/users/:address/activity',
    {
      schema: {
        tags,
        params: z.object({ address: addressParam }),
        querystring: activityQuery.omit({ filter: true }),
        response: { 200: pageOf(activityEntry) },
      },
    },
    async (req) =>
      activityPage(
        ctx.db,
        sql`(a.from_address = ${req.params.address} or a.to_address = ${req.params.address})`,
        req.query.page,
        req.query.limit,
      ),
  );
};
