import type { Page } from '@agora/core';
import { useInfiniteQuery } from '@tanstack/react-query';

/**
 * Load More paging: each key (filter, tab …) keeps its own pages, and `hasNextPage` turns false when the
 * server says there is no more.
 */
export function usePaged<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
  enabled = true,
) {
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...q, items };
}
