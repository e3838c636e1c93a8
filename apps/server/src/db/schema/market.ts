import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { collections } from './catalog';
import { at, wei } from './columns';
import { items } from './items';

/**
 * Where a listing stands: 'replaced' by the seller's newer order (Lower Price), 'void' once its nonce or counter
 * moved, 'unapproved' while the seller has revoked the marketplace's approval (it fills again once re-approved),
 * 'held' while the marketplace refuses it (the seller fee raised past its signed maxFeeBps, its currency
 * disallowed; it fills again once the terms allow it), 'expired' once its end time passed (external collections).
 */
export type ListingStatus =
  | 'active'
  | 'sold'
  | 'cancelled'
  | 'replaced'
  | 'void'
  | 'unapproved'
  | 'held'
  | 'expired';

/**
 * Where an auction stands: 'unapproved' while the seller has revoked the marketplace's approval, 'held' while the
 * marketplace refuses its order (as for a listing).
 */
export type AuctionStatus = 'open' | 'settled' | 'cancelled' | 'unapproved' | 'held';

/**
 * Fixed-price listings: EIP-712 Orders signed by the seller (no transaction to list). Fills, cancels, counter
 * bumps and token moves reach them through the indexer.
 */
export const listings = pgTable(
  'listings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The order's EIP-712 digest (the contract's orderHash), how OrderFilled / OrderCancelled logs find it. */
    hash: text('hash').notNull(),
    /** The signed Order message as decimal strings, handed back to buyers (buy / sweep) and to cancelOrder. */
    order: jsonb('order').$type<Record<string, string>>().notNull(),
    signature: text('signature').notNull(),
    /** The token's listing nonce and the seller's listing counter the order was signed under. */
    nonce: wei('nonce').notNull(),
    counter: wei('counter').notNull(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id),
    seller: text('seller').notNull(),
    /** The signed unitPrice: the price, or a Dutch listing's price at its start. */
    price: wei('price').notNull(),
    /** A Dutch listing's (DecliningPrice) price at its end (the order's endUnitPrice); null for a fixed price. */
    endPrice: wei('end_price'),
    /** A Dutch listing's start, unix seconds (its price falls from there to `expiry`); 0 for a fixed price. */
    startsAt: bigint('starts_at', { mode: 'number' }).default(0).notNull(),
    currency: text('currency').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    status: text('status').$type<ListingStatus>().default('active').notNull(),
    /** Unix seconds; 0 = no expiry (Agora's own collections). */
    expiry: bigint('expiry', { mode: 'number' }).default(0).notNull(),
    /**
     * A creator's voucher (issue 30): `order` is the signed Voucher (vouchers table), bought by buyVoucher, not an
     * Order; its seller holds the copies not yet minted (vouchers/items.ts).
     */
    voucher: boolean('voucher').default(false).notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    index('listings_item').on(t.itemId, t.status),
    index('listings_seller').on(t.seller, t.status),
    unique('listings_hash').on(t.hash),
    // Each indexer batch looks for listings whose end time passed (expiry.ts).
    index('listings_expiry')
      .on(t.expiry)
      .where(sql`${t.status} in ('active', 'unapproved') and ${t.expiry} > 0`),
    // Each indexer batch re-prices the items of live Dutch listings (refreshDeclining in pipeline.ts).
    index('listings_declining')
      .on(t.startsAt)
      .where(sql`${t.status} = 'active' and ${t.endPrice} is not null`),
  ],
);

/** Timed and unlimited auctions: v2 Orders (saleType 1 or 2) signed by the holder, settled on chain (settleAuction). */
export const auctions = pgTable(
  'auctions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id),
    seller: text('seller').notNull(),
    currency: text('currency').notNull(),
    minBid: wei('min_bid').notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    signature: text('signature').notNull(),
    /** TimedAuction has start and end; UnLimitedAuction (open offers) has neither. */
    saleType: text('sale_type')
      .$type<'TimedAuction' | 'UnLimitedAuction'>()
      .default('TimedAuction')
      .notNull(),
    /** The signed Order message (saleType 1 or 2) as decimal strings, the seller passes it to settleAuction. */
    order: jsonb('order').$type<Record<string, string>>(),
    /** The order's EIP-712 digest, how AuctionSettled / OrderCancelled logs find it. */
    hash: text('hash'),
    status: text('status').$type<AuctionStatus>().default('open').notNull(),
    /** Copies sold through settleAuction (BidAccepted quantities); an 1155 auction is settled once it reaches the order's quantity. */
    filled: bigint('filled', { mode: 'number' }).default(0).notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
    /** The seller was told the auction ends within the hour (notifications/ending-soon.ts): once. */
    endingNotified: boolean('ending_notified').default(false).notNull(),
  },
  (t) => [
    index('auctions_item').on(t.itemId, t.status),
    index('auctions_ends').on(t.endsAt).where(sql`${t.status} = 'open'`),
    index('auctions_hash').on(t.hash),
  ],
);

