import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Tx } from '../chain/journal';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/**
 * Collection statistics kept by the indexer. Every applied block batch and every rollback recomputes the rows of
 * the collections it touched from the tables (sales from the activity rows, the floor from active listings,
 * owners from holdings): never incremented, so a replayed batch or an undone block leaves them right. Money is
 * added up as the USD equivalent at the currencies' configured prices (as top collections and price sorting do).
 */

const DAY = 86_400_000;
/** How far back the daily series is recomputed when a batch's blocks are recent (a sale dropped by a reorg). */
const SERIES_DAYS = 31;
/**
 * Rolling windows (1/7/30 days) move with the clock, not only with sales: each batch also refreshes this many
 * collections whose row is older than STALE_MS and that had sales in the last 60 days.
 */
const STALE_PER_BATCH = 20;
const STALE_MS = 3_600_000;

type Exec = Pick<Db, 'execute'>;

const idList = (ids: number[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** A sale's (unit price × copies) in USD; `a` is the activity row, `cur` its currency. */
const saleUsd = sql`(a.price::float8 / power(10, coalesce(cur.decimals, 18))) * coalesce(cur.usd_price::float8, 0) * coalesce(a.quantity, 1)`;

/** The collections of these items (those that have one). */
export async function collectionsOfItems(tx: Exec, itemIds: Iterable<number>): Promise<number[]> {
  const ids = [...itemIds];
  if (!ids.length) return [];
  // A catch-up's batch touches tens of thousands of items, past PostgreSQL's 65,535 bound parameters: those
  // ids travel as one JSON parameter (the scan of items they plan is cheaper than the probes). A few ids (a
  // reported transaction) stay bound, so that each probes the primary key: the JSON set's unknown size made
  // PostgreSQL scan items for them too (EXPLAIN: Seq Scan on items; 2.3 ms a report at 6,600 items, growing
  // with the table).
  const wanted =
    ids.length > 1_000
      ? sql`(select value::bigint from json_array_elements_text(${JSON.stringify(ids)}::json))`
      : idList(ids);
  const found = await rows<{ id: number }>(
    tx,
    sql`select distinct collection_id::int as id from items where id in ${wanted} and collection_id is not null`,
  );
  return found.map((r) => r.id);
}

/** The collections whose sales these blocks' logs recorded (looked up before a rollback deletes them). */
export async function collectionsOfBlocks(tx: Exec, blockHashes: string[]): Promise<number[]> {
  if (!blockHashes.length) return [];
  const found = await rows<{ id: number }>(
    tx,
    sql`select distinct i.collection_id::int as id from activity a join items i on i.id = a.item_id
        where i.collection_id is not null and a.log_key is not null
          and split_part(a.log_key, ':', 1) in ${sql`(${sql.join(
            blockHashes.map((h) => sql`${h}`),
            sql`, `,
          )})`}`,
  );
  return found.map((r) => r.id);
}

/**
 * Recomputes the stats rows of `collectionIds` and their daily series from `since` on (at least the last
 * SERIES_DAYS days); today's series row also takes the current floor. The indexer's batches (`withStale`) also
 * take a few stale rows along, so that API writes never pay for them.
 */
export async function refreshCollectionStats(
  tx: Tx,
  collectionIds: number[],
  { since, withStale = false }: { since?: Date; withStale?: boolean } = {},
): Promise<void> {
  const stale = withStale
    ? await rows<{ id: number }>(
        tx,
        sql`select collection_id as id from collection_stats
            where updated_at < now() - ${`${STALE_MS} milliseconds`}::interval
              and (volume_30d_usd > 0 or volume_prev_30d_usd > 0)
            order by updated_at limit ${STALE_PER_BATCH}`,
      )
    : [];
  const ids = [...new Set([...collectionIds, ...stale.map((r) => r.id)])];
  if (!ids.length) return;
  const from = new Date(Math.min(since?.getTime() ?? Infinity, Date.now() - SERIES_DAYS * DAY));
  const inIds = idList(ids);
  await tx.execute(sql`
    insert into collection_stats (collection_id, floor_usd, floor_price, floor_currency,
      volume_1d_usd, volume_7d_usd, volume_30d_usd, volume_prev_1d_usd, volume_prev_7d_usd, volume_prev_30d_usd,
      volume_total_usd, sales, owners, items, updated_at)
    select c.id, f.usd, f.price, f.currency,
      s.v1, s.v7, s.v30, s.p1, s.p7, s.p30, s.total, s.n,
      (select count(distinct h.owner)::int from holdings h join items i on i.id = h.item_id
        where i.collection_id = c.id and h.balance > 0),
      (select count(*)::int from items i where i.collection_id = c.id and i.supply > 0),
      now()
    from collections c
    left join lateral (
      select l.price, l.currency,
        (l.price::float8 / power(10, coalesce(cur.decimals, 18))) * coalesce(cur.usd_price::float8, 0) as usd
      from listings l join items i on i.id = l.item_id left join currencies cur on cur.symbol = l.currency
      where i.collection_id = c.id and l.status = 'active' and l.quantity > 0
        and (l.expiry = 0 or l.expiry > extract(epoch from now()))
      order by usd asc, l.id limit 1
    ) f on true
    cross join lateral (
      select
        coalesce(sum(${saleUsd}) filter (where a.created_at > now() - interval '1 day'), 0) as v1,
        coalesce(sum(${saleUsd}) filter (where a.created_at > now() - interval '7 days'), 0) as v7,
        coalesce(sum(${saleUsd}) filter (where a.created_at > now() - interval '30 days'), 0) as v30,
        coalesce(sum(${saleUsd}) filter (where a.created_at <= now() - interval '1 day'
          and a.created_at > now() - interval '2 days'), 0) as p1,
        coalesce(sum(${saleUsd}) filter (where a.created_at <= now() - interval '7 days'
          and a.created_at > now() - interval '14 days'), 0) as p7,
        coalesce(sum(${saleUsd}) filter (where a.created_at <= now() - interval '30 days'
          and a.created_at > now() - interval '60 days'), 0) as p30,
        coalesce(sum(${saleUsd}), 0) as total,
        count(*)::int as n
      from activity a join items i on i.id = a.item_id left join currencies cur on cur.symbol = a.currency
      where i.collection_id = c.id and a.action in ('purchase', 'accept') and a.price is not null
    ) s
    where c.id in ${inIds}
    on conflict (collection_id) do update set
      floor_usd = excluded.floor_usd, floor_price = excluded.floor_price, floor_currency = excluded.floor_currency,
      volume_1d_usd = excluded.volume_1d_usd, volume_7d_usd = excluded.volume_7d_usd,
      volume_30d_usd = excluded.volume_30d_usd, volume_prev_1d_usd = excluded.volume_prev_1d_usd,
      volume_prev_7d_usd = excluded.volume_prev_7d_usd, volume_prev_30d_usd = excluded.volume_prev_30d_usd,
      volume_total_usd = excluded.volume_total_usd, sales = excluded.sales, owners = excluded.owners,
      items = excluded.items, updated_at = excluded.updated_at`);
  // The series: days from `from` are rebuilt (a day whose sales a reorg removed goes back to zero).
  const fromDay = from.toISOString().slice(0, 10);
  await tx.execute(sql`update collection_daily_stats set volume_usd = 0, sales = 0
    where collection_id in ${inIds} and day >= ${fromDay}::date`);
  await tx.execute(sql`
    insert into collection_daily_stats (collection_id, day, volume_usd, sales)
    select i.collection_id, (a.created_at at time zone 'UTC')::date, sum(${saleUsd}), count(*)::int
    from activity a join items i on i.id = a.item_id left join currencies cur on cur.symbol = a.currency
    where i.collection_id in ${inIds} and a.action in ('purchase', 'accept') and a.price is not null
      and a.created_at >= ${fromDay}::date
    group by 1, 2
    on conflict (collection_id, day) do update set volume_usd = excluded.volume_usd, sales = excluded.sales`);
  await tx.execute(sql`
    insert into collection_daily_stats (collection_id, day, floor_usd)
    select collection_id, (now() at time zone 'UTC')::date, floor_usd from collection_stats
    where collection_id in ${inIds}
    on conflict (collection_id, day) do update set floor_usd = excluded.floor_usd`);
}
