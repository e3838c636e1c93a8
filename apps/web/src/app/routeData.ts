import { PATHS } from '@agora/core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { tokenQuery } from '../api/lifecycle';
import { contentQuery, socialLinksQuery } from '../features/content/contentQueries';
import { categoriesQuery } from '../features/content/useCategories';
import { homeQueries } from '../pages/homeQueries';
import { configQuery } from './Providers';
import { matchRoute } from './router';

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

/** What a server-rendered page carries for the browser: TanStack Query's cache and the time it was rendered. */
export interface PageState {
  cache: DehydratedState;
  now: number;
}

/** A server-rendered page's route: its pattern (one of PATHS) and the url's values for it. */
export interface ServerRoute {
  path: string;
  params: Params;
  route: RouteObject;
}

/**
 * The route of a page rendered on the server, or null for the pages only the browser renders. By the route the
 * router picks: `/create` is not a user's custom url, though the pattern would match.
 */
export function serverRoute(pathname: string): ServerRoute | null {
  const match = matchRoute(pathname);
  const path = match?.route.path;
  return match && path !== undefined && SERVER_RENDERED.includes(path)
    ? { path, params: match.params, route: match.route }
    : null;
}

/**
 * The public data a server-rendered page is filled with, by route. Only public data: the server renders as a
 * visitor without a session, so nothing personal can reach a shared or cached page.
 */
export async function prefetchRoute(client: QueryClient, route: ServerRoute): Promise<void> {
  // What every page shows: the configuration, the header's categories and the footer.
  const loads: Promise<void>[] = [
    client.prefetchQuery(configQuery),
    client.prefetchQuery(categoriesQuery),
    client.prefetchQuery(contentQuery('footer')),
    client.prefetchQuery(socialLinksQuery),
  ];
  if (route.path === PATHS.home) {
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
  if (route.path === PATHS.info) {
    const { collectionaddress = '', tokenidval = '' } = route.params;
    loads.push(client.prefetchQuery(tokenQuery(collectionaddress, tokenidval)));
  }
  await Promise.all(loads);
}
