import type { Category } from '@agora/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '../../api/endpoints';

export const categoriesQuery = queryOptions({
  queryKey: ['public', 'categories'],
  queryFn: contentApi.categories,
  staleTime: 300_000,
});

/** Categories for menus; the server applies the Film visibility rule (its `activate` setting). */
export function useVisibleCategories(): Category[] {
  const { data = [] } = useQuery(categoriesQuery);
  return data;
}
