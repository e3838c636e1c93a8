import type { Category } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../../api/endpoints';

/** Categories for menus; the server applies the Film visibility rule (its `activate` setting). */
export function useVisibleCategories(): Category[] {
  const { data = [] } = useQuery({
    queryKey: ['public', 'categories'],
    queryFn: contentApi.categories,
    staleTime: 300_000,
  });
  return data;
}
