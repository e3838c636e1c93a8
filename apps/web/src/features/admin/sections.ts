import { ADMIN_MSG } from '@agora/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Where the admin area lives; its routes are `/admin/<section path>`. */
export const ADMIN_BASE = '/admin';

export interface AdminSection {
  /** Relative to /admin ('' is the area's first page). */
  path: string;
  label: string;
  /** Each section is its own chunk, loaded when opened. */
  Component: LazyExoticComponent<ComponentType>;
}

/** The admin area's navigation and routes, in nav order: one line per section. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: '',
    label: ADMIN_MSG.navDashboard,
    Component: lazy(() => import('../../pages/admin/DashboardPage')),
  },
  {
    path: 'reports',
    label: ADMIN_MSG.navReports,
    Component: lazy(() => import('../../pages/admin/ReportsPage')),
  },
  { path: 'users', label: ADMIN_MSG.navUsers, Component: lazy(() => import('../../pages/admin/UsersPage')) },
  { path: 'audit', label: ADMIN_MSG.navAudit, Component: lazy(() => import('../../pages/admin/AuditPage')) },
];

export const sectionHref = (path: string) => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);
