import type { Page } from '@agora/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** The Load More query of one list: shared by the hook and by server rendering's prefetch. */
export const pagedQuery = <T>(key: readonly unknown[], fetchPage: (page: number) => Promise<Page<T>>) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });

/**
 * Load More paging: each key (filter, tab …) keeps its own pages, and `hasNextPage` turns false when the
 * server says there is no more.
 */
export function usePagedQuery<T>(options: ReturnType<typeof pagedQuery<T>>, enabled = true) {
  const q = useInfiniteQuery({ ...options, enabled });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...q, items };
}

export function usePaged<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
  enabled = true,
) {
  return usePagedQuery(pagedQuery(key, fetchPage), enabled);
}
