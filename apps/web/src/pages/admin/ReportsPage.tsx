import { ADMIN_MSG, links, type ReportedItem } from '@agora/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Empty, ErrorNote, Loading } from '../../components/States';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { adminApi } from '../../features/admin/api';
import { Pager } from '../../features/admin/Pager';
import { useAdminAction } from '../../features/admin/useAdminAction';

/** Reported items with their reports: hide or show the item, resolve its reports, ban its creator. */
export default function ReportsPage() {
  const [page, setPage] = useState(1);
  const [resolved, setResolved] = useState(false);
  const list = useQuery({
    queryKey: ['admin', 'reported-items', resolved, page],
    queryFn: () => adminApi.reportedItems(page, resolved),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <PageTitle title={ADMIN_MSG.reportedItems}>{ADMIN_MSG.reportedItems}</PageTitle>
      <label className="mb-4 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={resolved}
          onChange={(e) => {
            setResolved(e.target.checked);
            setPage(1);
          }}
        />
        {ADMIN_MSG.showResolved}
      </label>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : !list.data.items.length ? (
        <Empty title={ADMIN_MSG.noReports} />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.items.map((r) => (
            <ReportedItemCard key={`${r.item.contract}/${r.item.tokenId}`} entry={r} />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
    </section>
  );
}

function ReportedItemCard({ entry }: { entry: ReportedItem }) {
  const { item, creator } = entry;
  const hide = useAdminAction(adminApi.setHidden);
  const resolve = useAdminAction(adminApi.resolveReports);
  const ban = useAdminAction(adminApi.setBanned);
  const busy = hide.isPending || resolve.isPending || ban.isPending;
  return (
    <li className="card p-4" data-testid="reported-item">
      <div className="flex flex-wrap items-start gap-4">
        {item.preview && <img src={item.preview} alt="" className="size-16 rounded-lg object-cover" />}
        <div className="min-w-0 flex-1">
          <Link
            to={links.info(creator.address, item.contract, item.tokenId)}
            className="font-semibold hover:underline"
          >
            {item.name}
          </Link>
          {item.hidden && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {ADMIN_MSG.hiddenBadge}
            </span>
          )}
          <p className="text-sm text-slate-500">
            <Link to={links.user(creator)} className="hover:underline">
              {creator.name ?? creator.address}
            </Link>
            {creator.verified && <VerifiedBadge />}
            {creator.banned && <span className="ml-2 text-rose-700">{ADMIN_MSG.bannedBadge}</span>}
          </p>
          <p className="text-sm">{ADMIN_MSG.reportsCount(entry.openReports)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={busy}
            onClick={() => hide.mutate([item.contract, item.tokenId, !item.hidden])}
          >
            {item.hidden ? ADMIN_MSG.unhide : ADMIN_MSG.hide}
          </button>
          <button
            type="button"
            className="btn-ghost"
            disabled={busy}
            onClick={() => resolve.mutate([item.contract, item.tokenId, entry.openReports > 0])}
          >
            {entry.openReports > 0 ? ADMIN_MSG.resolve : ADMIN_MSG.reopen}
          </button>
          <button
            type="button"
            className="btn-ghost"
            disabled={busy}
            onClick={() => ban.mutate([creator.address, !creator.banned])}
          >
            {creator.banned ? ADMIN_MSG.unban : ADMIN_MSG.ban}
          </button>
        </div>
      </div>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {entry.reports.map((report) => (
          <li key={report.id} className="py-2">
            <p className="whitespace-pre-wrap break-words">{report.message}</p>
            <p className="text-xs text-slate-500">
              {ADMIN_MSG.reportedBy} {report.reporter.name ?? report.reporter.address} ·{' '}
              {new Date(report.createdAt).toLocaleString()}
            </p>
          </li>
        ))}
      </ul>
    </li>
  );
}
