import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { auctions, bids, holdings, itemDrafts, items, listings } from '../../db/schema';
import { chunks, PARAMS } from '../bulk';
import type { Tx } from '../journal';
import {
  type Auction,
  type Bid,
  type Draft,
  type Holding,
  type Item,
  isLive,
  LIVE_AUCTION,
  LIVE_LISTING,
  type Listing,
  type TokenRef,
  tokenKey,
} from './rows';

/** The rows a batch of logs names, gathered before applying so that each table is read once. */
export interface Wanted {
  tokens: Map<string, TokenRef>;
  /** Tokens a log may create (mints and transfers of Agora's contracts): their ids are reserved up front. */
  creatable: Set<string>;
  /** Order hashes of fills, settles and cancels: the listings and auctions they may name. */
  orderHashes: Set<string>;
  bidHashes: Set<string>;
  draftCids: Set<string>;
  /** Sellers by contract whose approval of the marketplace a log changes: their live orders on it. */
  sellersOn: Map<string, Set<string>>;
}

export const emptyWanted = (): Wanted => ({
  tokens: new Map(),
  creatable: new Set(),
  orderHashes: new Set(),
  bidHashes: new Set(),
  draftCids: new Set(),
  sellersOn: new Map(),
});

export const anyOf = <T>(list: Iterable<T>) => [...new Set(list)];

/**
 * `column in (values)` with the values as one JSON parameter: a catch-up's batch names thousands of tokens, CIDs
 * and order hashes, and one bound parameter each (drizzle's inArray) cost more than the lookup — building the
 * statement, binding, and PostgreSQL parsing and planning a list of thousands (docs/indexer.md, third pass).
 */
