import type { CollectionDay, CollectionStats, CollectionStatsReply } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** Reading the statistics the indexer keeps (collections/stats.ts): no sale is added up per request. */

const DAY = 86_400_000;
const SERIES_DAYS = 30;
const PERIODS = [1, 7, 30] as const;
type Period = (typeof PERIODS)[number];

interface StatsRow {
  collection_id: number;
  floor_usd: number | null;
  floor_price: string | null;
  floor_currency: string | null;
  volume_1d_usd: number;
  volume_7d_usd: number;
  volume_30d_usd: number;
  volume_prev_1d_usd: number;
  volume_prev_7d_usd: number;
  volume_prev_30d_usd: number;
  volume_total_usd: number;
  sales: number;
  owners: number;
  items: number;
  updated_at: Date | string;
}

/** Change in percent, rounded to 0.1; null when there was nothing before. */
export const percentChange = (now: number | null, before: number | null): number | null =>
  now === null || before === null || before <= 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The floor at the start of each period: the last floor the series recorded on or before that day. */
async function floorsBefore(db: Db, ids: number[]): Promise<Map<number, Record<Period, number | null>>> {
  const out = new Map<number, Record<Period, number | null>>();
  if (!ids.length) return out;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ id: number; days: number; floor: number | null }>(
    db,
    sql`select c.id, p.days, f.floor_usd as floor
        from unnest(array[${list}]::int[]) as c(id) cross join unnest(array[1, 7, 30]) as p(days)
        left join lateral (
          select floor_usd from collection_daily_stats d
          where d.collection_id = c.id and d.floor_usd is not null
            and d.day <= (now() at time zone 'UTC')::date - p.days
          order by d.day desc limit 1
        ) f on true`,
  );
  for (const r of found) {
    const entry = out.get(r.id) ?? { 1: null, 7: null, 30: null };
    entry[r.days as Period] = r.floor;
    out.set(r.id, entry);
  }
  return out;
}

function statsOf(r: StatsRow, floors: Record<Period, number | null> | undefined): CollectionStats {
  const before = floors ?? { 1: null, 7: null, 30: null };
  return {
    collectionId: String(r.collection_id),
    floorUsd: r.floor_usd,
    floorPrice: r.floor_price,
    floorCurrency: r.floor_currency,
    volume1dUsd: r.volume_1d_usd,
    volume7dUsd: r.volume_7d_usd,
    volume30dUsd: r.volume_30d_usd,
    volumeTotalUsd: r.volume_total_usd,
    volumeChange1d: percentChange(r.volume_1d_usd, r.volume_prev_1d_usd),
    volumeChange7d: percentChange(r.volume_7d_usd, r.volume_prev_7d_usd),
    volumeChange30d: percentChange(r.volume_30d_usd, r.volume_prev_30d_usd),
    floorChange1d: percentChange(r.floor_usd, before[1]),
    floorChange7d: percentChange(r.floor_usd, before[7]),
    floorChange30d: percentChange(r.floor_usd, before[30]),
    sales: r.sales,
    owners: r.owners,
    items: r.items,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

async function statsRows(db: Db, ids: number[]): Promise<StatsRow[]> {
  if (!ids.length) return [];
  return rows<StatsRow>(
    db,
    sql`select * from collection_stats where collection_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** A collection's stats and its last 30 days (every day present; the floor carried forward over quiet days). */
export async function readCollectionStats(db: Db, id: number): Promise<CollectionStatsReply> {
  const [row] = await statsRows(db, [id]);
  const stats = statsOf(
    row ?? {
      collection_id: id,
      floor_usd: null,
      floor_price: null,
      floor_currency: null,
      volume_1d_usd: 0,
      volume_7d_usd: 0,
      volume_30d_usd: 0,
      volume_prev_1d_usd: 0,
      volume_prev_7d_usd: 0,
      volume_prev_30d_usd: 0,
      volume_total_usd: 0,
      sales: 0,
      owners: 0,
      items: 0,
      updated_at: new Date(),
    },
    (await floorsBefore(db, [id])).get(id),
  );
  const first = dayOf(Date.now() - (SERIES_DAYS - 1) * DAY);
  const days = await rows<{ day: string; volume_usd: number; sales: number; floor_usd: number | null }>(
    db,
    sql`select day::text as day, volume_usd, sales, floor_usd from collection_daily_stats
        where collection_id = ${id} and day >= (
          select coalesce(max(day), ${first}::date) from collection_daily_stats
          where collection_id = ${id} and day <= ${first}::date and floor_usd is not null)
        order by day`,
  );
  const byDay = new Map(days.map((d) => [d.day, d]));
  let floor = days.find((d) => d.day <= first && d.floor_usd !== null)?.floor_usd ?? null;
  const series: CollectionDay[] = [];
  for (let i = SERIES_DAYS - 1; i >= 0; i--) {
    const day = dayOf(Date.now() - i * DAY);
    const d = byDay.get(day);
    if (d?.floor_usd != null) floor = d.floor_usd;
    series.push({ day, volumeUsd: d?.volume_usd ?? 0, sales: d?.sales ?? 0, floorUsd: floor });
  }
  return { stats, series };
}

/** Volume and floor over `days` and their change, per collection, for top collections. */
export async function topStats(
  db: Db,
  ids: number[],
  days: Period,
): Promise<
  Map<
    number,
    { volumeUsd: number; volumeChange: number | null; floorUsd: number | null; floorChange: number | null }
  >
> {
  const [list, floors] = await Promise.all([statsRows(db, ids), floorsBefore(db, ids)]);
  return new Map(
    list.map((r) => {
      const s = statsOf(r, floors.get(r.collection_id));
      return [
        r.collection_id,
        {
          volumeUsd: s[`volume${days}dUsd`],
          volumeChange: s[`volumeChange${days}d`],
          floorUsd: s.floorUsd,
          floorChange: s[`floorChange${days}d`],
        },
      ];
    }),
  );
}
