import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { auctions, bids, holdings, items, listings, users } from '../../db/schema';
import type { BlockRef, JournaledTable, RowKey } from '../journal';
import type { ActivityRow, NotificationRow } from './rows';

export type UserCounter = 'createdCount' | 'boughtCount';

/**
 * What a batch of logs changed, kept until the write-back: which loaded rows to write (in first-touch order),
 * the rows to insert (activity, notifications, user counters) and, for recent blocks, the undo journal.
 */
export class BatchChanges {
  /** Rows to write back, in first-touch order. */
  readonly touched = {
    items: new Set<number>(),
    holdings: new Map<string, { itemId: number; owner: string }>(),
    listings: new Set<number>(),
    bids: new Set<number>(),
    auctions: new Set<number>(),
  };
  readonly counters = new Map<string, Record<UserCounter, number>>();
  readonly activityRows: ActivityRow[] = [];
  readonly notificationRows: NotificationRow[] = [];

  /** The block being applied when its changes are journaled (recent blocks); null otherwise. */
  private block: BlockRef | null = null;
  /** Rows already journaled for the current block (table and key). */
  private readonly remembered = new Set<string>();
  readonly undo: { block: BlockRef; table: JournaledTable; key: RowKey; before: object | null }[] = [];
  readonly userBumps: { block: BlockRef; address: string; field: UserCounter }[] = [];

  /**
   * Starts the changes of a block. With a block ref, the first change of each row in that block keeps the row's
   * image as it was (in memory: earlier blocks of the batch included), so one batch can hold several recent
   * blocks and each can still be rolled back alone.
   */
  beginBlock(block: BlockRef | null): void {
    this.block = block;
    this.remembered.clear();
  }

  /** Journals a row's image before its first change in the current block (null: the row did not exist). */
  remember(table: JournaledTable, key: RowKey, row: object | null): void {
    if (!this.block) return;
    const k = `${table}:${JSON.stringify(key)}`;
    if (this.remembered.has(k)) return;
    this.remembered.add(k);
    this.undo.push({ block: this.block, table, key, before: row && databaseImage(TABLES[table], row) });
  }

  bumpUser(address: string, field: UserCounter): void {
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
}

const TABLES = { items, holdings, listings, bids, auctions, users } as const;

/** A row as `to_jsonb` shows it (database column names), which is what rollback restores. */
function databaseImage(table: PgTable, row: object): object {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([k, c]) => [c.name, values[k] ?? null]),
  );
}