/** EIP-712 signed bids and offers; a collection offer (anyToken) has no item, only its collection. */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a collection offer. */
    itemId: bigint('item_id', { mode: 'number' }).references(() => items.id),
    /** A collection offer: any token of `collection`, up to `quantity` tokens. */
    anyToken: boolean('any_token').default(false).notNull(),
    /** The collection contract address (lower case) of a collection offer. */
    collection: text('collection'),
    /** An offer made on an Agora collection page: that collection (null for an external contract). */
    collectionId: integer('collection_id').references(() => collections.id),
    /** The token ids (decimal) whose tree is the offer's signed tokenRoot; null for root zero (any token). */
    tokenIds: text('token_ids').array(),
    auctionId: bigint('auction_id', { mode: 'number' }).references(() => auctions.id),
    bidder: text('bidder').notNull(),
    /** Bids may target one holder (1155 offers) or any holder (null). */
    owner: text('owner'),
    currency: text('currency').notNull(),
    amount: wei('amount').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    pending: bigint('pending', { mode: 'number' }).notNull(),
    nonce: wei('nonce').notNull(),
    deadline: bigint('deadline', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    /** EIP-712 digest of the order (the contract's bidHash), how BidAccepted / BidCancelled logs find it. */
    hash: text('hash'),
    /** The signed Bid message as the marketplace takes it (acceptBid / cancelBid). */
    order: jsonb('order').$type<Record<string, string>>(),
    /**
     * Since when the bidder's balance or allowance to the marketplace no longer covers the bid, as the indexer
     * last read it (chain/appliers/funds.ts); null while funded. An unfunded bid never counts as the highest.
     */
    unfundedSince: at('unfunded_since'),
    /**
     * The marketplace's terms refuse the bid now (the buyer fee above its signed maxFeeBps, its currency
     * disallowed), as the indexer last applied them (chain/appliers/market-terms.ts). Like an unfunded bid, a
     * refused one is shown to its bidder and never counts as the highest.
     */
    refused: boolean('refused').default(false).notNull(),
    status: text('status')
      .$type<'pending' | 'partiallyCompleted' | 'completed' | 'cancelled'>()
      .default('pending')
      .notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    index('bids_item_status_amount').on(t.itemId, t.status, t.amount.desc()),
    index('bids_bidder').on(t.bidder, t.status),
    index('bids_hash').on(t.hash),
    index('bids_collection_offers').on(t.collection, t.status).where(sql`${t.anyToken}`),
  ],
);

export type ActivityAction =
  | 'mint'
  | 'putonsale'
  | 'follow'
  | 'unfollow'
  | 'bid'
  | 'editbid'
  | 'cancelbid'
  | 'like'
  | 'unlike'
  | 'purchase'
  | 'cancelprice'
  | 'accept'
  | 'transfer'
  | 'burn';

/** Notifications without an activity row: a bid above yours, your auction's last hour (issue 30). */
export type NotificationAction = ActivityAction | 'outbid' | 'auctionending';

export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').$type<ActivityAction>().notNull(),
    /** An item's id, without a foreign key (migration 0035: its per-row check was 20-40 % of the inserts). */
    itemId: bigint('item_id', { mode: 'number' }),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    text: text('text').notNull(),
    price: wei('price'),
    currency: text('currency'),
    quantity: bigint('quantity', { mode: 'number' }),
    txHash: text('tx_hash'),
    /** "blockHash:logIndex" when produced by a chain log, so a reorg can remove it. */
    logKey: text('log_key'),
    createdAt: at('created_at').defaultNow().notNull(),
  },
  (t) => [
    index('activity_action').on(t.action, t.id.desc()),
    index('activity_from').on(t.fromAddress, t.id.desc()),
    index('activity_to').on(t.toAddress, t.id.desc()),
    index('activity_item').on(t.itemId, t.id.desc()),
    index('activity_log_key').on(t.logKey),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    fromAddress: text('from_address'),
    /** An item's id, without a foreign key (migration 0035: its per-row check was 20-40 % of the inserts). */
    itemId: bigint('item_id', { mode: 'number' }),
    action: text('action').$type<NotificationAction>().notNull(),
    text: text('text').notNull(),
    isNew: boolean('is_new').default(true).notNull(),
    logKey: text('log_key'),
    createdAt: at('created_at').defaultNow().notNull(),
    /**
     * The mail job's mark (notifications/mail-job.ts): 'pending' until it looked at the row, then 'queued' (in
     * the mail `mailId`) or 'skipped' (not a mailed kind, turned off, no confirmed email). Rows older than the
     * job are 'old'.
     */
    mailState: text('mail_state')
      .$type<'pending' | 'queued' | 'skipped' | 'old'>()
      .default('pending')
      .notNull(),
    mailId: bigint('mail_id', { mode: 'number' }),
  },
  (t) => [
    index('notifications_recipient').on(t.recipient, t.id.desc()),
    index('notifications_mail_pending').on(t.id).where(sql`${t.mailState} = 'pending'`),
  ],
);

/** Indexer progress per chain and stream. */
export const indexerCheckpoints = pgTable('indexer_checkpoints', {
  name: text('name').primaryKey(),
  chainId: integer('chain_id').notNull(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

/** Recent canonical blocks seen by the indexer, for reorg detection (parent hash check). */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
);

/** Idempotency keys of applied logs: (chain id, block hash, log index). */
export const appliedLogs = pgTable(
  'applied_logs',
  {
    chainId: integer('chain_id').notNull(),
    blockHash: text('block_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    appliedAt: at('applied_at').defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.blockHash, t.logIndex] }),
    index('applied_logs_block').on(t.chainId, t.blockNumber),
  ],
);

/**
 * The undo journal of the chain appliers: before a log changes a row, the row's previous image (or null when
 * it did not exist) is kept here under the log's block. Rolling back an orphaned block restores these images
 * in reverse order, which undoes its effects exactly whatever the applier did.
 */
export const logEffects = pgTable(
  'log_effects',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    tableName: text('table_name').notNull(),
    key: jsonb('key').$type<Record<string, string | number>>().notNull(),
    before: jsonb('before'),
  },
  (t) => [index('log_effects_block').on(t.chainId, t.blockNumber, t.blockHash)],
);