function inList(column: PgColumn, values: unknown[], type: 'text' | 'numeric' | 'bigint'): SQL {
  return sql`${column} in (select value::${sql.raw(type)} from json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/**
 * The rows of a batch held in memory: each read once with `FOR UPDATE` (so that concurrent API writes wait for
 * the batch instead of being overwritten) and kept by id and by the keys logs name them with. Every lookup falls
 * back to a query on a miss, so preloading is only a speed-up.
 */
export class LoadedRows {
  readonly items = new Map<number, Item>();
  /** Token key → item id, or null when the database has no such item. */
  readonly itemIds = new Map<string, number | null>();
  /** Items whose holdings, active listings and open auctions are all loaded. */
  readonly complete = new Set<number>();
  readonly holdings = new Map<number, Map<string, Holding>>();
  readonly listings = new Map<number, Listing>();
  private readonly listingsOfItem = new Map<number, Set<number>>();
  /** Listing id by order hash, or null when no listing has that hash. */
  private readonly listingHashes = new Map<string, number | null>();
  readonly auctions = new Map<number, Auction>();
  /** Auction ids by order hash (loaded hashes only). */
  private readonly auctionHashes = new Map<string, number[]>();
  private readonly auctionsOfItem = new Map<number, number[]>();
  readonly bids = new Map<number, Bid>();
  private readonly bidHashes = new Map<string, number[]>();
  /** Drafts by `metadataCid:creator`, for every CID in `draftCids`. */
  private readonly drafts = new Map<string, Draft>();
  private readonly draftCids = new Set<string>();
  /** Unminted items (a voucher's, issue 30) by metadata CID, for every CID loaded by loadUnminted. */
  private readonly unminted = new Map<string, number[]>();
  /** `contract:seller` pairs whose live listings and auctions on that contract are all loaded. */
  private readonly sellerOrders = new Set<string>();

  constructor(readonly tx: Tx) {}

  absorbItem(row: Item): void {
    if (this.items.has(row.id)) return;
    this.items.set(row.id, row);
    this.itemIds.set(tokenKey(row.contract, row.tokenId), row.id);
  }

  absorbListing(row: Listing): void {
    if (this.listings.has(row.id)) return;
    this.listings.set(row.id, row);
    this.listingHashes.set(row.hash, row.id);
    const of = this.listingsOfItem.get(row.itemId) ?? new Set();
    of.add(row.id);
    this.listingsOfItem.set(row.itemId, of);
  }

  absorbAuction(row: Auction): void {
    if (this.auctions.has(row.id)) return;
    this.auctions.set(row.id, row);
    this.auctionsOfItem.set(row.itemId, [...(this.auctionsOfItem.get(row.itemId) ?? []), row.id]);
    if (row.hash) this.auctionHashes.set(row.hash, [...(this.auctionHashes.get(row.hash) ?? []), row.id]);
  }

  absorbBid(row: Bid): void {
    if (this.bids.has(row.id)) return;
    this.bids.set(row.id, row);
  }

  async loadTokens(refs: TokenRef[]): Promise<void> {
    const wanted = refs.filter((r) => !this.itemIds.has(tokenKey(r.contract, r.tokenId)));
    for (const part of chunks(wanted, PARAMS / 2)) {
      const found = await this.tx
        .select()
        .from(items)
        .where(
          and(
            inList(items.contract, anyOf(part.map((r) => r.contract)), 'text'),
            inList(items.tokenId, anyOf(part.map((r) => r.tokenId)), 'numeric'),
          ),
        )
        .for('update');
      for (const row of found) this.absorbItem(row);
    }
    for (const r of wanted) {
      const k = tokenKey(r.contract, r.tokenId);
      if (!this.itemIds.has(k)) this.itemIds.set(k, null);
    }
  }

  /** The listing and the auctions (any status) of these order hashes, with the items they are of. */
  async loadOrders(hashes: string[]): Promise<void> {
    const wanted = hashes.filter((h) => !this.listingHashes.has(h));
    for (const part of chunks(wanted, PARAMS)) {
      for (const row of await this.tx
        .select()
        .from(listings)
        .where(inList(listings.hash, part, 'text'))
        .for('update')) {
        this.absorbListing(row);
      }
      for (const row of await this.tx
        .select()
        .from(auctions)
        .where(inList(auctions.hash, part, 'text'))
        .for('update')) {
        this.absorbAuction(row);
      }
    }
    for (const h of wanted) {
      if (!this.listingHashes.has(h)) this.listingHashes.set(h, null);
      if (!this.auctionHashes.has(h)) this.auctionHashes.set(h, []);
    }
    await this.completeItems([
      ...[...this.listings.values()].map((l) => l.itemId),
      ...[...this.auctions.values()].map((a) => a.itemId),
    ]);
  }

  /** Every bid of these hashes (a hash may name more than one bid, so only a full load answers for it). */
  async loadBids(hashes: string[]): Promise<void> {
    const wanted = hashes.filter((h) => !this.bidHashes.has(h));
    for (const h of wanted) this.bidHashes.set(h, []);
    for (const part of chunks(wanted, PARAMS)) {
      const found = await this.tx
        .select()
        .from(bids)
        .where(inList(bids.hash, part, 'text'))
        .for('update');
      for (const row of found) {
        this.absorbBid(row);
        if (row.hash) this.bidHashes.get(row.hash)?.push(row.id);
      }
    }
  }

  /**
   * The live listings and auctions (LIVE_LISTING, LIVE_AUCTION) of these sellers on these contracts, with their
   * items: one query per table for all of a batch's approval logs instead of two per log.
   */
  async loadSellerOrders(sellersOn: Map<string, Set<string>>): Promise<void> {
    const pairs = [...sellersOn].flatMap(([contract, sellers]) =>
      [...sellers].map((s) => `${contract}:${s}`),
    );
    if (pairs.every((p) => this.sellerOrders.has(p))) return;
    const contracts = [...sellersOn.keys()];
    const sellers = anyOf([...sellersOn.values()].flatMap((s) => [...s]));
    const onContracts = this.tx
      .select({ id: items.id })
      .from(items)
      .where(inArray(items.contract, contracts));
    const [foundListings, foundAuctions] = [
      await this.tx
        .select()
        .from(listings)
        .where(
          and(
            inArray(listings.seller, sellers),
            inArray(listings.status, LIVE_LISTING),
            inArray(listings.itemId, onContracts),
          ),
        )
        .for('update'),
      await this.tx
        .select()
        .from(auctions)
        .where(
          and(
            inArray(auctions.seller, sellers),
            inArray(auctions.status, LIVE_AUCTION),
            inArray(auctions.itemId, onContracts),
          ),
        )
        .for('update'),
    ];
    for (const row of foundListings) this.absorbListing(row);
    for (const row of foundAuctions) this.absorbAuction(row);
    await this.completeItems([...foundListings, ...foundAuctions].map((r) => r.itemId));
    for (const p of pairs) this.sellerOrders.add(p);
  }

  /** Whether every live order of `seller` on `contract` is loaded (loadSellerOrders). */
  hasSellerOrders(contract: string, seller: string): boolean {
    return this.sellerOrders.has(`${contract}:${seller}`);
  }

  async loadDrafts(cids: string[]): Promise<void> {
    const wanted = cids.filter((c) => !this.draftCids.has(c));
    for (const part of chunks(wanted, PARAMS)) {
      const found = await this.tx
        .select()
        .from(itemDrafts)
        .where(inList(itemDrafts.metadataCid, part, 'text'));
      for (const row of found) this.drafts.set(`${row.metadataCid}:${row.creator}`, row);
    }
    for (const c of wanted) this.draftCids.add(c);
  }

  /** The unminted items of these metadata CIDs (a mint of one voids their vouchers), with their live listings. */
  async loadUnminted(cids: string[]): Promise<void> {
    const wanted = cids.filter((c) => !this.unminted.has(c));
    for (const c of wanted) this.unminted.set(c, []);
    for (const part of chunks(wanted, PARAMS)) {
      const found = await this.tx
        .select()
        .from(items)
        // Literally the predicate of items_unminted.
        .where(and(inList(items.metadataCid, part, 'text'), sql`not ${items.minted}`))
        .for('update');
      for (const row of found) {
        this.absorbItem(row);
        this.unminted.get(row.metadataCid as string)?.push(row.id);
      }
      await this.completeItems(found.map((r) => r.id));
    }
  }

  /** Loads the items and everything their sale rows derive from (holdings, active listings, open auctions). */
  async completeItems(ids: number[]): Promise<void> {
    const wanted = anyOf(ids).filter((id) => !this.complete.has(id));
    for (const part of chunks(wanted, PARAMS)) {
      const unknown = part.filter((id) => !this.items.has(id));
      if (unknown.length) {
        for (const row of await this.tx
          .select()
          .from(items)
          .where(inList(items.id, unknown, 'bigint'))
          .for('update')) {
          this.absorbItem(row);
        }
      }
      const [held, active, open] = [
        await this.tx
          .select()
          .from(holdings)
          .where(inList(holdings.itemId, part, 'bigint'))
          .for('update'),
        await this.tx
          .select()
          .from(listings)
          .where(and(inList(listings.itemId, part, 'bigint'), inArray(listings.status, LIVE_LISTING)))
          .for('update'),
        await this.tx
          .select()
          .from(auctions)
          .where(and(inList(auctions.itemId, part, 'bigint'), eq(auctions.status, 'open')))
          .for('update'),
      ];
      for (const id of part) {
        this.complete.add(id);
        if (!this.holdings.has(id)) this.holdings.set(id, new Map());
      }
      for (const h of held) this.holdings.get(h.itemId)?.set(h.owner, h);
      for (const l of active) this.absorbListing(l);
      for (const a of open) this.absorbAuction(a);
    }
  }

  /** The item of a token, or null when the database does not know it (tokens of other collections). */
  async findItem(contract: string, tokenId: string): Promise<Item | null> {
    const k = tokenKey(contract, tokenId);
    if (!this.itemIds.has(k)) await this.loadTokens([{ contract, tokenId }]);
    const id = this.itemIds.get(k);
    if (id === null || id === undefined) return null;
    await this.completeItems([id]);
    return this.items.get(id) ?? null;
  }

  /** A loaded item (every item a listing, auction or holding of the batch is of), or null. */
  async itemById(id: number): Promise<Item | null> {
    await this.completeItems([id]);
    return this.items.get(id) ?? null;
  }

  /** The off-chain draft of a mint, matched by metadata CID and creator. */
  async draft(metadataCid: string, creator: string): Promise<Draft | null> {
    if (!this.draftCids.has(metadataCid)) await this.loadDrafts([metadataCid]);
    return this.drafts.get(`${metadataCid}:${creator}`) ?? null;
  }

  /** The items that were unminted when the batch loaded them, of this metadata CID. */
  async unmintedOf(metadataCid: string): Promise<Item[]> {
    if (!this.unminted.has(metadataCid)) await this.loadUnminted([metadataCid]);
    return (this.unminted.get(metadataCid) ?? []).map((id) => this.items.get(id) as Item);
  }

  /** The listing signed as this order hash, whatever its status; null when the hash names none. */
  async listingByHash(hash: string): Promise<Listing | null> {
    if (!this.listingHashes.has(hash)) await this.loadOrders([hash]);
    const id = this.listingHashes.get(hash);
    return id === null || id === undefined ? null : (this.listings.get(id) ?? null);
  }

  /** The auctions signed as this order hash, whatever their status. */
  async auctionsByHash(hash: string): Promise<Auction[]> {
    if (!this.auctionHashes.has(hash)) await this.loadOrders([hash]);
    return (this.auctionHashes.get(hash) ?? []).map((id) => this.auctions.get(id) as Auction);
  }

  async bidsByHash(hash: string): Promise<Bid[]> {
    if (!this.bidHashes.has(hash)) await this.loadBids([hash]);
    return (this.bidHashes.get(hash) ?? []).map((id) => this.bids.get(id) as Bid);
  }

  /** Listings of a loaded item, any status. */
  listingsOf(itemId: number): Listing[] {
    return [...(this.listingsOfItem.get(itemId) ?? [])].map((id) => this.listings.get(id) as Listing);
  }

  /** Auctions of a loaded item, any status. */
  auctionsOf(itemId: number): Auction[] {
    return (this.auctionsOfItem.get(itemId) ?? []).map((id) => this.auctions.get(id) as Auction);
  }

  /** Live (active or unapproved) listings of a seller on a loaded item. */
  liveListings(itemId: number, seller: string): Listing[] {
    return this.listingsOf(itemId).filter((l) => l.seller === seller && isLive(l));
  }
}
