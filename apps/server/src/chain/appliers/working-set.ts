import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rows as rawRows } from '../../db/rows';
import {
  activity,
  auctions,
  bids,
  holdings,
  itemDrafts,
  items,
  listings,
  logEffects,
  notifications,
  users,
} from '../../db/schema';
import { chunks, PARAMS, writeRows } from '../bulk';
import { type BlockRef, type JournaledTable, journalUserCounters, type RowKey, type Tx } from '../journal';
import { ZERO } from './context';
import { NO_SALE, saleRowsOf, type UsdPrices } from './sale-rows';

export type Item = typeof items.$inferSelect;
export type Holding = typeof holdings.$inferSelect;
export type Listing = typeof listings.$inferSelect;
export type Bid = typeof bids.$inferSelect;
export type Auction = typeof auctions.$inferSelect;
type Draft = typeof itemDrafts.$inferSelect;
type ActivityRow = typeof activity.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

export interface TokenRef {
  contract: string;
  tokenId: string;
}

/** The rows a batch of logs names, gathered before applying so that each table is read once. */
export interface Wanted {
  tokens: Map<string, TokenRef>;
  /** Tokens a log may create (mints and transfers of Agora's contracts): their ids are reserved up front. */
  creatable: Set<string>;
  /** Order hashes of fills, settles and cancels: the listings and auctions they may name. */
  orderHashes: Set<string>;
  bidHashes: Set<string>;
  draftCids: Set<string>;
}

export const emptyWanted = (): Wanted => ({
  tokens: new Map(),
  creatable: new Set(),
  orderHashes: new Set(),
  bidHashes: new Set(),
  draftCids: new Set(),
});

export const tokenKey = (contract: string, tokenId: string) => `${contract}:${tokenId}`;
const holdingKey = (itemId: number, owner: string) => `${itemId}:${owner}`;

const anyOf = <T>(list: Iterable<T>) => [...new Set(list)];

/** Listings a seller's move or counter bump can still void: active ones and those waiting for re-approval. */
const LIVE_LISTING: Listing['status'][] = ['active', 'unapproved'];
const LIVE_AUCTION: Auction['status'][] = ['open', 'unapproved'];
const isLive = (l: Listing) => LIVE_LISTING.includes(l.status);

/**
 * The rows a batch of chain logs reads and changes (items with all their holdings, active listings and open
 * auctions; listings and bids named by logs), loaded once with `FOR UPDATE` so that concurrent API writes wait
 * for the batch instead of being overwritten, changed in memory by the appliers, then written back with one
 * multi-row statement per table. Every lookup falls back to a query on a miss, so preloading is only a speed-up.
 */
export class WorkingSet {
  private readonly items = new Map<number, Item>();
  /** Token key → item id, or null when the database has no such item. */
  private readonly itemIds = new Map<string, number | null>();
  /** Items whose holdings, active listings and open auctions are all loaded. */
  private readonly complete = new Set<number>();
  private readonly holdings = new Map<number, Map<string, Holding>>();
  private readonly listings = new Map<number, Listing>();
  private readonly listingsOfItem = new Map<number, Set<number>>();
  /** Listing id by order hash, or null when no listing has that hash. */
  private readonly listingHashes = new Map<string, number | null>();
  private readonly auctions = new Map<number, Auction>();
  /** Auction ids by order hash (loaded hashes only). */
  private readonly auctionHashes = new Map<string, number[]>();
  private readonly bids = new Map<number, Bid>();
  private readonly bidHashes = new Map<string, number[]>();
  /** Drafts by `metadataCid:creator`, for every CID in `draftCids`. */
  private readonly drafts = new Map<string, Draft>();
  private readonly draftCids = new Set<string>();
  private readonly idPool: number[] = [];
  private readonly counters = new Map<string, { createdCount: number; boughtCount: number }>();
  private readonly activityRows: ActivityRow[] = [];
  private readonly notificationRows: NotificationRow[] = [];
  /** Rows to write back, in first-touch order. */
  private readonly touched = {
    items: new Set<number>(),
    holdings: new Map<string, { itemId: number; owner: string }>(),
    listings: new Set<number>(),
    bids: new Set<number>(),
    auctions: new Set<number>(),
  };

