import { ADMIN_MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { ErrorNote, Loading } from '../../components/States';
import { adminApi } from '../../features/admin/api';
import { sectionHref } from '../../features/admin/sectionHref';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** New items, users, sales and volume over 1/7/30 days, and the reports waiting. */
export default function DashboardPage() {
  const stats = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: adminApi.dashboard });
  return (
    <section>
      <PageTitle title={ADMIN_MSG.navDashboard}>{ADMIN_MSG.navDashboard}</PageTitle>
      {stats.isPending ? (
        <Loading />
      ) : stats.error ? (
        <ErrorNote error={stats.error} />
      ) : (
        <>
          <Link
            to={sectionHref('reports')}
            className="card mb-6 flex items-center justify-between p-4 hover:bg-slate-50"
            data-testid="reports-waiting"
          >
            <span className="font-semibold">{ADMIN_MSG.reportsWaiting}</span>
            <span className="text-2xl font-bold">{stats.data.reportsWaiting}</span>
          </Link>
          <div className="grid gap-4 md:grid-cols-3">
            {stats.data.windows.map((w) => (
              <div key={w.days} className="card p-4">
                <h2 className="mb-3 font-semibold">{ADMIN_MSG.lastDays(w.days)}</h2>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-slate-500">{ADMIN_MSG.statItems}</dt>
                  <dd className="text-right font-semibold">{w.items}</dd>
                  <dt className="text-slate-500">{ADMIN_MSG.statUsers}</dt>
                  <dd className="text-right font-semibold">{w.users}</dd>
                  <dt className="text-slate-500">{ADMIN_MSG.statSales}</dt>
                  <dd className="text-right font-semibold">{w.sales}</dd>
                  <dt className="text-slate-500">{ADMIN_MSG.statVolume}</dt>
                  <dd className="text-right font-semibold">{usd.format(w.volumeUsd)}</dd>
                </dl>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
