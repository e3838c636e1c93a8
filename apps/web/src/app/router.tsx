import { PATHS } from '@agora/core';
import { lazy } from 'react';
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from 'react-router';
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
      { path: PATHS.home, Component: lazy(() => import('../pages/HomePage')) },
      { path: PATHS.myItems, Component: lazy(() => import('../pages/ProfilePage')) },
      { path: PATHS.userByAddress, Component: lazy(() => import('../pages/ProfilePage')) },
      { path: PATHS.create, Component: lazy(() => import('../pages/create/CreateChoicePage')) },
      { path: PATHS.createSingle, Component: lazy(() => import('../pages/create/CreateItemPage')) },
      { path: PATHS.createMultiple, Component: lazy(() => import('../pages/create/CreateItemPage')) },
      { path: PATHS.editProfile, Component: lazy(() => import('../pages/EditProfilePage')) },
      { path: PATHS.addCollection, Component: lazy(() => import('../pages/CollectionFormPage')) },
      { path: PATHS.editCollection, Component: lazy(() => import('../pages/CollectionFormPage')) },
      { path: PATHS.search, Component: lazy(() => import('../pages/SearchPage')) },
      { path: PATHS.topCollections, Component: lazy(() => import('../pages/TopCollectionsPage')) },
      { path: PATHS.collection, Component: lazy(() => import('../pages/CollectionPage')) },
      { path: PATHS.following, Component: lazy(() => import('../pages/FollowingPage')) },
      { path: PATHS.explore, Component: lazy(() => import('../pages/ExplorePage')) },
      { path: PATHS.activity, Component: lazy(() => import('../pages/ActivityPage')) },
      { path: PATHS.info, Component: lazy(() => import('../pages/token/TokenPage')) },
      { path: PATHS.faq, Component: lazy(() => import('../pages/FaqPage')) },
      { path: PATHS.about, Component: lazy(() => import('../pages/AboutPage')) },
      { path: PATHS.community, Component: lazy(() => import('../pages/CommunityPage')) },
      { path: PATHS.privacy, Component: lazy(() => import('../pages/PrivacyPage')) },
      { path: PATHS.terms, Component: lazy(() => import('../pages/TermsPage')) },
      { path: PATHS.comingSoon, Component: lazy(() => import('../pages/ComingSoonPage')) },
      { path: PATHS.verifyEmail, Component: lazy(() => import('../pages/VerifyEmailPage')) },
      { path: PATHS.resetPassword, Component: lazy(() => import('../pages/ResetPasswordPage')) },
      // The admin area: one chunk, loaded only here (its sections are chunks of their own).
      { path: '/admin/*', Component: lazy(() => import('../pages/admin/AdminPage')) },
      // Single-segment custom urls are matched after every fixed route (React Router ranks static first).
      { path: PATHS.userByCustomUrl, Component: lazy(() => import('../pages/ProfilePage')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
