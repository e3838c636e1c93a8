import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The words of item and user names (lower case, 3+ characters, with a letter), for typo-tolerant search: a
 * misspelt word is matched against this small table by trigram similarity, then searched for as a substring.
 * Filled by statement-level triggers on items and users (migration 0002, hand-written part); never pruned —
 * a stale word only costs one empty substring search.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gist', sql`${t.word} gist_trgm_ops`),
]);
