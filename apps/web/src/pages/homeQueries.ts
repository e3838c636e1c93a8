import { PAGE_SIZE } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { tokensApi, usersApi } from '../api/endpoints';
import { contentQuery, promotionsQuery } from '../features/content/contentQueries';
import { pagedQuery } from '../features/items/usePagedTokens';

/** What the home page shows, one definition for the page and for server rendering's prefetch. */
export const homeQueries = {
  banner: contentQuery('home'),
  tophome: contentQuery('tophome'),
  promotions: promotionsQuery,
  live: queryOptions({
    queryKey: ['public', 'live-auctions'],
    queryFn: () => tokensApi.liveAuctions(PAGE_SIZE.liveAuctions),
  }),
  creators: queryOptions({ queryKey: ['public', 'top-creators'], queryFn: usersApi.topCreators }),
  buyers: queryOptions({ queryKey: ['public', 'top-buyers'], queryFn: usersApi.topBuyers }),
  recent: pagedQuery(['public', 'home-recent'], (page) =>
    tokensApi.list({ filter: 'Recently', page, limit: PAGE_SIZE.recent }),
  ),
};
