import {
  addressParam,
  followStatus,
  MSG,
  messageReply,
  pageOf,
  pageQuery,
  tokenCard,
  userSummary,
} from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { rows } from '../db/rows';
import { follows } from '../db/schema';
import { cardsFor } from '../items/cards';
import { summaryFrom } from '../users/summary';
import { follow } from './service';

const params = z.object({ address: addressParam });

/** Follow / unfollow / status, followers and following lists, and the following feed. */
export const followRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['follows'];

  app.get(
    '/follows/feed',
    { schema: { tags, querystring: pageQuery, response: { 200: pageOf(tokenCard) } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      const { page, limit } = req.query;
      const ids = await rows<{ id: number }>(
        db,
        sql`select distinct h.item_id::float8 as id from holdings h
        join follows f on f.followee = h.owner and f.follower = ${me.address}
        where h.balance > 0 order by id desc limit ${limit + 1} offset ${(page - 1) * limit}`,
      );
      const items = await cardsFor(
        db,
        ids.slice(0, limit).map((r) => Number(r.id)),
        { viewer: me.address },
      );
      return { items, hasMore: ids.length > limit };
    },
  );

  app.get('/follows/:address', { schema: { tags, params, response: { 200: followStatus } } }, async (req) => {
    const me = await ctx.sessions.current(req);
    if (!me) return { following: false };
    const [row] = await db
      .select()
      .from(follows)
      .where(and(eq(follows.follower, me.address), eq(follows.followee, req.params.address)))
      .limit(1);
    return { following: Boolean(row) };
  });

  app.put('/follows/:address', { schema: { tags, params, response: { 200: messageReply } } }, async (req) => {
    const me = await ctx.sessions.require(req);
    await follow(db, me.address, req.params.address);
    return { message: MSG.api.followed };
  });

  app.delete(
    '/follows/:address',
    { schema: { tags, params, response: { 200: messageReply } } },
    async (req) => {
      const me = await ctx.sessions.require(req);
      await db
        .delete(follows)
        .where(and(eq(follows.follower, me.address), eq(follows.followee, req.params.address)));
      return { message: MSG.api.unfollowed };
    },
  );

  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/users/:address/${side}`,
      { schema: { tags, params, querystring: pageQuery, response: { 200: pageOf(userSummary) } } },
      async (req) => {
        const { page, limit } = req.query;
        const [mine, other] = side === 'followers' ? ['followee', 'follower'] : ['follower', 'followee'];
        const list = await rows<Record<string, unknown>>(
          db,
          sql`select u.address as u_address, u.name as u_name, u.custom_url as u_url, u.image as u_image
            from follows f join users u on u.address = f.${sql.raw(other)}
            where f.${sql.raw(mine)} = ${req.params.address}
            order by f.created_at desc nulls last limit ${limit + 1} offset ${(page - 1) * limit}`,
        );
        const items = list.slice(0, limit).flatMap((r) => summaryFrom(r, 'u') ?? []);
        return { items, hasMore: list.length > limit };
      },
    );
  }
};
