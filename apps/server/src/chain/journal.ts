import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tables chain appliers change, with their primary-key columns (database names). */
const KEYS = {
  items: ['id'],
  holdings: ['item_id', 'owner'],
  listings: ['id'],
  bids: ['id'],
  auctions: ['id'],
  users: ['address'],
} as const;
export type JournaledTable = keyof typeof KEYS;
export type RowKey = Record<string, string | number>;

export interface BlockRef {
  chainId: number;
  number: number;
  hash: string;
}

function where(table: JournaledTable, key: RowKey): SQL {
  const parts = KEYS[table].map((col) => sql`${sql.identifier(col)} = ${key[col]}`);
  return sql.join(parts, sql` and `);
}

/**
 * The undo log of one block: before an applier changes a row it calls `remember`, which stores the row's
 * current image (null when absent) under the block. `rollbackBlocks` restores those images newest first.
 */
export class Journal {
  constructor(
    readonly tx: Tx,
    readonly block: BlockRef,
  ) {}

  /** A row this block creates: rolling back deletes it. */
  async created(table: JournaledTable, key: RowKey): Promise<void> {
    const { chainId, number, hash } = this.block;
    await this.tx.execute(sql`
      insert into log_effects (chain_id, block_number, block_hash, table_name, key, before)
      values (${chainId}, ${number}, ${hash}, ${table}, ${JSON.stringify(key)}::jsonb, null)`);
  }

  async remember(table: JournaledTable, key: RowKey): Promise<void> {
    const { chainId, number, hash } = this.block;
    await this.tx.execute(sql`
      insert into log_effects (chain_id, block_number, block_hash, table_name, key, before)
      values (${chainId}, ${number}, ${hash}, ${table}, ${JSON.stringify(key)}::jsonb,
        (select to_jsonb(t) from ${sql.identifier(table)} t where ${where(table, key)}))`);
  }
}

/**
 * Undoes every journaled change of these blocks, newest first: a row that did not exist is deleted (with the
 * off-chain rows hanging on a deleted item), any other row gets its previous image back.
 */
export async function rollbackBlocks(tx: Tx, chainId: number, hashes: string[]): Promise<number[]> {
  if (!hashes.length) return [];
  const list = sql.join(
    hashes.map((h) => sql`${h}`),
    sql`, `,
  );
  const effects = await rows<{ table_name: JournaledTable; key: RowKey; before: unknown }>(
    tx,
    sql`
    select table_name, key, before from log_effects
    where chain_id = ${chainId} and block_hash in (${list}) order by seq desc`,
  );
  const touchedItems = new Set<number>();
  for (const e of effects) {
    const table = e.table_name;
    if (!(table in KEYS)) continue;
    if (table === 'items') touchedItems.add(Number(e.key.id));
    if (table === 'holdings' || table === 'listings' || table === 'bids') {
      const itemId = (e.before as { item_id?: number } | null)?.item_id ?? e.key.item_id;
      if (itemId !== undefined) touchedItems.add(Number(itemId));
    }
    if (table === 'items' && e.before === null) await deleteItemDependents(tx, Number(e.key.id));
    await tx.execute(sql`delete from ${sql.identifier(table)} where ${where(table, e.key)}`);
    if (e.before !== null) {
      await tx.execute(sql`
        insert into ${sql.identifier(table)}
        select * from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(e.before)}::jsonb)`);
    }
  }
  await tx.execute(sql`delete from log_effects where chain_id = ${chainId} and block_hash in (${list})`);
  return [...touchedItems];
}

/** Off-chain rows of an item whose mint is undone (likes, bids, reports, activity) go with it. */
async function deleteItemDependents(tx: Tx, itemId: number) {
  for (const table of ['notifications', 'activity', 'likes', 'bids', 'auctions', 'reports', 'listings']) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where item_id = ${itemId}`);
  }
}