  /** The block being applied when its changes are journaled (recent blocks); null otherwise. */
  private block: BlockRef | null = null;
  /** Rows already journaled for the current block (table and key). */
  private readonly remembered = new Set<string>();
  private readonly undo: { block: BlockRef; table: JournaledTable; key: RowKey; before: object | null }[] =
    [];
  private readonly userBumps: { block: BlockRef; address: string; field: 'createdCount' | 'boughtCount' }[] =
    [];

  constructor(readonly tx: Tx) {}

  /**
   * Starts the changes of a block. With a block ref, the first change of each row in that block keeps the row's
   * image as it was (in memory: earlier blocks of the batch included), so one batch can hold several recent
   * blocks and each can still be rolled back alone.
   */
  beginBlock(block: BlockRef | null): void {
    this.block = block;
    this.remembered.clear();
  }

  private remember(table: JournaledTable, key: RowKey, row: object | null) {
    if (!this.block) return;
    const k = `${table}:${JSON.stringify(key)}`;
    if (this.remembered.has(k)) return;
    this.remembered.add(k);
    this.undo.push({ block: this.block, table, key, before: row && databaseImage(TABLES[table], row) });
  }

  private change<R extends { id: number }>(
    table: 'items' | 'listings' | 'bids' | 'auctions',
    rows: Map<number, R>,
    touched: Set<number>,
    id: number,
    set: Partial<R>,
  ) {
    const row = rows.get(id);
    if (!row) throw new Error(`${table} ${id} is not loaded`);
    this.remember(table, 'itemId' in row ? { id, item_id: Number(row.itemId) } : { id }, row);
    Object.assign(row, set);
    touched.add(id);
  }

  async preload(w: Wanted): Promise<void> {
    await this.loadTokens([...w.tokens.values()]);
    await this.loadOrders([...w.orderHashes]);
    await this.loadBids([...w.bidHashes]);
    await this.completeItems([...this.items.keys()]);
    await this.loadDrafts([...w.draftCids]);
    const missing = [...w.creatable].filter((k) => this.itemIds.get(k) === null).length;
    this.idPool.push(...(await this.nextItemIds(missing)));
  }

  private async nextItemIds(n: number): Promise<number[]> {
    if (n <= 0) return [];
    const got = await rawRows<{ id: string }>(
      this.tx,
      sql`select nextval(pg_get_serial_sequence('items', 'id'))::text as id from generate_series(1, ${n})`,
    );
    return got.map((r) => Number(r.id));
  }

  private async nextItemId(): Promise<number> {
    return this.idPool.shift() ?? ((await this.nextItemIds(1))[0] as number);
  }

  private absorbItem(row: Item) {
    if (this.items.has(row.id)) return;
    this.items.set(row.id, row);
    this.itemIds.set(tokenKey(row.contract, row.tokenId), row.id);
  }

  private absorbListing(row: Listing) {
    if (this.listings.has(row.id)) return;
    this.listings.set(row.id, row);
    this.listingHashes.set(row.hash, row.id);
    const of = this.listingsOfItem.get(row.itemId) ?? new Set();
    of.add(row.id);
    this.listingsOfItem.set(row.itemId, of);
  }

  private absorbAuction(row: Auction) {
    if (this.auctions.has(row.id)) return;
    this.auctions.set(row.id, row);
    if (row.hash) this.auctionHashes.set(row.hash, [...(this.auctionHashes.get(row.hash) ?? []), row.id]);
  }

  private absorbBid(row: Bid) {
    if (this.bids.has(row.id)) return;
    this.bids.set(row.id, row);
  }

