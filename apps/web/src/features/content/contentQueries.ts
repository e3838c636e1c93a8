import type { Promotion } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { type ContentKey, contentApi } from '../../api/endpoints';

/** A CMS text (home, tophome, footer, about …): one definition for the pages and for server rendering. */
export const contentQuery = (key: ContentKey) =>
  queryOptions({ queryKey: ['public', 'content', key], queryFn: () => contentApi.page(key) });

export const promotionsQuery = queryOptions({
  queryKey: ['public', 'promotions'],
  queryFn: () => api.get<Promotion[]>('/content/promotions'),
});

export const socialLinksQuery = queryOptions({
  queryKey: ['public', 'social-links'],
  queryFn: contentApi.socialLinks,
});
