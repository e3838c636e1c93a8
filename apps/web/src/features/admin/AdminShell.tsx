import { ADMIN_MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { ApiError } from '../../api/client';
import { ErrorNote, Loading } from '../../components/States';
import { adminApi } from './api';
import { NotAllowed } from './NotAllowed';
import { ADMIN_BASE, sectionHref } from './sectionHref';
import { ADMIN_SECTIONS } from './sections';

/**
 * The admin area: asks the server who may enter (GET /admin/me), then a side nav and the section routes of
 * ADMIN_SECTIONS. The server guards every admin endpoint itself; this page only decides what to show.
 */
export function AdminShell() {
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: adminApi.me, retry: false, staleTime: 0 });
  if (me.isPending) return <Loading />;
  if (me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403))
    return <NotAllowed signedIn={me.error.status === 403} />;
  if (me.error) return <ErrorNote error={me.error} />;
  return (
    <div className="flex flex-col gap-6 md:flex-row" data-testid="admin-area">
      <nav aria-label={ADMIN_MSG.title} className="md:w-48 md:shrink-0">
        <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{ADMIN_MSG.title}</p>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {ADMIN_SECTIONS.map((s) => (
            <li key={s.path}>
              <NavLink
                to={sectionHref(s.path)}
                end
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
                  }`
                }
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<Loading />}>
          <Routes>
            {ADMIN_SECTIONS.map(({ path, Component }) =>
              path ? (
                <Route key={path} path={`${path}/*`} element={<Component />} />
              ) : (
                <Route key="index" index element={<Component />} />
              ),
            )}
            <Route path="*" element={<Navigate to={ADMIN_BASE} replace />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
