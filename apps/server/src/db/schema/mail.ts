import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * Which notifications an account also gets by mail (issue 30). No row: the defaults (DEFAULT_MAIL_KINDS); the
 * mail job writes one with the defaults the first time it mails, so that every mail carries the account's
 * unsubscribe token. The token is random, bound to the account, and only unsubscribes.
 */
export const mailPreferences = pgTable('mail_preferences', {
  address: text('address')
    .primaryKey()
    .references(() => users.address),
  kinds: text('kinds').array().notNull(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

/**
 * Notification mails composed by the job, one row per mail (a single notification or a digest). Written in the
 * transaction that marks its notifications 'queued', sent by whichever server leases it, `sentAt` once the SMTP
 * server (or the outbox) took it.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    unsubscribeUrl: text('unsubscribe_url').notNull(),
    digest: boolean('digest').notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
    leaseUntil: at('lease_until'),
    attempts: integer('attempts').default(0).notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [index('notification_mails_recipient').on(t.recipient, t.createdAt)],
);
