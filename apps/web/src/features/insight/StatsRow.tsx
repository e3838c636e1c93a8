import { type CollectionStats, formatWeiMoney, MSG } from '@agora/core';
import { changeClass, usdText } from './format';

function Stat({ label, value, change }: { label: string; value: string; change?: number | null }) {
  return (
    <div className="min-w-28 rounded-xl bg-slate-50 px-4 py-3 text-center">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {change !== undefined && (
        <dd className={`text-xs ${changeClass(change)}`}>{MSG.insight.change(change)}</dd>
      )}
    </div>
  );
}

/** A collection's stats row: floor (its own price and USD), volume over 1/7/30 days with change, counts. */
export function StatsRow({ stats }: { stats: CollectionStats }) {
  const floor =
    stats.floorPrice && stats.floorCurrency
      ? `${formatWeiMoney(BigInt(stats.floorPrice), stats.floorCurrency)} ${stats.floorCurrency}`
      : MSG.insight.noFloor;
  return (
    <dl className="flex flex-wrap justify-center gap-3" aria-label={MSG.insight.chartTitle}>
      <Stat label={MSG.insight.floor} value={floor} change={stats.floorChange7d} />
      <Stat label={MSG.insight.volume(1)} value={usdText(stats.volume1dUsd)} change={stats.volumeChange1d} />
      <Stat label={MSG.insight.volume(7)} value={usdText(stats.volume7dUsd)} change={stats.volumeChange7d} />
      <Stat
        label={MSG.insight.volume(30)}
        value={usdText(stats.volume30dUsd)}
        change={stats.volumeChange30d}
      />
      <Stat label={MSG.insight.owners} value={String(stats.owners)} />
      <Stat label={MSG.insight.items} value={String(stats.items)} />
      <Stat label={MSG.insight.sales} value={String(stats.sales)} />
    </dl>
  );
}
