import { PATHS } from '@agora/core';
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { type LazyComponent, lazyComponent } from '../lib/lazyComponent';
import { Layout } from './Layout';

/*
 * Each page is its own chunk (React.lazy under the layout's Suspense): the home page loads only what it shows.
 * React Router's declarative mode makes navigations transitions, so the old page stays until the new one has
 * loaded. The data router (createBrowserRouter with route `lazy`) is not used: the app loads its data with
 * TanStack Query, and the data router's code weighed 17 KB gzip more in the first page's JavaScript.
 */

export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      { path: PATHS.home, Component: lazyComponent(() => import('../pages/HomePage')) },
      { path: PATHS.myItems, Component: lazyComponent(() => import('../pages/ProfilePage')) },
      { path: PATHS.userByAddress, Component: lazyComponent(() => import('../pages/ProfilePage')) },
      { path: PATHS.create, Component: lazyComponent(() => import('../pages/create/CreateChoicePage')) },
      { path: PATHS.createSingle, Component: lazyComponent(() => import('../pages/create/CreateItemPage')) },
      {
        path: PATHS.createMultiple,
        Component: lazyComponent(() => import('../pages/create/CreateItemPage')),
      },
      { path: PATHS.editProfile, Component: lazyComponent(() => import('../pages/EditProfilePage')) },
      { path: PATHS.addCollection, Component: lazyComponent(() => import('../pages/CollectionFormPage')) },
      { path: PATHS.editCollection, Component: lazyComponent(() => import('../pages/CollectionFormPage')) },
      { path: PATHS.search, Component: lazyComponent(() => import('../pages/SearchPage')) },
      { path: PATHS.topCollections, Component: lazyComponent(() => import('../pages/TopCollectionsPage')) },
      { path: PATHS.collection, Component: lazyComponent(() => import('../pages/CollectionPage')) },
      { path: PATHS.following, Component: lazyComponent(() => import('../pages/FollowingPage')) },
      { path: PATHS.explore, Component: lazyComponent(() => import('../pages/ExplorePage')) },
      { path: PATHS.activity, Component: lazyComponent(() => import('../pages/ActivityPage')) },
      { path: PATHS.info, Component: lazyComponent(() => import('../pages/token/TokenPage')) },
      { path: PATHS.faq, Component: lazyComponent(() => import('../pages/FaqPage')) },
      { path: PATHS.about, Component: lazyComponent(() => import('../pages/AboutPage')) },
      { path: PATHS.community, Component: lazyComponent(() => import('../pages/CommunityPage')) },
      { path: PATHS.privacy, Component: lazyComponent(() => import('../pages/PrivacyPage')) },
      { path: PATHS.terms, Component: lazyComponent(() => import('../pages/TermsPage')) },
      { path: PATHS.comingSoon, Component: lazyComponent(() => import('../pages/ComingSoonPage')) },
      { path: PATHS.verifyEmail, Component: lazyComponent(() => import('../pages/VerifyEmailPage')) },
      { path: PATHS.loginLink, Component: lazyComponent(() => import('../features/wallet/LoginLinkPage')) },
      { path: PATHS.resetPassword, Component: lazyComponent(() => import('../pages/ResetPasswordPage')) },
      // The admin area: one chunk, loaded only here (its sections are chunks of their own).
      { path: '/admin/*', Component: lazyComponent(() => import('../pages/admin/AdminPage')) },
      // Single-segment custom urls are matched after every fixed route (React Router ranks static first).
      { path: PATHS.userByCustomUrl, Component: lazyComponent(() => import('../pages/ProfilePage')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The deepest route the router picks for `pathname` (the page's own route, under the layout). */
export const matchRoute = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

/** Loads a route's page ahead of the first render, so the first render shows it, not a fallback. */
export async function preloadPage(route: RouteObject | undefined): Promise<void> {
  await (route?.Component as Partial<LazyComponent> | undefined)?.preload?.();
}

export const preloadRoute = (pathname: string) => preloadPage(matchRoute(pathname)?.route);

export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
