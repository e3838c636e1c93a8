import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { phraseKey } from './search';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();

/** A wallet is a user. `address` is always stored lowercased (see addresses.ts). */
export const users = pgTable(
  'users',
  {
    address: text('address').primaryKey(),
    name: text('name'),
    customUrl: text('custom_url').unique(),
    bio: text('bio'),
    email: text('email'),
    image: text('image'),
    cover: text('cover'),
    youtube: text('youtube'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    /** Spec 1's fifth social link: a photo portfolio (Instagram, Flickr…). */
    photo: text('photo'),
    youtubeCheck: boolean('youtube_check').default(false).notNull(),
    whatsappCheck: boolean('whatsapp_check').default(false).notNull(),
    facebookCheck: boolean('facebook_check').default(false).notNull(),
    twitterCheck: boolean('twitter_check').default(false).notNull(),
    photoCheck: boolean('photo_check').default(false).notNull(),
    /** Counters kept by the appliers so top creators / buyers need no scan of items or activity. */
    createdCount: integer('created_count').default(0).notNull(),
    boughtCount: integer('bought_count').default(0).notNull(),
    /** Set by an admin: a verified creator shows a badge; a banned user and their items leave every list. */
    verified: boolean('verified').default(false).notNull(),
    banned: boolean('banned').default(false).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_custom_url_trgm').using('gin', sql`${t.customUrl} gin_trgm_ops`),
    // Phrases of several words (search/users.ts): the trigrams across the words' gaps too.
    index('users_name_phrase_trgm').using('gin', sql`${phraseKey(t.name)} gin_trgm_ops`),
    // Also name, custom URL and image: the search window reads the 1,000 most prolific users from the index
    // alone (an index-only scan, no 1,000 heap fetches), and their lower-cased copies, which the window's
    // `lower(…) like` reads from the index instead of case-folding every row.
    index('users_created_count').on(
      t.createdCount.desc(),
      t.address,
      sql`lower(${t.name})`,
      sql`lower(${t.customUrl})`,
      t.name,
      t.customUrl,
      t.image,
    ),
    // A card's creator and owner (items/cards.ts) from the index alone: no heap page per card (migration 0034).
    index('users_card').on(t.address, t.name, t.customUrl, t.image, t.verified),
    index('users_bought_count').on(t.boughtCount.desc(), t.address),
    // The few banned users, read whole by every list query (items/visibility.ts).
    index('users_banned').on(t.address).where(sql`${t.banned}`),
  ],
);

export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: createdAt(),
});

/** Session ids are random tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    address: text('address')
      .notNull()
      .references(() => users.address),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_address').on(t.address)],
);

export const follows = pgTable(
  'follows',
  {
    follower: text('follower')
      .notNull()
      .references(() => users.address),
    followee: text('followee')
      .notNull()
      .references(() => users.address),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.follower, t.followee] }),
    index('follows_followee').on(t.followee, t.createdAt.desc()),
    index('follows_follower_created').on(t.follower, t.createdAt.desc()),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The profile tab counts of a wallet, kept by statement-level triggers on holdings, items, likes and follows
 * (migration 0003, hand-written part), so that a profile reads one row instead of six count(*)s. Keyed by
 * address without a users row: holders need not have signed in.
 */
export const userCounts = pgTable('user_counts', {
  address: text('address').primaryKey(),
  collectibles: integer('collectibles').default(0).notNull(),
  onSale: integer('on_sale').default(0).notNull(),
  created: integer('created').default(0).notNull(),
  liked: integer('liked').default(0).notNull(),
  following: integer('following').default(0).notNull(),
  followers: integer('followers').default(0).notNull(),
});
