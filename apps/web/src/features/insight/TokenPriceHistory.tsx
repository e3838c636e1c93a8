import { formatDateDMY, formatWeiMoney, MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LocalDate } from '../../components/LocalDate';
import { insightApi, insightKeys } from './api';

const PriceHistoryChart = lazy(() => import('./charts/PriceHistoryChart'));

/** The token page's price history: its sales over time (chart and list), each in its own currency. */
export default function TokenPriceHistory({ contract, tokenId }: { contract: string; tokenId: string }) {
  const { data } = useQuery({
    queryKey: insightKeys.token(contract, tokenId),
    queryFn: () => insightApi.tokenSales(contract, tokenId),
  });
  if (!data) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 pb-8">
      <h2 className="mb-3 text-lg font-semibold">{MSG.insight.priceHistory}</h2>
      {data.sales.length === 0 ? (
        <p className="text-sm text-slate-500">{MSG.insight.noSales}</p>
      ) : (
        <div className="card space-y-3 p-4">
          <Suspense fallback={<div className="h-60" />}>
            <PriceHistoryChart sales={data.sales} />
          </Suspense>
          <ul className="divide-y divide-slate-100 text-sm">
            {data.sales
              .slice()
              .reverse()
              .map((s) => (
                <li
                  key={`${s.at}-${s.txHash}-${s.price}`}
                  className="flex justify-between py-1.5 tabular-nums"
                >
                  <LocalDate at={s.at} format={formatDateDMY} className="text-slate-500" />
                  <span className="font-semibold">
                    {formatWeiMoney(BigInt(s.price), s.currency)} {s.currency}
                    {s.quantity > 1 ? ` × ${s.quantity}` : ''}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      )}
    </section>
  );
}
