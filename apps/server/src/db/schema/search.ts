import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The words of item and user names (lower case, 3+ characters, with a letter), for typo-tolerant search: a
 * misspelt word is matched against this small table by trigram similarity, then searched for as a substring.
 * Filled by statement-level triggers on items and users (migration 0002, hand-written part); never pruned —
 * a stale word only costs one empty substring search.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/**
 * A name lower-cased with every run of other characters than letters and digits replaced by one `x`
 * (`Neon City #5` → `neonxcityx5`), for a trigram index of phrases: pg_trgm splits words at spaces, so
 * `%neon city%` finds the names with both words anywhere (twice the matches in bench:api's users, a heap page
 * each), while `%neonxcity%` also has the trigrams across the gap (`onx`, `nxc`, `xci`) and finds about the
 * matches alone. Whatever contains a query contains its key, so the key finds every match; the query itself
 * is then checked on the rows found.
 */
export const phraseKey = (text: SQL | AnyPgColumn): SQL =>
  sql`regexp_replace(lower(${text}), '[^[:alnum:]]+', 'x', 'g')`;

/**
 * A user's search keys, in the users_created_count order (search/users.ts, keyedUsers): a row per trigram of each
 * word of their lower-cased name or custom URL (a run of letters and digits), with the word, and a row per gap
 * between two words (the two characters around one space), with the spaced text. A query of one word finds its
 * users among the rows of its last trigram, a phrase among those of its first gap, instead of reading the most
 * prolific users one by one. Kept by triggers on users (migration 0036, hand-written: a statement trigger on
 * insert, row triggers on update and delete): its rows follow a changed name, custom URL or created count.
 */
export const userSearchKeys = pgTable(
  'user_search_keys',
  {
    key: text('key').notNull(),
    createdCount: integer('created_count').notNull(),
    address: text('address').notNull(),
    word: text('word').notNull(),
  },
  (t) => [index('user_search_keys_order').on(t.key, t.createdCount.desc().nullsLast(), t.address, t.word)],
);
