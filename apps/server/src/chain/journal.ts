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
  // The marketplace's fees and currency allowlist (appliers/settings.ts).
  settings: { key: 'text' },
  currencies: { symbol: 'text' },
} as const;
type KeyedTable = keyof typeof KEYS;
/** The tables the WorkingSet journals (the settings appliers journal their own rows). */
export type JournaledTable = Exclude<KeyedTable, 'settings' | 'currencies'>;
export type RowKey = Record<string, string | number>;

export interface BlockRef {
  chainId: number;
  number: number;
  hash: string;
}

function where(table: KeyedTable, key: RowKey): SQL {
  const parts = Object.keys(KEYS[table]).map((col) => sql`${sql.identifier(col)} = ${key[col]}`);
  return sql.join(parts, sql` and `);
}

/**
 * The undo entries of user counters, written after the users: a batch only adds to the counters, so a user's
 * image before block b is the row as written minus what b and later blocks of the batch added (absent when the
 * row did not exist before the batch and no earlier block of it bumped the user). `bumps` in chain order.
 */
export async function journalUserCounters(
  tx: Tx,
  bumps: { block: BlockRef; address: string; field: 'createdCount' | 'boughtCount' }[],
  known: Set<string>,
) {
  if (!bumps.length) return;
  const total = new Map<string, { createdCount: number; boughtCount: number }>();
  for (const b of bumps) {
    const t = total.get(b.address) ?? { createdCount: 0, boughtCount: 0 };
    t[b.field] += 1;
    total.set(b.address, t);
  }
  const earlier = new Map<string, { createdCount: number; boughtCount: number }>();
  const entries = new Map<string, Record<string, unknown>>();
  for (const b of bumps) {
    const k = `${b.block.hash}:${b.address}`;
    const before = earlier.get(b.address) ?? { createdCount: 0, boughtCount: 0 };
    const t = total.get(b.address) ?? before;
    if (!entries.has(k)) {
      entries.set(k, {
        n: entries.size,
        chain_id: b.block.chainId,
        block_number: b.block.number,
        block_hash: b.block.hash,
        address: b.address,
        absent: !known.has(b.address) && before.createdCount + before.boughtCount === 0,
        later_created: t.createdCount - before.createdCount,
        later_bought: t.boughtCount - before.boughtCount,
      });
    }
    earlier.set(b.address, { ...before, [b.field]: before[b.field] + 1 });
  }
  await tx.execute(sql`
    insert into log_effects (chain_id, block_number, block_hash, table_name, key, before)
    select e.chain_id, e.block_number, e.block_hash, 'users', jsonb_build_object('address', e.address),
      case when e.absent then null else to_jsonb(u) || jsonb_build_object(
        'created_count', u.created_count - e.later_created, 'bought_count', u.bought_count - e.later_bought) end
    from json_to_recordset(${JSON.stringify([...entries.values()])}::json) as e(n int, chain_id int,
      block_number bigint, block_hash text, address text, absent boolean, later_created int, later_bought int)
    join users u on u.address = e.address
    order by e.n`);
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
    table_name: KeyedTable;
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
