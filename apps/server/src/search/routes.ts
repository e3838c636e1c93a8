import { searchQuery, searchResult } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { sharedPages } from '../items/shared-page';
import { search } from './search';

/** Search dropdown (limit 6) and results page (larger limit): items and users. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const send = sharedPages(ctx, searchResult);
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResult } } },
    async (req, reply) =>
      send(req, reply, async () => {
        const { q, limit } = req.query;
        const { cards, users } = await search(ctx.db, q, limit);
        return { page: { items: cards.items, users }, ids: cards.ids };
      }),
  );
};
