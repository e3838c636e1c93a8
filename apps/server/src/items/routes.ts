import {
  addressParam,
  MSG,
  pageOf,
  pageQuery,
  profileTab,
  tokenCard,
  tokenListQuery,
  traitList,
} from '@agora/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { cardsFor } from './cards';
import { InvalidCursorError } from './explore';
import { explorePage } from './explore-page';
import { cachedJson } from './page-cache';
import { profileTabIds } from './profile-tabs';
import { traitCountsCache } from './traits';
import { listedItem } from './visibility';

/** Token lists: home / explore (every filter key, trait filters and their counts), profile tabs. */
export const itemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['tokens'];
  const tokenPage = pageOf(tokenCard);
  // Home and explore pages for visitors, served from memory for a second (see PageCache).
  const send = cachedJson(ctx.pages, tokenPage);
  const traits = traitCountsCache(db);
  // Every trait of the items explore lists (visible, not burned out), with counts: the explore page's filter,
  // and what tells a rare trait filter from a common one (exploreList).
  const exploreScope = sql`i.supply > 0 and ${listedItem()}`;
  const traitMatches = traits.matches('explore');

  app.get(
    '/tokens',
    { schema: { tags, querystring: tokenListQuery, response: { 200: tokenPage } } },
    async (req, reply) =>
      send(req, reply, async () => {
        try {
          // The session first (no database read without a cookie), then the list and its cards in one
          // statement: two round trips, of which a visitor without a session makes one.
          const me = await ctx.sessions.current(req);
          return await explorePage(db, req.query, { traitMatches, viewer: me?.address });
        } catch (err) {
          if (err instanceof InvalidCursorError)
            throw new HttpError(400, MSG.api.badRequest, { cursor: err.message });
          throw err;
        }
      }),
  );

  app.get('/tokens/traits', { schema: { tags, response: { 200: traitList } } }, async (_req, reply) =>
    traits.send(reply, 'explore', exploreScope),
  );

  app.get(
    '/users/:address/tokens',
    {
      schema: {
        tags,
        params: z.object({ address: addressParam }),
        querystring: pageQuery.extend({ tab: profileTab.default('collectibles') }),
        response: { 200: pageOf(tokenCard) },
      },
    },
    async (req) => {
      const [me, { ids, hasMore }] = await Promise.all([
        ctx.sessions.current(req),
        profileTabIds(db, req.params.address, req.query.tab, req.query.page, req.query.limit),
      ]);
      const preferOwner =
        req.query.tab === 'collectibles' || req.query.tab === 'onsale' ? req.params.address : null;
      return { items: await cardsFor(db, ids, { viewer: me?.address, preferOwner }), hasMore };
    },
  );
};
