import { MSG, PAGE_SIZE } from '@agora/core';
import { activityApi } from '../api/endpoints';
import { pagedQuery } from '../features/items/usePagedTokens';

export type ActivityFilter = keyof typeof MSG.activity.filters;
export const FIRST_ACTIVITY_FILTER: ActivityFilter = 'all';

/**
 * The activity page's list under one filter, for the page and server rendering's prefetch; `mine` is the
 * signed-in reader's (the server renders 'all', as a visitor). The API takes the filter's label
 * (ACTIVITY_FILTERS), not its key: 'all' was refused with 400.
 */
export const activityQuery = (filter: ActivityFilter, address: string | null) =>
  pagedQuery(['activity', filter, filter === 'mine' ? address : null], (page) =>
    activityApi.list(MSG.activity.filters[filter], page, PAGE_SIZE.activity),
  );
