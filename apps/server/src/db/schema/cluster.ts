import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limiter's counters when several servers share the database (cluster/rate-limit-store.ts): one row
 * per limited key (a client address, an account), counting its hits until `reset_at`. Unlogged (see the
 * migration): a crash may forget counts, which only lets a client start a fresh minute early.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the key's window ends, by the database's clock, which every server shares. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at').on(t.resetAt)],
);
