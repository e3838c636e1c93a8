import { MSG, type TopCollectionStats } from '@agora/core';
import { changeClass, usdText } from './format';

/** Top collections' header cells for the volume and floor over the period and their change. */
export function TopStatsHeads() {
  return (
    <>
      <th className="p-4">{MSG.insight.volumeLabel}</th>
      <th className="p-4">{MSG.insight.volumeChange}</th>
      <th className="p-4">{MSG.insight.floor}</th>
      <th className="p-4">{MSG.insight.floorChange}</th>
    </>
  );
}

/** One collection's cells, in the order of TopStatsHeads. */
export function TopStatsCells({ stats }: { stats: Partial<TopCollectionStats> }) {
  const change = (pct: number | null | undefined) => (
    <td className={`p-4 tabular-nums ${changeClass(pct ?? null)}`}>{MSG.insight.change(pct ?? null)}</td>
  );
  return (
    <>
      <td className="p-4 tabular-nums">{usdText(stats.volumeUsd ?? 0)}</td>
      {change(stats.volumeChange)}
      <td className="p-4 tabular-nums">{usdText(stats.floorUsd ?? null)}</td>
      {change(stats.floorChange)}
    </>
  );
}
