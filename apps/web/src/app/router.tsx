import { PATHS } from '@agora/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './Layout';

/** Each page is its own chunk: the home page loads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      { path: PATHS.home, lazy: page(() => import('../pages/HomePage')) },
      { path: PATHS.myItems, lazy: page(() => import('../pages/ProfilePage')) },
      { path: PATHS.userByAddress, lazy: page(() => import('../pages/ProfilePage')) },
      { path: PATHS.create, lazy: page(() => import('../pages/create/CreateChoicePage')) },
      { path: PATHS.createSingle, lazy: page(() => import('../pages/create/CreateItemPage')) },
      { path: PATHS.createMultiple, lazy: page(() => import('../pages/create/CreateItemPage')) },
      { path: PATHS.editProfile, lazy: page(() => import('../pages/EditProfilePage')) },
      { path: PATHS.addCollection, lazy: page(() => import('../pages/CollectionFormPage')) },
      { path: PATHS.editCollection, lazy: page(() => import('../pages/CollectionFormPage')) },
      { path: PATHS.search, lazy: page(() => import('../pages/SearchPage')) },
      { path: PATHS.topCollections, lazy: page(() => import('../pages/TopCollectionsPage')) },
      { path: PATHS.collection, lazy: page(() => import('../pages/CollectionPage')) },
      { path: PATHS.following, lazy: page(() => import('../pages/FollowingPage')) },
      { path: PATHS.explore, lazy: page(() => import('../pages/ExplorePage')) },
      { path: PATHS.activity, lazy: page(() => import('../pages/ActivityPage')) },
      { path: PATHS.info, lazy: page(() => import('../pages/token/TokenPage')) },
      { path: PATHS.faq, lazy: page(() => import('../pages/FaqPage')) },
      { path: PATHS.about, lazy: page(() => import('../pages/AboutPage')) },
      { path: PATHS.community, lazy: page(() => import('../pages/CommunityPage')) },
      { path: PATHS.privacy, lazy: page(() => import('../pages/PrivacyPage')) },
      { path: PATHS.terms, lazy: page(() => import('../pages/TermsPage')) },
      { path: PATHS.comingSoon, lazy: page(() => import('../pages/ComingSoonPage')) },
      { path: PATHS.verifyEmail, lazy: page(() => import('../pages/VerifyEmailPage')) },
      { path: PATHS.resetPassword, lazy: page(() => import('../pages/ResetPasswordPage')) },
      // The admin area: one chunk, loaded only here (its sections are chunks of their own).
      { path: '/admin/*', lazy: page(() => import('../pages/admin/AdminPage')) },
      // Single-segment custom urls are matched after every fixed route (React Router ranks static first).
      { path: PATHS.userByCustomUrl, lazy: page(() => import('../pages/ProfilePage')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
