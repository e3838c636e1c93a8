import { formatUnits, MSG, type TokenSale } from '@agora/core';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { UPlotChart } from './UPlotChart';

const COLOURS = ['rgb(99, 102, 241)', 'rgb(16, 185, 129)', 'rgb(245, 158, 11)', 'rgb(236, 72, 153)'];

/** A token's sales as points over time, one series per currency in its own units. Lazily loaded. */
export default function PriceHistoryChart({ sales }: { sales: TokenSale[] }) {
  const currencies = useMemo(() => [...new Set(sales.map((s) => s.currency))], [sales]);
  const data = useMemo<uPlot.AlignedData>(
    () => [
      sales.map((s) => Date.parse(s.at) / 1000),
      ...currencies.map((c) =>
        sales.map((s) => (s.currency === c ? Number(formatUnits(BigInt(s.price), s.decimals)) : null)),
      ),
    ],
    [sales, currencies],
  );
  const options = useMemo(
    () => ({
      scales: { x: { time: true } },
      series: [
        {},
        ...currencies.map((c, i) => ({
          label: MSG.insight.salePrice(c),
          stroke: COLOURS[i % COLOURS.length],
          width: 2,
          spanGaps: true,
          points: { size: 7 },
        })),
      ],
    }),
    [currencies],
  );
  return <UPlotChart options={options} data={data} label={MSG.insight.priceHistory} />;
}
