import { sql } from 'drizzle-orm';
import { rows as rawRows } from '../../db/rows';
import type { BlockRef } from '../journal';
import { ZERO } from '../log-values';
import { batchTrace } from '../trace';
import { BatchChanges, type UserCounter } from './batch-changes';
import { LoadedRows, type Wanted } from './loaded-rows';
import {
  type ActivityRow,
  type Auction,
  type Bid,
  type Holding,
  holdingKey,
  type Item,
  isLive,
  type Listing,
} from './rows';
import { NO_SALE, saleRowsOf, type UsdPrices } from './sale-rows';
import { writeAppended, writeBack } from './write-back';

/**
 * The rows a batch of chain logs reads and changes (items with all their holdings, active listings and open
 * auctions; listings and bids named by logs), loaded once (LoadedRows), changed in memory by the appliers
 * (BatchChanges keeps what changed and the undo journal), then written back with one multi-row statement per
 * table (writeBack).
 */
export class WorkingSet extends LoadedRows {
  /** Item ids reserved up front for the tokens the batch may create. */
  private readonly idPool: number[] = [];
  private readonly changes = new BatchChanges();

  /** Starts the changes of a block; with a block ref they are journaled so that the block can be rolled back. */
  beginBlock(block: BlockRef | null): void {
    this.changes.beginBlock(block);
  }

  private change<R extends { id: number }>(
    table: 'items' | 'listings' | 'bids' | 'auctions',
    rows: Map<number, R>,
    id: number,
    set: Partial<R>,
  ) {
    const row = rows.get(id);
    if (!row) throw new Error(`${table} ${id} is not loaded`);
    this.changes.remember(table, 'itemId' in row ? { id, item_id: Number(row.itemId) } : { id }, row);
    Object.assign(row, set);
    this.changes.touched[table].add(id);
  }

  async preload(w: Wanted): Promise<void> {
    // Each load is its own step in bench:indexer's trace.
    const mark = (what: string) => batchTrace()?.mark(`load ${what}`);
    await this.loadTokens([...w.tokens.values()]);
    mark('tokens');
    await this.loadOrders([...w.orderHashes]);
    mark('orders');
    await this.loadBids([...w.bidHashes]);
    mark('bids');
    await this.completeItems([...this.items.keys()]);
    mark('items');
    await this.loadDrafts([...w.draftCids]);
    mark('drafts');
    await this.loadUnminted([...w.draftCids]);
    mark('unminted');
    if (w.sellersOn.size) {
      await this.loadSellerOrders(w.sellersOn);
      mark('sellers');
    }
    // A batch preloads once per group of blocks: ids reserved for an earlier group and not used yet count.
    const missing = [...w.creatable].filter((k) => this.itemIds.get(k) === null).length;
    this.idPool.push(...(await this.nextItemIds(missing - this.idPool.length)));
    mark('ids');
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
      metadataFetch: null,
      metadataAttempts: 0,
      metadataRetryAt: null,
      hidden: false,
      minted: true,
      createdAt: new Date(),
    };
    this.changes.remember('items', { id }, null);
    this.changes.newItems.add(id);
    this.absorbItem(row);
    this.complete.add(id);
    this.holdings.set(id, new Map());
    this.changes.touched.items.add(id);
    return row;
  }

  setItem(id: number, set: Partial<Item>): void {
    this.change('items', this.items, id, set);
  }

  setListing(id: number, set: Partial<Listing>): void {
    this.change('listings', this.listings, id, set);
  }

  setAuction(id: number, set: Partial<Auction>): void {
    this.change('auctions', this.auctions, id, set);
  }

  setBid(id: number, set: Partial<Bid>): void {
    this.change('bids', this.bids, id, set);
  }

  /** Adds `delta` editions to a holder (of a loaded item); a holding that reaches zero is removed. */
  addBalance(itemId: number, owner: string, delta: number, at: Date): void {
    const held = this.holdings.get(itemId);
    if (!held) throw new Error(`holdings of item ${itemId} are not loaded`);
    this.changes.remember('holdings', { item_id: itemId, owner }, held.get(owner) ?? null);
    const row: Holding = held.get(owner) ?? { itemId, owner, balance: 0, ...NO_SALE, updatedAt: at };
    row.balance += delta;
    row.updatedAt = at;
    if (row.balance > 0) held.set(owner, row);
    else held.delete(owner);
    this.changes.touched.holdings.set(holdingKey(itemId, owner), { itemId, owner });
  }

  bumpUser(address: string, field: UserCounter): void {
    this.changes.bumpUser(address, field);
  }

  recordActivity(a: ActivityRow): void {
    this.changes.recordActivity(a);
  }

  forgetTransfers(txHash: string, itemId: number): void {
    this.changes.forgetTransfers(txHash, itemId);
  }

  /**
   * The holdings of the copies an item's vouchers still offer (lazy minting, issue 30; appliers/vouchers.ts): each
   * voucher creator holds the copies of their live vouchers (the copies a voucher sold were minted to their
   * buyers), and an unminted item's supply is their sum. A voucher creator holds no minted copy of the token
   * (buyVoucher mints to the buyer), so the holding is the offer alone.
   */
  private settleVoucherCopies(itemId: number, at: Date): void {
    const vouchers = this.listingsOf(itemId).filter((l) => l.voucher);
    const item = this.items.get(itemId);
    if (!vouchers.length || !item) return;
    const offered = new Map<string, number>();
    for (const l of vouchers)
      offered.set(l.seller, (offered.get(l.seller) ?? 0) + (isLive(l) ? l.quantity : 0));
    let total = 0;
    for (const [seller, copies] of offered) {
      total += copies;
      const held = this.holdings.get(itemId)?.get(seller)?.balance ?? 0;
      if (held !== copies) this.addBalance(itemId, seller, copies - held, at);
    }
    if (!item.minted && item.supply !== total) this.setItem(itemId, { supply: total });
  }

  /**
   * Recomputes the holders' sale rows and the sale summary of these items from the loaded rows, priced at `now`
   * (unix seconds: the batch's last block time).
   */
  async refreshSales(itemIds: Iterable<number>, usd: UsdPrices, now: number): Promise<void> {
    const ids = [...itemIds];
    await this.completeItems(ids);
    for (const id of ids) {
      this.settleVoucherCopies(id, new Date(now * 1000));
      const held = this.holdings.get(id) ?? new Map<string, Holding>();
      const active = this.listingsOf(id).filter((l) => l.status === 'active');
      const open = this.auctionsOf(id).filter((a) => a.status === 'open');
      const { rows, summary } = saleRowsOf([...held.values()], active, open, usd, now);
      for (const [owner, row] of rows) {
        const h = held.get(owner) as Holding;
        if (Object.entries(row).some(([k, v]) => !same(h[k as keyof Holding], v))) {
          Object.assign(h, row);
          this.changes.touched.holdings.set(holdingKey(id, owner), { itemId: id, owner });
        }
      }
      const item = this.items.get(id);
      if (item && Object.entries(summary).some(([k, v]) => !same(item[k as keyof Item], v))) {
        this.setItem(id, summary);
      }
    }
  }

  /** Inserts the activity and notifications recorded so far (at a block bound; see writeAppended). */
  async flushAppended(): Promise<void> {
    await writeAppended(this.tx, this.changes);
  }

  /** Writes every changed row back, and the undo journal of the recent blocks in the batch. */
  async flush(): Promise<void> {
    await writeBack(this, this.changes);
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