  private async loadTokens(refs: TokenRef[]) {
    const wanted = refs.filter((r) => !this.itemIds.has(tokenKey(r.contract, r.tokenId)));
    for (const part of chunks(wanted, PARAMS / 2)) {
      const found = await this.tx
        .select()
        .from(items)
        .where(
          and(
            inArray(items.contract, anyOf(part.map((r) => r.contract))),
            inArray(items.tokenId, anyOf(part.map((r) => r.tokenId))),
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
  private async loadOrders(hashes: string[]) {
    const wanted = hashes.filter((h) => !this.listingHashes.has(h));
    for (const part of chunks(wanted, PARAMS)) {
      for (const row of await this.tx
        .select()
        .from(listings)
        .where(inArray(listings.hash, part))
        .for('update')) {
        this.absorbListing(row);
      }
      for (const row of await this.tx
        .select()
        .from(auctions)
        .where(inArray(auctions.hash, part))
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
  private async loadBids(hashes: string[]) {
    const wanted = hashes.filter((h) => !this.bidHashes.has(h));
    for (const h of wanted) this.bidHashes.set(h, []);
    for (const part of chunks(wanted, PARAMS)) {
      const found = await this.tx.select().from(bids).where(inArray(bids.hash, part)).for('update');
      for (const row of found) {
        this.absorbBid(row);
        if (row.hash) this.bidHashes.get(row.hash)?.push(row.id);
      }
    }
  }

  private async loadDrafts(cids: string[]) {
    const wanted = cids.filter((c) => !this.draftCids.has(c));
    for (const part of chunks(wanted, PARAMS)) {
      const found = await this.tx.select().from(itemDrafts).where(inArray(itemDrafts.metadataCid, part));
      for (const row of found) this.drafts.set(`${row.metadataCid}:${row.creator}`, row);
    }
    for (const c of wanted) this.draftCids.add(c);
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
          .where(inArray(items.id, unknown))
          .for('update')) {
          this.absorbItem(row);
        }
      }
      const [held, active, open] = [
        await this.tx.select().from(holdings).where(inArray(holdings.itemId, part)).for('update'),
        await this.tx
          .select()
          .from(listings)
          .where(and(inArray(listings.itemId, part), inArray(listings.status, LIVE_LISTING)))
          .for('update'),
        await this.tx
          .select()
          .from(auctions)
          .where(and(inArray(auctions.itemId, part), eq(auctions.status, 'open')))
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

  /** The item of a token of Agora's contracts, created with placeholder values the first time a log names it. */
  async ensureItem(contract: string, tokenId: string, type: 721 | 1155): Promise<Item> {
    const found = await this.findItem(contract, tokenId);
    if (found) return found;
    const id = await this.nextItemId();
    const row: Item = {
      id,
      contract,
      tokenId,
      type,
      name: `#${tokenId}`,
      description: '',
      categoryId: null,
      collectionId: null,
      creator: ZERO,
      royaltyBps: 0,
      quantity: 0,
      supply: 0,
      metadataCid: null,
      mediaCid: null,
      media: null,
      preview: null,
      mediaKind: 'image',
      properties: {},
      unlockable: null,
      likeCount: 0,
      saleType: null,
      priceUsd: null,
      listedAt: null,
      auctionStart: null,
      auctionEnd: null,
      mintedBlock: null,
      hidden: false,
      createdAt: new Date(),
    };
    this.remember('items', { id }, null);
    this.absorbItem(row);
    this.complete.add(id);
    this.holdings.set(id, new Map());
    this.touched.items.add(id);
    return row;
  }

  /** A loaded item (every item a listing, auction or holding of the batch is of), or null. */
  async itemById(id: number): Promise<Item | null> {
    await this.completeItems([id]);
    return this.items.get(id) ?? null;
  }

  setItem(id: number, set: Partial<Item>): void {
    this.change('items', this.items, this.touched.items, id, set);
  }

  /** The off-chain draft of a mint, matched by metadata CID and creator. */
  async draft(metadataCid: string, creator: string): Promise<Draft | null> {
    if (!this.draftCids.has(metadataCid)) await this.loadDrafts([metadataCid]);
    return this.drafts.get(`${metadataCid}:${creator}`) ?? null;
  }

  /** Adds `delta` editions to a holder (of a loaded item); a holding that reaches zero is removed. */
  addBalance(itemId: number, owner: string, delta: number, at: Date): void {
    const held = this.holdings.get(itemId);
    if (!held) throw new Error(`holdings of item ${itemId} are not loaded`);
    this.remember('holdings', { item_id: itemId, owner }, held.get(owner) ?? null);
    const row: Holding = held.get(owner) ?? { itemId, owner, balance: 0, ...NO_SALE, updatedAt: at };
    row.balance += delta;
    row.updatedAt = at;
    if (row.balance > 0) held.set(owner, row);
    else held.delete(owner);
    this.touched.holdings.set(holdingKey(itemId, owner), { itemId, owner });
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

  /** Live (active or unapproved) listings of a seller on a loaded item. */
  liveListings(itemId: number, seller: string): Listing[] {
    return [...(this.listingsOfItem.get(itemId) ?? [])]
      .map((id) => this.listings.get(id) as Listing)
      .filter((l) => l.seller === seller && isLive(l));
  }

  /** Live (active or unapproved) listings of a seller on any item (ListingCounterIncremented). */
  async liveListingsOfSeller(seller: string): Promise<Listing[]> {
    const found = await this.tx
      .select()
      .from(listings)
      .where(and(eq(listings.seller, seller), inArray(listings.status, LIVE_LISTING)))
      .for('update');
    for (const row of found) this.absorbListing(row);
    await this.completeItems(found.map((l) => l.itemId));
    return [...this.listings.values()].filter((l) => l.seller === seller && isLive(l));
  }

  /**
   * A seller's listings and auctions of one status on one contract (ApprovalForAll of that contract), merged
   * with the rows this batch already changed in memory.
   */
  async ordersOfSellerOn(
    seller: string,
    contract: string,
    status: { listing: Listing['status']; auction: Auction['status'] },
  ): Promise<{ listings: Listing[]; auctions: Auction[] }> {
    const onContract = this.tx.select({ id: items.id }).from(items).where(eq(items.contract, contract));
    const [foundListings, foundAuctions] = [
      await this.tx
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.seller, seller),
            eq(listings.status, status.listing),
            inArray(listings.itemId, onContract),
          ),
        )
        .for('update'),
      await this.tx
        .select()
        .from(auctions)
        .where(
          and(
            eq(auctions.seller, seller),
            eq(auctions.status, status.auction),
            inArray(auctions.itemId, onContract),
          ),
        )
        .for('update'),
    ];
    for (const row of foundListings) this.absorbListing(row);
    for (const row of foundAuctions) this.absorbAuction(row);
    await this.completeItems([...foundListings, ...foundAuctions].map((r) => r.itemId));
    const mine = (r: Listing | Auction) =>
      r.seller === seller && this.items.get(r.itemId)?.contract === contract;
    return {
      listings: [...this.listings.values()].filter((l) => mine(l) && l.status === status.listing),
      auctions: [...this.auctions.values()].filter((a) => mine(a) && a.status === status.auction),
    };
  }

  /**
   * Live listings whose end time (unix seconds) is before `seconds`, at most `limit` of them (the partial index
   * listings_expiry serves the query; a batch leaves the rest to the next one).
   */
  async expiredListings(seconds: number, limit: number): Promise<Listing[]> {
    const found = await this.tx
      .select()
      .from(listings)
      .where(
        // Literally the index's predicate (a bound parameter would not prove it), then its key.
        and(
          sql`${listings.status} in ('active', 'unapproved') and ${listings.expiry} > 0`,
          sql`${listings.expiry} < ${seconds}`,
        ),
      )
      .orderBy(listings.expiry)
      .limit(limit)
      .for('update');
    for (const row of found) this.absorbListing(row);
    await this.completeItems(found.map((l) => l.itemId));
    return found.map((r) => this.listings.get(r.id) as Listing).filter(isLive);
  }

  setListing(id: number, set: Partial<Listing>): void {
    this.change('listings', this.listings, this.touched.listings, id, set);
  }

  /** Open or unapproved auctions of a seller on any item (ListingCounterIncremented). */
  async liveAuctionsOfSeller(seller: string): Promise<Auction[]> {
    const found = await this.tx
      .select()
      .from(auctions)
      .where(and(eq(auctions.seller, seller), inArray(auctions.status, LIVE_AUCTION)))
      .for('update');
    for (const row of found) this.absorbAuction(row);
    await this.completeItems(found.map((a) => a.itemId));
    return [...this.auctions.values()].filter((a) => a.seller === seller && LIVE_AUCTION.includes(a.status));
  }

  setAuction(id: number, set: Partial<Auction>): void {
    this.change('auctions', this.auctions, this.touched.auctions, id, set);
  }

  async bidsByHash(hash: string): Promise<Bid[]> {
    if (!this.bidHashes.has(hash)) await this.loadBids([hash]);
    return (this.bidHashes.get(hash) ?? []).map((id) => this.bids.get(id) as Bid);
  }

  /** Bids of a bidder still open and signed with a counter (kept as `nonce`) below `nonce` (BidCounterIncremented). */
  async openBidsBelowNonce(bidder: string, nonce: bigint): Promise<Bid[]> {
    const open = (b: Bid) => b.status === 'pending' || b.status === 'partiallyCompleted';
    const found = await this.tx
      .select()
      .from(bids)
      .where(
        and(
          eq(bids.bidder, bidder),
          inArray(bids.status, ['pending', 'partiallyCompleted']),
          sql`${bids.nonce} < ${String(nonce)}`,
        ),
      )
      .for('update');
    for (const row of found) this.absorbBid(row);
    return [...this.bids.values()].filter((b) => b.bidder === bidder && open(b) && BigInt(b.nonce) < nonce);
  }

  setBid(id: number, set: Partial<Bid>): void {
    this.change('bids', this.bids, this.touched.bids, id, set);
  }

  bumpUser(address: string, field: 'createdCount' | 'boughtCount'): void {
    const c = this.counters.get(address) ?? { createdCount: 0, boughtCount: 0 };
    c[field] += 1;
    this.counters.set(address, c);
    if (this.block) this.userBumps.push({ block: this.block, address, field });
  }

  /** Activity of a chain log, and a notification for the other party; removed by log key on a reorg. */
  recordActivity(a: ActivityRow): void {
    this.activityRows.push(a);
    if (a.toAddress && a.toAddress !== a.fromAddress) {
      this.notificationRows.push({
        recipient: a.toAddress,
        fromAddress: a.fromAddress,
        itemId: a.itemId,
        action: a.action,
        text: a.text,
        logKey: a.logKey,
        createdAt: a.createdAt,
      });
    }
  }

  /**
   * Takes back the 'transfer' activity (and its notification) recorded for an item by transaction `txHash`: a
   * sweep moves each token before logging its OrderFilled, and a sale is no transfer.
   */
  forgetTransfers(txHash: string, itemId: number): void {
    const gone = new Set<string>();
    const kept = this.activityRows.filter((a) => {
      const drop = a.action === 'transfer' && a.txHash === txHash && a.itemId === itemId;
      if (drop && a.logKey) gone.add(a.logKey);
      return !drop;
    });
    this.activityRows.splice(0, this.activityRows.length, ...kept);
    const notes = this.notificationRows.filter((n) => !(n.logKey && gone.has(n.logKey)));
    this.notificationRows.splice(0, this.notificationRows.length, ...notes);
  }

  /** Recomputes the holders' sale rows and the sale summary of these items from the loaded rows. */
  async refreshSales(itemIds: Iterable<number>, usd: UsdPrices): Promise<void> {
    const ids = [...itemIds];
    await this.completeItems(ids);
    for (const id of ids) {
      const held = this.holdings.get(id) ?? new Map<string, Holding>();
      const active = [...(this.listingsOfItem.get(id) ?? [])]
        .map((l) => this.listings.get(l) as Listing)
        .filter((l) => l.status === 'active');
      const open = [...this.auctions.values()].filter((a) => a.itemId === id && a.status === 'open');
      const { rows, summary } = saleRowsOf([...held.values()], active, open, usd);
      for (const [owner, row] of rows) {
        const h = held.get(owner) as Holding;
        if (Object.entries(row).some(([k, v]) => !same(h[k as keyof Holding], v))) {
          Object.assign(h, row);
          this.touched.holdings.set(holdingKey(id, owner), { itemId: id, owner });
        }
      }
      const item = this.items.get(id);
      if (item && Object.entries(summary).some(([k, v]) => !same(item[k as keyof Item], v))) {
        this.setItem(id, summary);
      }
    }
  }

  /**
   * Writes every changed row back, one multi-row statement per table (parents before children), and the undo
   * journal of the recent blocks in the batch.
   */
  async flush(): Promise<void> {
    const { tx, touched: t } = this;
    const known = await this.knownUsers();
    await writeRows(
      tx,
      items,
      // Without `hidden`: an admin's choice, never the chain's; a row read before the admin's write keeps it.
      [...t.items].map((id) => ({ ...(this.items.get(id) as Item), hidden: undefined })),
      [items.id],
    );
    const kept: Holding[] = [];
    const gone: { item_id: number; owner: string }[] = [];
    for (const { itemId, owner } of t.holdings.values()) {
      const row = this.holdings.get(itemId)?.get(owner);
      if (row) kept.push(row);
      else gone.push({ item_id: itemId, owner });
    }
    // Keys as JSON: a long `(item_id, owner) in (…)` list overflows PGlite's stack (it aborts at ~1,000 pairs).
    if (gone.length) {
      await tx.execute(sql`
        delete from holdings h using json_to_recordset(${JSON.stringify(gone)}::json) as k(item_id bigint, owner text)
        where h.item_id = k.item_id and h.owner = k.owner`);
    }
    await writeRows(tx, holdings, kept, [holdings.itemId, holdings.owner]);
    await writeRows(
      tx,
      listings,
      [...t.listings].map((id) => this.listings.get(id) as Listing),
      [listings.id],
    );
    await writeRows(
      tx,
      auctions,
      [...t.auctions].map((id) => this.auctions.get(id) as Auction),
      [auctions.id],
    );
    await writeRows(
      tx,
      bids,
      [...t.bids].map((id) => this.bids.get(id) as Bid),
      [bids.id],
    );
    const counts = [...this.counters].map(([address, c]) => ({ address, ...c }));
    for (const part of chunks(counts, PARAMS / 3)) {
      await tx
        .insert(users)
        .values(part)
        .onConflictDoUpdate({
          target: users.address,
          set: {
            createdCount: sql`${users.createdCount} + excluded.created_count`,
            boughtCount: sql`${users.boughtCount} + excluded.bought_count`,
          },
        });
    }
    await writeRows(tx, activity, this.activityRows);
    await writeRows(tx, notifications, this.notificationRows);
    await writeRows(
      tx,
      logEffects,
      this.undo.map((e) => ({
        chainId: e.block.chainId,
        blockNumber: e.block.number,
        blockHash: e.block.hash,
        tableName: e.table,
        key: e.key,
        before: e.before,
      })),
    );
    await journalUserCounters(tx, this.userBumps, known);
  }

  /** Users with a row before this batch (a user row the batch creates is journaled as absent). */
  private async knownUsers(): Promise<Set<string>> {
    const addresses = [...new Set(this.userBumps.map((b) => b.address))];
    const found = addresses.length
      ? await this.tx.select({ address: users.address }).from(users).where(inArray(users.address, addresses))
      : [];
    return new Set(found.map((u) => u.address));
  }
}

const TABLES = { items, holdings, listings, bids, auctions, users } as const;

/** A row as `to_jsonb` shows it (database column names), which is what rollback restores. */
function databaseImage(table: PgTable, row: object): object {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([k, c]) => [c.name, values[k] ?? null]),
  );
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
