import { MSG, PAGE_SIZE } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { activityApi, collectionsApi } from '../api/endpoints';
import { pagedQuery } from '../features/items/usePagedTokens';

/** The periods of the top collections (days) and the one the page opens with. */
export const PERIODS = [1, 7, 30] as const;
export type Period = (typeof PERIODS)[number];
export const FIRST_PERIOD: Period = 7;

/** The top collections over `days`, for the page and server rendering's prefetch. */
export const topCollectionsQuery = (days: Period) =>
  queryOptions({ queryKey: ['public', 'top-collections', days], queryFn: () => collectionsApi.top(days) });

export type ActivityFilter = keyof typeof MSG.activity.filters;
export const FIRST_ACTIVITY_FILTER: ActivityFilter = 'all';

/**
 * The activity page's list under one filter; `mine` is the signed-in reader's (the server renders 'all', as a
 * visitor). The API takes the filter's label (ACTIVITY_FILTERS), not its key: 'all' was refused with 400.
 */
export const activityQuery = (filter: ActivityFilter, address: string | null) =>
  pagedQuery(['activity', filter, filter === 'mine' ? address : null], (page) =>
    activityApi.list(MSG.activity.filters[filter], page, PAGE_SIZE.activity),
  );
