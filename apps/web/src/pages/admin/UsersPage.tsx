import { ADMIN_MSG, type AdminUser, links } from '@agora/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { Empty, ErrorNote, Loading } from '../../components/States';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { adminApi } from '../../features/admin/api';
import { Pager } from '../../features/admin/Pager';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** Users: search, verify a creator, ban from Agora's lists. */
export default function UsersPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(q.trim(), 300);
  const list = useQuery({
    queryKey: ['admin', 'users', query, page],
    queryFn: () => adminApi.users(query, page),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <PageTitle title={ADMIN_MSG.navUsers}>{ADMIN_MSG.navUsers}</PageTitle>
      <input
        type="search"
        className="input mb-4"
        placeholder={ADMIN_MSG.searchUsers}
        aria-label={ADMIN_MSG.searchUsers}
        value={q}
        maxLength={100}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : !list.data.items.length ? (
        <Empty title={ADMIN_MSG.userNotFound} />
      ) : (
        <ul className="card divide-y divide-slate-100">
          {list.data.items.map((u) => (
            <UserRow key={u.address} user={u} />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const verify = useAdminAction(adminApi.setVerified);
  const ban = useAdminAction(adminApi.setBanned);
  const busy = verify.isPending || ban.isPending;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid="admin-user">
      <div className="min-w-0 flex-1">
        <Link to={links.user(user)} className="font-semibold hover:underline">
          {user.name ?? user.address}
        </Link>
        {user.verified && <VerifiedBadge />}
        {user.banned && <span className="ml-2 text-sm text-rose-700">{ADMIN_MSG.bannedBadge}</span>}
        <p className="break-all font-mono text-xs text-slate-500">{user.address}</p>
        {user.email && <p className="text-xs text-slate-500">{user.email}</p>}
      </div>
      <button
        type="button"
        className="btn-ghost"
        disabled={busy}
        onClick={() => verify.mutate([user.address, !user.verified])}
      >
        {user.verified ? ADMIN_MSG.unverify : ADMIN_MSG.verify}
      </button>
      <button
        type="button"
        className="btn-ghost"
        disabled={busy}
        onClick={() => ban.mutate([user.address, !user.banned])}
      >
        {user.banned ? ADMIN_MSG.unban : ADMIN_MSG.ban}
      </button>
    </li>
  );
}
