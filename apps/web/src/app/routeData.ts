import { PATHS, profileTab } from '@agora/core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { tokenQuery } from '../api/lifecycle';
import { contentQuery, socialLinksQuery } from '../features/content/contentQueries';
import { categoriesQuery } from '../features/content/useCategories';
import { collectionStatsQuery } from '../features/insight/api';
import { offersQuery } from '../features/offers/offersApi';
import {
  initialProfileTab,
  profileLookup,
  profileQuery,
  profileTokensQuery,
} from '../features/profile/profileQueries';
import { chosenTraits } from '../features/traits/traitState';
import { activityQuery, FIRST_ACTIVITY_FILTER } from '../pages/activityQueries';
import { collectionContract, collectionQueries } from '../pages/collectionQueries';
import { exploreFilter, exploreQueries } from '../pages/exploreQueries';
import { homeQueries } from '../pages/homeQueries';
import { FIRST_PERIOD, topCollectionsQuery } from '../pages/topCollectionsQueries';
import { configQuery } from './Providers';
import { matchRoute } from './router';

/** What a server-rendered page carries for the browser: TanStack Query's cache and the time it was rendered. */
export interface PageState {
  cache: DehydratedState;
  now: number;
}

/** A server-rendered page's route: its pattern (one of PATHS) and the url's values for it. */
export interface ServerRoute {
  path: string;
  params: Params;
  /** The url's query string: the chosen traits of the explore and collection pages. */
  search: URLSearchParams;
  route: RouteObject;
}

/**
 * The first screen's public data of each page rendered on the server, as the page asks for it (the same query
 * definitions, so the browser's first render finds them). Each returns its loads, run in parallel: the renderer
 * has a budget (apps/server page-render.ts). Only public data: the server renders as a visitor without a
 * session, so nothing personal can reach a shared or cached page.
 */
const PAGE_DATA: Record<string, (client: QueryClient, route: ServerRoute) => Promise<unknown>[]> = {
  [PATHS.home]: (client) => {
    const q = homeQueries;
    return [
      client.prefetchQuery(q.banner),
      client.prefetchQuery(q.tophome),
      client.prefetchQuery(q.promotions),
      client.prefetchQuery(q.live),
      client.prefetchQuery(q.creators),
      client.prefetchQuery(q.buyers),
      client.prefetchInfiniteQuery(q.recent),
    ];
  },
  [PATHS.explore]: (client, { params, search }) => [
    client.prefetchQuery(exploreQueries.traits),
    client.prefetchInfiniteQuery(exploreQueries.list(exploreFilter(params), chosenTraits(search))),
  ],
  [PATHS.info]: (client, { params }) => {
    const { collectionaddress = '', tokenidval = '' } = params;
    return [client.prefetchQuery(tokenQuery(collectionaddress, tokenidval))];
  },
  [PATHS.userByAddress]: (client, route) => [prefetchProfile(client, route.params)],
  [PATHS.userByCustomUrl]: (client, route) => [prefetchProfile(client, route.params)],
  [PATHS.collection]: (client, { params, search }) => {
    const { param = '', customurl = '' } = params;
    const q = collectionQueries;
    return [
      prefetchCollectionOffers(client, param, customurl),
      client.prefetchQuery(collectionStatsQuery(param, customurl)),
      client.prefetchQuery(q.traits(param, customurl)),
      client.prefetchInfiniteQuery(q.tokens(param, customurl, chosenTraits(search))),
    ];
  },
  [PATHS.topCollections]: (client) => [client.prefetchQuery(topCollectionsQuery(FIRST_PERIOD))],
  // A visitor's activity: the page's first filter is everyone's ('mine' needs a session).
  [PATHS.activity]: (client) => [client.prefetchInfiniteQuery(activityQuery(FIRST_ACTIVITY_FILTER, null))],
};

/**
 * A profile, then its first tab's items: their query is keyed by the address the profile gives. A load that fails
 * leaves its part to the browser (as prefetchQuery does).
 */
async function prefetchProfile(client: QueryClient, params: Params): Promise<void> {
  const tab = profileTab.safeParse(initialProfileTab(params));
  try {
    const user = await client.fetchQuery(profileQuery(profileLookup(params, null)));
    if (tab.success) await client.prefetchInfiniteQuery(profileTokensQuery(user.address, tab.data));
  } catch {}
}

/** A collection (loaded with the page's other loads), then its offers: they are on the contract of its type. */
async function prefetchCollectionOffers(client: QueryClient, owner: string, customUrl: string) {
  try {
    const [collection, cfg] = await Promise.all([
      client.fetchQuery(collectionQueries.info(owner, customUrl)),
      client.fetchQuery(configQuery),
    ]);
    await client.prefetchQuery(offersQuery(collectionContract(collection, cfg), Number(collection.id)));
  } catch {}
}

/**
 * The route of a page rendered on the server, or null for the pages only the browser renders. By the route the
 * router picks: `/create` is not a user's custom url, though the pattern would match. `url` is the page's path
 * with its query string, if any.
 */
export function serverRoute(url: string): ServerRoute | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchRoute(pathname);
  const path = match?.route.path;
  return match && path !== undefined && path in PAGE_DATA
    ? { path, params: match.params, search: searchParams, route: match.route }
    : null;
}

/** Fills the cache with the public data of a server-rendered page: what every page shows and its own. */
export async function prefetchRoute(client: QueryClient, route: ServerRoute): Promise<void> {
  await Promise.all([
    // The configuration, the header's categories and the footer.
    client.prefetchQuery(configQuery),
    client.prefetchQuery(categoriesQuery),
    client.prefetchQuery(contentQuery('footer')),
    client.prefetchQuery(socialLinksQuery),
    ...(PAGE_DATA[route.path]?.(client, route) ?? []),
  ]);
}
