import { date, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { collections as catalogCollections } from './catalog';
import { at, wei } from './columns';

/**
 * Collection statistics kept by the indexer (collections/stats.ts): recomputed from the tables for the
 * collections each applied block batch or rollback touched, never incremented, so replays and reorgs leave
 * them right. Money is the USD equivalent at the currencies' configured prices.
 */
export const collectionStats = pgTable('collection_stats', {
  collectionId: integer('collection_id')
    .primaryKey()
    .references(() => catalogCollections.id),
  floorUsd: doublePrecision('floor_usd'),
  floorPrice: wei('floor_price'),
  floorCurrency: text('floor_currency'),
  volume1dUsd: doublePrecision('volume_1d_usd').default(0).notNull(),
  volume7dUsd: doublePrecision('volume_7d_usd').default(0).notNull(),
  volume30dUsd: doublePrecision('volume_30d_usd').default(0).notNull(),
  /** The windows just before, for the change figures. */
  volumePrev1dUsd: doublePrecision('volume_prev_1d_usd').default(0).notNull(),
  volumePrev7dUsd: doublePrecision('volume_prev_7d_usd').default(0).notNull(),
  volumePrev30dUsd: doublePrecision('volume_prev_30d_usd').default(0).notNull(),
  volumeTotalUsd: doublePrecision('volume_total_usd').default(0).notNull(),
  sales: integer('sales').default(0).notNull(),
  owners: integer('owners').default(0).notNull(),
  items: integer('items').default(0).notNull(),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

/** One UTC day of a collection: sales volume and count, and the floor as last recomputed that day. */
export const collectionDailyStats = pgTable(
  'collection_daily_stats',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => catalogCollections.id),
    day: date('day', { mode: 'string' }).notNull(),
    volumeUsd: doublePrecision('volume_usd').default(0).notNull(),
    sales: integer('sales').default(0).notNull(),
    floorUsd: doublePrecision('floor_usd'),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.day] })],
);
