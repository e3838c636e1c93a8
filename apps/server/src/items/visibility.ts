import { type SQL, sql } from 'drizzle-orm';

/**
 * What admins take out of Agora's lists (issue 15): items they hid and the items of users they banned. The
 * chain keeps both; only lists, search and the home page leave them out. Banned users are few: `not in` over
 * them is one hashed subplan per statement (users_banned, a partial index), not a lookup per row.
 */
export const bannedUsers = sql`(select address from users where banned)`;

/** The item of alias `i` is shown in lists: not hidden, and its creator not banned. */
export const listedItem = (alias = 'i'): SQL => {
  const i = sql.raw(alias);
  return sql`not ${i}.hidden and ${i}.creator not in ${bannedUsers}`;
};

/** The user of alias `u` (or an unqualified users row) is shown in lists. */
export const listedUser = (alias?: string): SQL =>
  alias ? sql`not ${sql.raw(alias)}.banned` : sql`not banned`;
