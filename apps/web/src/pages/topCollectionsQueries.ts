import { queryOptions } from '@tanstack/react-query';
import { collectionsApi } from '../api/endpoints';

/** The periods of the top collections (days) and the one the page opens with. */
export const PERIODS = [1, 7, 30] as const;
export type Period = (typeof PERIODS)[number];
export const FIRST_PERIOD: Period = 7;

/** The top collections over `days`, for the page and server rendering's prefetch. */
export const topCollectionsQuery = (days: Period) =>
  queryOptions({ queryKey: ['public', 'top-collections', days], queryFn: () => collectionsApi.top(days) });
