import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An email account (issue 15). Its identity everywhere else (sessions, likes, follows, reports) is `address`:
 * a linked wallet, or, for an email-only account, an internal address of 20 random bytes that no wallet holds
 * (`walletLinked` false) — so every existing wallet-keyed feature works for it unchanged, and the server refuses
 * it whatever needs a wallet (SessionStore.requireWallet). Linking a wallet moves its rows to the wallet.
 */
export const accounts = pgTable('accounts', {
  id: uuid('id').defaultRandom().primaryKey(),
  /** Lower-cased. Null for a wallet whose added email is not confirmed yet (the token carries it). */
  email: text('email').unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** `scrypt$N$r$p$salt$key` (accounts/passwords.ts); null until one is set (a wallet that added an email). */
  passwordHash: text('password_hash'),
  address: text('address')
    .notNull()
    .unique()
    .references(() => users.address),
  walletLinked: boolean('wallet_linked').notNull(),
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
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    /** For `verify`: the address being confirmed. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A used `verify` token is kept a while (accounts/tokens.ts), so that reloading its page says it worked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_account').on(t.accountId)],
);
