/** Market insight (issue 16): collection stats, the volume/floor chart and a token's price history. */
export const INSIGHT_MSG = {
  floor: 'Floor price',
  volume: (days: number) => `Volume ${days}d`,
  totalVolume: 'Total volume',
  volumeLabel: 'Volume',
  owners: 'Owners',
  items: 'Items',
  sales: 'Sales',
  noFloor: '—',
  /** A change in percent, signed; null: nothing to compare with. */
  change: (pct: number | null) => (pct === null ? '—' : `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`),
  volumeChange: 'Volume change',
  floorChange: 'Floor change',
  chartTitle: 'Volume and floor, last 30 days',
  chartVolume: 'Volume (USD)',
  chartFloor: 'Floor (USD)',
  priceHistory: 'Price history',
  noSales: 'No sales yet',
  salePrice: (currency: string) => `Price (${currency})`,
  usdNote: 'Amounts in several currencies are added up in USD at the platform’s prices.',
} as const;
