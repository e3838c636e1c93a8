import { ADMIN_MSG } from '@agora/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { Empty, ErrorNote, Loading } from '../../components/States';
import { adminApi } from '../../features/admin/api';
import { Pager } from '../../features/admin/Pager';

/** The admin audit log: every admin action, newest first. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: () => adminApi.audit(page),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <PageTitle title={ADMIN_MSG.navAudit}>{ADMIN_MSG.navAudit}</PageTitle>
      {audit.isPending ? (
        <Loading />
      ) : audit.error ? (
        <ErrorNote error={audit.error} />
      ) : !audit.data.items.length ? (
        <Empty title={ADMIN_MSG.auditEmpty} />
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th className="p-3">{ADMIN_MSG.auditWhen}</th>
                <th className="p-3">{ADMIN_MSG.auditWho}</th>
                <th className="p-3">{ADMIN_MSG.auditAction}</th>
                <th className="p-3">{ADMIN_MSG.auditTarget}</th>
                <th className="p-3">{ADMIN_MSG.auditDetails}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top last:border-0">
                  <td className="whitespace-nowrap p-3">{new Date(e.createdAt).toLocaleString()}</td>
                  <td className="p-3 font-mono text-xs">{e.actor}</td>
                  <td className="p-3 font-medium">{e.action}</td>
                  <td className="break-all p-3 font-mono text-xs">{e.target}</td>
                  <td className="break-all p-3 font-mono text-xs">{JSON.stringify(e.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.data && <Pager page={page} hasMore={audit.data.hasMore} onPage={setPage} />}
    </section>
  );
}
