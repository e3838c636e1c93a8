import { boolean, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').default(0).notNull(),
});

/** Small key/value settings, e.g. the `film` setting whose `activate` flag shows the Film category. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    customUrl: text('custom_url').notNull(),
    type: text('type').$type<'SINGLE' | 'MULTIPLE'>().notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    logo: text('logo'),
    cover: text('cover'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    unique('collections_owner_name').on(t.owner, t.name),
    unique('collections_owner_url').on(t.owner, t.customUrl),
  ],
);

export const currencies = pgTable('currencies', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  /** null for the chain's native coin. */
  address: text('address'),
  decimals: integer('decimals').default(18).notNull(),
  /** Static USD price used by the default price provider. */
  usdPrice: text('usd_price').default('0').notNull(),
  position: integer('position').default(0).notNull(),
  active: boolean('active').default(true).notNull(),
});
