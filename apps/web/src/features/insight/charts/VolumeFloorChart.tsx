import { type CollectionDay, MSG } from '@agora/core';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { usdText } from '../format';
import { UPlotChart } from './UPlotChart';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Daily volume as bars (left axis) and the floor as a line (right axis), both in USD. Lazily loaded. */
export default function VolumeFloorChart({ series }: { series: CollectionDay[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [series.map((d) => seconds(d.day)), series.map((d) => d.volumeUsd), series.map((d) => d.floorUsd)],
    [series],
  );
  const options = useMemo(
    () => ({
      scales: { x: { time: true }, vol: { auto: true }, floor: { auto: true } },
      series: [
        {},
        {
          label: MSG.insight.chartVolume,
          scale: 'vol',
          fill: 'rgba(99, 102, 241, 0.35)',
          stroke: 'rgb(99, 102, 241)',
          paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
          value: (_: uPlot, v: number | null) => usdText(v),
        },
        {
          label: MSG.insight.chartFloor,
          scale: 'floor',
          stroke: 'rgb(16, 185, 129)',
          width: 2,
          spanGaps: true,
          value: (_: uPlot, v: number | null) => usdText(v),
        },
      ],
      axes: [
        {},
        { scale: 'vol', values: (_: uPlot, ticks: number[]) => ticks.map((v) => usdText(v)) },
        {
          scale: 'floor',
          side: 1,
          grid: { show: false },
          values: (_: uPlot, ticks: number[]) => ticks.map((v) => usdText(v)),
        },
      ],
    }),
    [],
  );
  return <UPlotChart options={options} data={data} label={MSG.insight.chartTitle} />;
}
