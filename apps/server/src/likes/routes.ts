import { addressParam, likeReply, MSG, tokenIdParam } from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/record';
import type { AppContext } from '../context';
import { holdings, items, likes } from '../db/schema';
import { NotFoundError } from '../http/errors';

const params = z.object({ contract: addressParam, tokenId: tokenIdParam });

/** Like / unlike an item; answers the new count and the toast text. The like count lives on the item row. */
export const likeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/likes/:contract/:tokenId',
      { schema: { tags: ['likes'], params, response: { 200: likeReply } } },
      async (req) => {
        const me = await ctx.sessions.require(req);
        const [item] = await db
          .select({ id: items.id })
          .from(items)
          .where(and(eq(items.contract, req.params.contract), eq(items.tokenId, req.params.tokenId)))
          .limit(1);
        if (!item) throw new NotFoundError(MSG.itemNotFound);
        const like = method === 'put';
        const likeCount = await db.transaction(async (tx) => {
          const changed = like
            ? await tx
                .insert(likes)
                .values({ itemId: item.id, address: me.address })
                .onConflictDoNothing()
                .returning()
            : await tx
                .delete(likes)
                .where(and(eq(likes.itemId, item.id), eq(likes.address, me.address)))
                .returning();
          const delta = changed.length ? (like ? 1 : -1) : 0;
          const [row] = await tx
            .update(items)
            .set({ likeCount: sql`greatest(${items.likeCount} + ${delta}, 0)` })
            .where(eq(items.id, item.id))
            .returning({ likeCount: items.likeCount });
          if (delta > 0) {
            const [holder] = await tx
              .select({ owner: holdings.owner })
              .from(holdings)
              .where(eq(holdings.itemId, item.id))
              .limit(1);
            await recordActivity(tx, {
              action: 'like',
              text: 'Liked by',
              from: me.address,
              to: holder?.owner,
              itemId: item.id,
            });
          }
          return row?.likeCount ?? 0;
        });
        // Visitors' explore and search pages show like counts.
        ctx.pages.clear();
        return { likeCount, liked: like, message: like ? MSG.api.liked : MSG.api.unliked };
      },
    );
  }
};
