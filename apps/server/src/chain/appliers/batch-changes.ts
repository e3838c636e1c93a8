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
  /**
   * Items the batch created: their ids came from the sequence in this transaction, so no row can hold them and
   * they are copied in (copy.ts) rather than upserted, as their holdings are.
   */
  readonly newItems = new Set<number>();
  readonly counters = new Map<string, Record<UserCounter, number>>();
  private readonly activity: ActivityRow[] = [];
  private readonly notifications: NotificationRow[] = [];
  /** Transfer activity by `txHash:itemId`, so that forgetTransfers finds it without a scan of the batch. */
  private readonly transfers = new Map<string, ActivityRow[]>();
  /** Activity rows taken back, and the log keys whose notifications go with them. */
  private readonly forgotten = new Set<ActivityRow>();
  private readonly forgottenLogs = new Set<string>();

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
    this.activity.push(a);
    if (a.action === 'transfer' && a.txHash) {
      const k = `${a.txHash}:${a.itemId}`;
      const list = this.transfers.get(k) ?? [];
      list.push(a);
      this.transfers.set(k, list);
    }
    if (a.toAddress && a.toAddress !== a.fromAddress) {
      this.notifications.push({
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
   * Takes back the 'transfer' activity (and the notifications of its log) recorded for an item by transaction
   * `txHash`: a sweep moves each token before logging its OrderFilled, and a sale is no transfer. Looked up by
   * key: every fill calls it, and a scan of the batch's activity per fill made large batches quadratic.
   */
  forgetTransfers(txHash: string, itemId: number): void {
    const k = `${txHash}:${itemId}`;
    for (const a of this.transfers.get(k) ?? []) {
      this.forgotten.add(a);
      if (a.logKey) this.forgottenLogs.add(a.logKey);
    }
    this.transfers.delete(k);
  }

  /** The activity rows to insert, in log order. */
  private get activityRows(): ActivityRow[] {
    return this.forgotten.size ? this.activity.filter((a) => !this.forgotten.has(a)) : this.activity;
  }

  private get notificationRows(): NotificationRow[] {
    const gone = this.forgottenLogs;
    return gone.size
      ? this.notifications.filter((n) => !(n.logKey && gone.has(n.logKey)))
      : this.notifications;
  }

  /**
   * The activity and notification rows recorded so far, handed over to be inserted now and forgotten here. Only
   * at a block bound: forgetTransfers takes back rows of the same transaction, hence of the same block.
   */
  takeAppended(): { activity: ActivityRow[]; notifications: NotificationRow[] } {
    const taken = { activity: this.activityRows.slice(), notifications: this.notificationRows.slice() };
    this.activity.length = 0;
    this.notifications.length = 0;
    this.transfers.clear();
    this.forgotten.clear();
    this.forgottenLogs.clear();
    return taken;
  }
}

const TABLES = { items, holdings, listings, bids, auctions, users } as const;

/** Property name → column name of each journaled table, read once (an image is taken per changed row). */
const COLUMNS = new Map<PgTable, [string, string][]>();

/** A row as `to_jsonb` shows it (database column names), which is what rollback restores. */
function databaseImage(table: PgTable, row: object): object {
  let columns = COLUMNS.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([k, c]) => [k, c.name]);
    COLUMNS.set(table, columns);
  }
  const values = row as Record<string, unknown>;
  const image: Record<string, unknown> = {};
  for (const [k, name] of columns) image[name] = values[k] ?? null;
  return image;
}
