import { links, MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../components/Avatar';
import { PageTitle } from '../components/PageTitle';
import { Empty, Loading } from '../components/States';
import { TopStatsCells, TopStatsHeads } from '../features/insight/TopStatsCells';
import { FIRST_PERIOD, PERIODS, type Period, topCollectionsQuery } from './topCollectionsQueries';

export default function TopCollectionsPage() {
  const [days, setDays] = useState<Period>(FIRST_PERIOD);
  const { data, isPending } = useQuery(topCollectionsQuery(days));
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={MSG.collections.top}>{MSG.collections.top}</PageTitle>
        <label className="mb-6 flex items-center gap-2 text-sm font-medium">
          {MSG.collections.period}
          <select
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as Period)}
            className="input w-auto"
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {MSG.collections.days(p)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? (
        <Loading />
      ) : !data?.length ? (
        <Empty title={MSG.noItemsFound} />
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
              <tr>
                <th className="p-4">#</th>
                <th className="p-4">{MSG.collections.name}</th>
                <th className="p-4">{MSG.collections.avgPrice}</th>
                <TopStatsHeads />
                <th className="p-4">
                  <span className="sr-only">{MSG.collections.view}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((c, i) => (
                <tr key={c.id} className="border-b border-slate-100 last:border-0">
                  <td className="p-4 font-bold text-slate-400">{i + 1}</td>
                  <td className="p-4">
                    <span className="flex items-center gap-3 font-semibold">
                      <Avatar src={c.logo} size="size-10" />
                      {c.name}
                    </span>
                  </td>
                  <td className="p-4 tabular-nums">${(c.averagePriceUsd ?? 0).toFixed(5)}</td>
                  <TopStatsCells stats={c} />
                  <td className="p-4 text-right">
                    <Link to={links.collection(c.owner, c.customUrl)} className="btn-ghost px-4 py-1.5">
                      {MSG.collections.view}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
