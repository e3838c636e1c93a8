import { searchQuery, searchResult, type UserSummary } from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { type CardList, cardList } from '../items/cards';
import { sharedPages } from '../items/shared-page';
import { firstRound } from './first-round';
import { itemsNamed } from './items';
import { usersNamed } from './users';

/**
 * Substring matches first (items newest first, users most prolific first); when either list is short and the
 * query has three characters or more, the query with its misspelt words corrected fills the rest. The typo
 * lookup and both windows are one statement (first-round.ts); a list the window leaves short is read through
 * the trigram index, items and users on two connections, and the cards are read as soon as the items are known.
 */
async function search(db: Db, q: string, limit: number): Promise<{ cards: CardList; users: UserSummary[] }> {
  const first = await firstRound(db, q, limit);
  const { corrected } = first.correction;
  const items = async () => {
    const ids = first.items.length >= limit ? first.items : await itemsNamed(db, q, limit, true);
    const more = ids.length < limit && corrected ? await itemsNamed(db, corrected, limit) : [];
    return cardList(db, [...new Set([...ids, ...more])].slice(0, limit));
  };
  const people = async () => {
    const users = first.users.length >= limit ? first.users : await usersNamed(db, q, limit, true);
    if (users.length >= limit || !corrected) return users;
    const seen = new Set(users.map((u) => u.address));
    const more = await usersNamed(db, corrected, limit);
    return [...users, ...more.filter((u) => !seen.has(u.address))].slice(0, limit);
  };
  const [cards, users] = await Promise.all([items(), people()]);
  return { cards, users };
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
        const { cards, users } = await search(ctx.db, q, limit);
        return { page: { items: cards.items, users }, ids: cards.ids };
      }),
  );
};
