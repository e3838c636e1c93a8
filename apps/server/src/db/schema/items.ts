import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { categories, collections } from './catalog';
import { at, wei } from './columns';

/** DecliningPrice: a Dutch listing (issue 30), on holders' sale rows; items file it under FixedPrice (Buy Now). */
export type SaleType = 'FixedPrice' | 'TimedAuction' | 'UnLimitedAuction' | 'DecliningPrice';
/** Reading a token's own metadata JSON (metadata/backfill.ts): to do, read, or given up. */
export type MetadataFetch = 'pending' | 'done' | 'failed';

/**
 * One token (ERC-721 or ERC-1155 id). The sale summary columns (saleType, priceUsd, listedAt, auction times)
 * are a denormalised copy of the cheapest active holding, kept by the appliers so that explore filters and
 * sorts are single index scans.
 */
export const items = pgTable(
  'items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contract: text('contract').notNull(),
    tokenId: wei('token_id').notNull(),
    type: smallint('type').$type<721 | 1155>().notNull(),
    name: text('name').notNull(),
    description: text('description').default('').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    collectionId: integer('collection_id').references(() => collections.id),
    creator: text('creator').notNull(),
    royaltyBps: integer('royalty_bps').default(0).notNull(),
    /** Editions minted, and editions still in existence (minted minus burned). */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    metadataCid: text('metadata_cid'),
    mediaCid: text('media_cid'),
    /** Local media path (original) and compressed WebP preview; null when only IPFS holds the media. */
    media: text('media'),
    preview: text('preview'),
    mediaKind: text('media_kind').$type<'image' | 'video' | 'audio'>().default('image').notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().default({}).notNull(),
    unlockable: text('unlockable'),
    likeCount: integer('like_count').default(0).notNull(),
    saleType: text('sale_type').$type<SaleType>(),
    priceUsd: doublePrecision('price_usd'),
    listedAt: at('listed_at'),
    auctionStart: at('auction_start'),
    auctionEnd: at('auction_end'),
    mintedBlock: bigint('minted_block', { mode: 'number' }),
    /**
     * Mints without a create draft are 'pending' until the metadata backfill reads their JSON ('done') or gives
     * up ('failed'); null when the draft filled the item. On the row itself so that a rollback of the chain
     * restores the state with the values it describes.
     */
    metadataFetch: text('metadata_fetch').$type<MetadataFetch>(),
    metadataAttempts: smallint('metadata_attempts').default(0).notNull(),
    /** A pending read is not tried before this (the backoff, and the lease of the server reading it). */
    metadataRetryAt: at('metadata_retry_at'),
    /** Left out of every list, search and the home page by an admin (issue 15); its own page says so. */
    hidden: boolean('hidden').default(false).notNull(),
    /**
     * False for a voucher's item before its first purchase mints it (issue 30, "List without minting"): created by
     * POST /vouchers at its final id, its supply the copies the live voucher offers (0 once the voucher died, which
     * takes it out of every list); the chain's Minted log turns it into a normal item.
     */
    minted: boolean('minted').default(true).notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
  },
  (t) => [
    unique('items_contract_token').on(t.contract, t.tokenId),
    index('items_category').on(t.categoryId, t.id.desc()),
    index('items_collection').on(t.collectionId, t.id.desc()),
    index('items_creator').on(t.creator, t.id.desc()),
    index('items_sale_type')
      .on(t.saleType, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.saleType} is not null`),
    index('items_price_usd').on(t.priceUsd, t.id).where(sql`${t.priceUsd} is not null`),
    index('items_listed').on(t.listedAt.desc(), t.id.desc()).where(sql`${t.listedAt} is not null`),
    // Live auctions page: ends soonest first, ties by id (the order of explore's LiveAuction filter).
    index('items_auction_end').on(t.auctionEnd, t.id).where(sql`${t.saleType} = 'TimedAuction'`),
    index('items_metadata_cid').on(t.metadataCid),
    // A mint of a CID voids the unminted items of that CID at another id (a Mint now of a voucher's metadata).
    index('items_unminted').on(t.metadataCid).where(sql`not ${t.minted}`),
    // The backfill's queue: only the few pending rows, due first.
    index('items_metadata_pending').on(t.metadataRetryAt, t.id).where(sql`${t.metadataFetch} = 'pending'`),
    index('items_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // Trait filters (`properties @> {"Type":"Value"}`, explore and collection pages): jsonb_path_ops keeps
    // only the hashes of key/value paths, a smaller index than the default jsonb_ops and all @> needs.
    index('items_properties').using('gin', sql`${t.properties} jsonb_path_ops`),
    // The same within a collection: the properties under the collection's id as a key, so a trait rare in a
    // collection and common elsewhere reads only the collection's matches (30 of 150,000 in all: 61 ms through
    // items_properties). jsonb_set is immutable where jsonb_build_object is not. See traitCondition.
    index('items_collection_properties')
      .using(
        'gin',
        sql`jsonb_set('{}'::jsonb, array[${t.collectionId}::text], ${t.properties}) jsonb_path_ops`,
      )
      .where(sql`${t.collectionId} is not null`),
    // The search window (newest 5,000 listed items, their names matched) as an index-only scan. The lower-cased
    // name is stored in the index: `lower(name) like` reads it from there (0.5 ms for 5,000 rows) where `ilike`
    // folded every name again (1.4-4 ms). `name` itself stays a column so PostgreSQL allows the index-only scan.
    // Hidden items are outside the predicate and the creator is a column, so the list filter (visibility.ts)
    // needs no heap fetch either (it cost the window one per row).
    index('items_recent_names')
      .on(t.id.desc(), sql`lower(${t.name})`, t.name, t.creator)
      .where(sql`${t.supply} > 0 and not ${t.hidden}`),
  ],
);

/**
 * Each item's traits, one row per property (type and value), kept from items.properties by triggers
 * (migration 0018). Explore's newest-first list with a trait filter walks the rows of its rarest chosen type's
 * values in item order and checks the whole filter on each item (exploreList): a rare pair reads tens of rows
 * where walking items read thousands. See docs/performance.md § Trait filters.
 */
export const itemTraits = pgTable(
  'item_traits',
  {
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.value, t.itemId] })],
);

/** Who holds how many editions, and the holder's sale row (the spec's tokenowners_current). */
export const holdings = pgTable(
  'holdings',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id),
    owner: text('owner').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    saleType: text('sale_type').$type<SaleType>(),
    /** The unit price; a Dutch listing's (saleType DecliningPrice) at its start, falling to endPrice at endsAt. */
    price: wei('price'),
    endPrice: wei('end_price'),
    currency: text('currency'),
    quantityOnSale: bigint('quantity_on_sale', { mode: 'number' }).default(0).notNull(),
    minBid: wei('min_bid'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    listedAt: at('listed_at'),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.owner] }),
    index('holdings_owner').on(t.owner, t.itemId.desc()),
    index('holdings_owner_on_sale').on(t.owner, t.itemId.desc()).where(sql`${t.saleType} is not null`),
    // A card's shown holding (items/cards.ts) from the index alone: no heap page per card (migration 0034).
    index('holdings_card')
      .on(
        t.itemId,
        t.owner,
        t.balance,
        t.saleType,
        t.price,
        t.endPrice,
        t.currency,
        t.startsAt,
        t.endsAt,
        t.minBid,
      )
      .where(sql`${t.balance} > 0`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id),
    address: text('address').notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.address] }),
    index('likes_address').on(t.address, t.createdAt.desc()),
  ],
);

/** Off-chain part of an item submitted before minting; matched to the mint log by metadata CID and creator. */
export const itemDrafts = pgTable(
  'item_drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    creator: text('creator').notNull(),
    metadataCid: text('metadata_cid').notNull(),
    mediaCid: text('media_cid').notNull(),
    name: text('name').notNull(),
    description: text('description').default('').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    collectionId: integer('collection_id').references(() => collections.id),
    properties: jsonb('properties').$type<Record<string, string>>().default({}).notNull(),
    unlockable: text('unlockable'),
    media: text('media'),
    preview: text('preview'),
    mediaKind: text('media_kind').$type<'image' | 'video' | 'audio'>().default('image').notNull(),
    sale: jsonb('sale').$type<Record<string, unknown>>(),
    createdAt: at('created_at').defaultNow().notNull(),
  },
  (t) => [unique('item_drafts_cid_creator').on(t.metadataCid, t.creator)],
);

export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id),
    reporter: text('reporter').notNull(),
    message: text('message').notNull(),
    resolved: boolean('resolved').default(false).notNull(),
    createdAt: at('created_at').defaultNow().notNull(),
  },
  (t) => [
    unique('reports_item_reporter').on(t.itemId, t.reporter),
    index('reports_created').on(t.createdAt.desc()),
  ],
);
