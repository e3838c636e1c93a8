import { searchQuery, searchResult, type UserSummary } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { cardList } from '../items/cards';
import { sharedPages } from '../items/shared-page';
import { itemsNamed } from './items';
import { usersNamed } from './users';
import { correctedQuery } from './words';

/**
 * Substring matches first (items newest first, users most prolific first); when either list is short and the
 * query has three characters or more, the query with its misspelt words corrected fills the rest. A query
 * with a misspelt word reads its (few) matches through the trigram index directly.
 */
async function search(db: Db, q: string, limit: number): Promise<{ ids: number[]; users: UserSummary[] }> {
  const { corrected, misspelt } =
    q.length >= 3 ? await correctedQuery(db, q) : { corrected: null, misspelt: false };
  let [ids, users] = await Promise.all([
    itemsNamed(db, q, limit, misspelt),
    usersNamed(db, q, limit, misspelt),
  ]);
  if ((ids.length >= limit && users.length >= limit) || !corrected) return { ids, users };
  const [moreIds, moreUsers] = await Promise.all([
    ids.length < limit ? itemsNamed(db, corrected, limit) : [],
    users.length < limit ? usersNamed(db, corrected, limit) : [],
  ]);
  ids = [...new Set([...ids, ...moreIds])].slice(0, limit);
  const seen = new Set(users.map((u) => u.address));
  users = [...users, ...moreUsers.filter((u) => !seen.has(u.address))].slice(0, limit);
  return { ids, users };
}

/** Search dropdown (limit 6) and results page (larger limit): items and users. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const send = sharedPages(ctx, searchResult);
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResult } } },
    async (req, reply) =>
      send(req, reply, async () => {
        const { q, limit } = req.query;
        const found = await search(ctx.db, q, limit);
        const cards = await cardList(ctx.db, found.ids);
        return { page: { items: cards.items, users: found.users }, ids: cards.ids };
      }),
  );
};
