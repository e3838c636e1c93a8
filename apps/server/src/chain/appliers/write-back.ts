import { inArray, sql } from 'drizzle-orm';
import {
  activity,
  auctions,
  bids,
  holdings,
  items,
  listings,
  logEffects,
  notifications,
  users,
} from '../../db/schema';
import { chunks, PARAMS, writeRows } from '../bulk';
import { copyRows } from '../copy';
import { journalUserCounters, type Tx } from '../journal';
import { batchTrace } from '../trace';
import type { BatchChanges } from './batch-changes';
import type { LoadedRows } from './loaded-rows';
import type { Auction, Bid, Holding, Item, Listing } from './rows';

/**
 * Writes every changed row of a batch back, one multi-row statement per table (parents before children), and
 * the undo journal of the recent blocks in the batch.
 */
export async function writeBack(rows: LoadedRows, changes: BatchChanges): Promise<void> {
  const { tx } = rows;
  const t = changes.touched;
  // Each table's statement is its own step in bench:indexer's trace.
  const mark = (table: string) => batchTrace()?.mark(`write ${table}`);
  const known = await knownUsers(tx, changes);
  mark('user keys');
  // Without `hidden`: an admin's choice, never the chain's; a row read before the admin's write keeps it.
  const itemRow = (id: number) => ({ ...(rows.items.get(id) as Item), hidden: undefined });
  const touchedItems = [...t.items];
  // New items (their ids are the batch's own: nothing to conflict with) are copied, the loaded ones upserted.
  await copyRows(tx, items, touchedItems.filter((id) => changes.newItems.has(id)).map(itemRow));
  await writeRows(tx, items, touchedItems.filter((id) => !changes.newItems.has(id)).map(itemRow), [items.id]);
  mark('items');
  // The holdings of the batch's new items cannot be there yet: copied, as the items are.
  const fresh: Holding[] = [];
  const kept: Holding[] = [];
  const gone: { item_id: number; owner: string }[] = [];
  for (const { itemId, owner } of t.holdings.values()) {
    const row = rows.holdings.get(itemId)?.get(owner);
    const created = changes.newItems.has(itemId);
    if (row) (created ? fresh : kept).push(row);
    else if (!created) gone.push({ item_id: itemId, owner });
  }
  // Keys as JSON: a long `(item_id, owner) in (…)` list overflows PGlite's stack (it aborts at ~1,000 pairs).
  if (gone.length) {
    await tx.execute(sql`
      delete from holdings h using json_to_recordset(${JSON.stringify(gone)}::json) as k(item_id bigint, owner text)
      where h.item_id = k.item_id and h.owner = k.owner`);
  }
  await copyRows(tx, holdings, fresh);
  await writeRows(tx, holdings, kept, [holdings.itemId, holdings.owner]);
  mark('holdings');
  await writeRows(
    tx,
    listings,
    [...t.listings].map((id) => rows.listings.get(id) as Listing),
    [listings.id],
  );
  await writeRows(
    tx,
    auctions,
    [...t.auctions].map((id) => rows.auctions.get(id) as Auction),
    [auctions.id],
  );
  await writeRows(
    tx,
    bids,
    [...t.bids].map((id) => rows.bids.get(id) as Bid),
    [bids.id],
  );
  mark('orders');
  const counts = [...changes.counters].map(([address, c]) => ({ address, ...c }));
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
  mark('users');
  await writeAppended(tx, changes);
  await writeRows(
    tx,
    logEffects,
    changes.undo.map((e) => ({
      chainId: e.block.chainId,
      blockNumber: e.block.number,
      blockHash: e.block.hash,
      tableName: e.table,
      key: e.key,
      before: e.before,
    })),
  );
  await journalUserCounters(tx, changes.userBumps, known);
  mark('journal');
}

/**
 * Inserts the activity and notification rows recorded since the last call. Nothing reads or changes them later
 * in the batch, so a batch fed by several ranges inserts each range's rows while the next range is fetched
 * (pipeline.ts), before the items the batch creates are written (their item ids have no foreign key: migration
 * 0035).
 */
export async function writeAppended(tx: Tx, changes: BatchChanges): Promise<void> {
  const taken = changes.takeAppended();
  await copyRows(tx, activity, taken.activity);
  batchTrace()?.mark('write activity');
  await copyRows(tx, notifications, taken.notifications);
  batchTrace()?.mark('write notices');
}

/** Users with a row before this batch (a user row the batch creates is journaled as absent). */
async function knownUsers(tx: Tx, changes: BatchChanges): Promise<Set<string>> {
  const addresses = [...new Set(changes.userBumps.map((b) => b.address))];
  const found = addresses.length
    ? await tx.select({ address: users.address }).from(users).where(inArray(users.address, addresses))
    : [];
  return new Set(found.map((u) => u.address));
}
