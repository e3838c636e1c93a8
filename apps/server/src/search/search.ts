import type { UserSummary } from '@agora/core';
import type { Db } from '../db/client';
import { type CardList, cardList } from '../items/cards';
import { firstRound } from './first-round';
import { itemsNamed } from './items';
import { usersNamed } from './users';

/** `first` then `more`, each once, at most `limit`. */
const merged = <T>(first: T[], more: T[], limit: number, key: (t: T) => unknown = (t) => t): T[] => {
  const seen = new Set(first.map(key));
  return [...first, ...more.filter((t) => !seen.has(key(t)))].slice(0, limit);
};

/**
 * Substring matches first (items newest first, users most prolific first); when either list is short and the
 * query has three characters or more, the query with its misspelt words corrected fills the rest. One
 * statement does it all (first-round.ts) unless the corrected query's window is short: then its trigram index
 * is read here, for items (then the cards) and users on two connections.
 */
export async function search(
  db: Db,
  q: string,
  limit: number,
): Promise<{ cards: CardList; users: UserSummary[] }> {
  const first = await firstRound(db, q, limit);
  const corrected = first.correction.corrected as string;
  const items = async () =>
    first.cards ?? cardList(db, merged(first.items, await itemsNamed(db, corrected, limit, true), limit));
  const people = async () => {
    const { users, correctedUsers } = first;
    if (users.length >= limit || !first.correction.corrected) return users;
    const more =
      correctedUsers.length >= limit ? correctedUsers : await usersNamed(db, corrected, limit, true);
    return merged(users, more, limit, (u) => u.address);
  };
  const [cards, users] = await Promise.all([items(), people()]);
  return { cards, users };
}
