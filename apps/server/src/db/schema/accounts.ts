import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An email account (issue 15). Its identity everywhere else (sessions, likes, follows, reports) is `address`:
 * a linked wallet, or, for an email-only account, an internal address of 20 random bytes that no wallet holds
 * (`walletLinked` false) — so every existing wallet-keyed feature works for it unchanged, and the server refuses
 * it whatever needs a wallet (SessionStore.requireWallet). Linking a wallet moves its rows to the wallet.
 */
export const accounts = pgTable('accounts', {
  id: uuid('id').defaultRandom().primaryKey(),
  /**
   * Lower-cased, and only once confirmed: null while a registration or a wallet's added email waits for its
   * mailed link (the token carries the address), so that nobody owns an email they have not confirmed.
   */
  email: text('email').unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** `scrypt$N$r$p$salt$key` (accounts/passwords.ts); null until one is set (a wallet that added an email). */
  passwordHash: text('password_hash'),
  address: text('address')
    .notNull()
    .unique()
    .references(() => users.address),
  walletLinked: boolean('wallet_linked').notNull(),
  /** A pending registration's username: the profile link it gets once the email is confirmed, if still free. */
  pendingUsername: text('pending_username'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/** Mailed verification and reset tokens: random 32 bytes, only their SHA-256 stored, single-use, 30 minutes. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'login'] }).notNull(),
    /** For `verify`: the address being confirmed. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A used `verify` token is kept a while (accounts/tokens.ts), so that reloading its page says it worked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_account').on(t.accountId)],
);

/** Browsers that logged in to an account (accounts/devices.ts): their logins skip the guessing slowdown. */
export const knownDevices = pgTable(
  'known_devices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the device cookie. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.tokenHash] })],
);
