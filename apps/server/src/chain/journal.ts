import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tables chain appliers change, with their primary-key columns (database names and types). */
const KEYS = {
  items: { id: 'bigint' },
  holdings: { item_id: 'bigint', owner: 'text' },
  listings: { id: 'bigint' },
  bids: { id: 'bigint' },
  auctions: { id: 'bigint' },
  users: { address: 'text' },
} as const;
export type JournaledTable = keyof typeof KEYS;
export type RowKey = Record<string, string | number>;

export interface BlockRef {
  chainId: number;
  number: number;
  hash: string;
}

function where(table: JournaledTable, key: RowKey): SQL {
  const parts = Object.keys(KEYS[table]).map((col) => sql`${sql.identifier(col)} = ${key[col]}`);
  return sql.join(parts, sql` and `);
}

/**
 * The undo log of a recent block: before the pipeline writes rows it stores their current images (null for
 * rows the block creates) under the block, in one statement per table. `rollbackBlocks` restores them. Keys
 * may carry more than the primary key (`item_id` of listings and bids, to know the touched items).
 */
export async function journalRows(tx: Tx, block: BlockRef, table: JournaledTable, keys: RowKey[]) {
  if (!keys.length) return;
  const match = sql.join(
    Object.entries(KEYS[table]).map(
      ([col, type]) => sql`t.${sql.identifier(col)} = (k.value->>${col})::${sql.raw(type)}`,
    ),
    sql` and `,
  );
  await tx.execute(sql`
    insert into log_effects (chain_id, block_number, block_hash, table_name, key, before)
    select ${block.chainId}, ${block.number}, ${block.hash}, ${table}, k.value,
      (select to_jsonb(t) from ${sql.identifier(table)} t where ${match})
    from jsonb_array_elements(${JSON.stringify(keys)}::jsonb) with ordinality as k(value, n) order by k.n`);
}

/**
 * Undoes every journaled change of these blocks, newest first: a row that did not exist is deleted (with the
 * off-chain rows hanging on a deleted item), any other row gets its previous image back (in place, so rows
 * referencing it stay valid).
 */
export async function rollbackBlocks(tx: Tx, chainId: number, hashes: string[]): Promise<number[]> {
  if (!hashes.length) return [];
  const list = sql.join(
    hashes.map((h) => sql`${h}`),
    sql`, `,
  );
  const effects = await rows<{
    table_name: JournaledTable;
    key: RowKey;
    before: Record<string, unknown> | null;
  }>(
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
    if (e.before === null) {
      if (table === 'items') await deleteItemDependents(tx, Number(e.key.id));
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${where(table, e.key)}`);
      continue;
    }
    const conflict = sql.join(
      Object.keys(KEYS[table]).map((c) => sql.identifier(c)),
      sql`, `,
    );
    const set = sql.join(
      Object.keys(e.before).map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${sql.identifier(table)}
      select * from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(e.before)}::jsonb)
      on conflict (${conflict}) do update set ${set}`);
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
