import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** CMS entries by key: home, tophome, footer, about, community, privacy-policy, terms. HTML is sanitised on write. */
export const contentEntries = pgTable('content_entries', {
  key: text('key').primaryKey(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').default(0).notNull(),
});

/** Footer social links: twitter, telegram, linkedin, instagram, reddit. */
export const socialLinks = pgTable('social_links', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
});

/** Promotions and banners of the admin panel. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'promotion' | 'banner'>().notNull(),
  title: text('title').notNull(),
  html: text('html').default('').notNull(),
  image: text('image'),
  link: text('link'),
  active: boolean('active').default(true).notNull(),
  position: integer('position').default(0).notNull(),
});

/** Hashtags appended to share texts. */
export const shareTags = pgTable('share_tags', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
});
