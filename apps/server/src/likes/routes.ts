import { addressParam, likeReply, MSG, tokenIdParam } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { setLike } from './service';

const params = z.object({ contract: addressParam, tokenId: tokenIdParam });

/** Like / unlike an item; answers the new count and the toast text. */
export const likeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/likes/:contract/:tokenId',
      { schema: { tags: ['likes'], params, response: { 200: likeReply } } },
      async (req) => {
        const me = await ctx.sessions.require(req);
        const like = method === 'put';
        const likeCount = await setLike(ctx.db, me.address, req.params, like);
        // Visitors' explore and search pages show like counts; the reader's own cards show their like.
        ctx.pages.clear();
        ctx.facts.forget(me.address);
        return { likeCount, liked: like, message: like ? MSG.api.liked : MSG.api.unliked };
      },
    );
  }
};
