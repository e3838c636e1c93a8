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
import { cardList } from './cards';
import { InvalidCursorError } from './explore';
import { explorePage } from './explore-page';
import { profileTabIds } from './profile-tabs';
import { sharedPages } from './shared-page';
import { traitCountsCache } from './traits';
import { listedItem } from './visibility';

/** Token lists: home / explore (every filter key, trait filters and their counts), profile tabs. */
export const itemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['tokens'];
  const tokenPage = pageOf(tokenCard);
  // Home, explore and profile tab pages, served from memory for a second to everyone (see sharedPages).
  const send = sharedPages(ctx, tokenPage);
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
          // The list and its cards in one statement; the viewer's facts come after (sharedPages).
          const { ids, ...page } = await explorePage(db, req.query, { traitMatches });
          return { page, ids };
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
    async (req, reply) =>
      send(req, reply, async () => {
        const { address } = req.params;
        const { tab, page, limit } = req.query;
        const { ids, hasMore } = await profileTabIds(db, address, tab, page, limit);
        const preferOwner = tab === 'collectibles' || tab === 'onsale' ? address : null;
        const cards = await cardList(db, ids, { preferOwner });
        return { page: { items: cards.items, hasMore }, ids: cards.ids };
      }),
  );
};
