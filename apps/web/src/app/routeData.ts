import { PATHS } from '@agora/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router';
import { tokenQuery } from '../api/lifecycle';
import { contentQuery, socialLinksQuery } from '../features/content/contentQueries';
import { categoriesQuery } from '../features/content/useCategories';
import { homeQueries } from '../pages/homeQueries';
import { configQuery } from './Providers';
import { routes } from './router';

/** The public pages rendered on the server (the rest are only rendered in the browser). */
const SERVER_RENDERED: readonly string[] = [
  PATHS.home,
  PATHS.explore,
  PATHS.info,
  PATHS.userByAddress,
  PATHS.collection,
  PATHS.topCollections,
  PATHS.activity,
  PATHS.userByCustomUrl,
];

/** By the route the router picks (`/create` is not a user's custom url, though the pattern would match). */
export const isServerRendered = (pathname: string) => {
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return path !== undefined && SERVER_RENDERED.includes(path);
};

/**
 * The public data a server-rendered page is filled with, by route. Only public data: the server renders as a
 * visitor without a session, so nothing personal can reach a shared or cached page.
 */
export async function prefetchRoute(client: QueryClient, pathname: string): Promise<void> {
  // What every page shows: the configuration, the header's categories and the footer.
  const loads: Promise<void>[] = [
    client.prefetchQuery(configQuery),
    client.prefetchQuery(categoriesQuery),
    client.prefetchQuery(contentQuery('footer')),
    client.prefetchQuery(socialLinksQuery),
  ];
  if (matchPath(PATHS.home, pathname)) {
    const q = homeQueries;
    loads.push(
      client.prefetchQuery(q.banner),
      client.prefetchQuery(q.tophome),
      client.prefetchQuery(q.promotions),
      client.prefetchQuery(q.live),
      client.prefetchQuery(q.creators),
      client.prefetchQuery(q.buyers),
      client.prefetchInfiniteQuery(q.recent),
    );
  }
  const token = matchPath(PATHS.info, pathname);
  if (token) {
    const { collectionaddress = '', tokenidval = '' } = token.params;
    loads.push(client.prefetchQuery(tokenQuery(collectionaddress, tokenidval)));
  }
  await Promise.all(loads);
}
