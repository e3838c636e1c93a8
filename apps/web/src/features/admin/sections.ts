import { ADMIN_MSG, ADMIN_CONTENT_MSG as M } from '@agora/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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
  {
    path: 'categories',
    label: M.navCategories,
    Component: lazy(() => import('../../pages/admin/CategoriesPage')),
  },
  { path: 'pages', label: M.navPages, Component: lazy(() => import('../../pages/admin/PagesPage')) },
  { path: 'faq', label: M.navFaq, Component: lazy(() => import('../../pages/admin/FaqAdminPage')) },
  {
    path: 'promotions',
    label: M.navPromotions,
    Component: lazy(() => import('../../pages/admin/PromotionsPage')),
  },
  { path: 'links', label: M.navLinks, Component: lazy(() => import('../../pages/admin/LinksPage')) },
  {
    path: 'currencies',
    label: M.navCurrencies,
    Component: lazy(() => import('../../pages/admin/CurrenciesPage')),
  },
  { path: 'fees', label: M.navFees, Component: lazy(() => import('../../pages/admin/FeesPage')) },
  { path: 'audit', label: ADMIN_MSG.navAudit, Component: lazy(() => import('../../pages/admin/AuditPage')) },
];
