import { MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { collectionStatsQuery } from './api';
import { StatsRow } from './StatsRow';

const VolumeFloorChart = lazy(() => import('./charts/VolumeFloorChart'));

/** The collection page's stats row and its 30-day volume/floor chart (the chart's code loads with it). */
export function CollectionInsight({ owner, customUrl }: { owner: string; customUrl: string }) {
  const { data } = useQuery(collectionStatsQuery(owner, customUrl));
  if (!data) return null;
  const hasChart = data.series.some((d) => d.volumeUsd > 0 || d.floorUsd !== null);
  return (
    <div className="mt-8 space-y-4">
      <StatsRow stats={data.stats} />
      {hasChart && (
        <figure className="card p-4">
          <figcaption className="mb-2 text-sm font-semibold">{MSG.insight.chartTitle}</figcaption>
          <Suspense fallback={<div className="h-60" />}>
            <VolumeFloorChart series={data.series} />
          </Suspense>
          <p className="mt-2 text-xs text-slate-500">{MSG.insight.usdNote}</p>
        </figure>
      )}
    </div>
  );
}
