import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, wei } from './columns';

/**
 * Where a voucher stands: 'filled' once its whole supply was bought, 'cancelled' by cancelVoucher, 'void' once
 * expired, the creator's counter moved or its metadata was minted by something else. Readers take it from the
 * chain (vouchers/service.ts voucherState); the row keeps 'active' until a newer voucher of the same metadata
 * replaces a dead one, which then records the state the chain gave.
 */
export type VoucherStatus = 'active' | 'filled' | 'cancelled' | 'void';

/**
 * Lazy mints (issue 30): vouchers a creator signed to list a token without minting it; the marketplace mints
 * the token to its first buyer (buyVoucher). The item and its token id come into being from the chain's Minted
 * and Transfer logs, as any mint's.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The voucher's EIP-712 digest (hashVoucher): how VoucherFilled / OrderCancelled logs find it. */
    hash: text('hash').notNull(),
    /** The signed Voucher message as decimal strings, handed back to buyers (buyVoucher) and to cancelVoucher. */
    voucher: jsonb('voucher').$type<Record<string, string>>().notNull(),
    signature: text('signature').notNull(),
    creator: text('creator').notNull(),
    collection: text('collection').notNull(),
    metadataDigest: text('metadata_digest').notNull(),
    counter: wei('counter').notNull(),
    price: wei('price').notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    /** Copies bought, recorded with the final status (see VoucherStatus). */
    sold: bigint('sold', { mode: 'number' }).default(0).notNull(),
    /** The token id its first purchase minted, recorded with the final status. */
    tokenId: text('token_id'),
    status: text('status').$type<VoucherStatus>().default('active').notNull(),
    /** Unix seconds; 0 = no expiry. */
    expiry: bigint('expiry', { mode: 'number' }).default(0).notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    unique('vouchers_hash').on(t.hash),
    index('vouchers_creator').on(t.creator, t.status),
    // One live voucher per metadata: the chain mints a digest once per collection, whichever voucher is first.
    uniqueIndex('vouchers_live_metadata')
      .on(t.collection, t.metadataDigest)
      .where(sql`${t.status} = 'active'`),
  ],
);
