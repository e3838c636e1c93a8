import type { CollectionStatsReply, TokenSalesReply } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { tokenKey } from '../../api/lifecycle';

/** Insight endpoints: a collection's stats kept by the indexer, a token's sales. */
export const insightApi = {
  collectionStats: (owner: string, customUrl: string) =>
    api.get<CollectionStatsReply>(
      `/collections/${owner.toLowerCase()}/${encodeURIComponent(customUrl)}/stats`,
    ),
  tokenSales: (contract: string, tokenId: string) =>
    api.get<TokenSalesReply>(`/items/${contract.toLowerCase()}/${tokenId}/sales`),
};

/**
 * Query keys nested under the page's own keys, so that the live events that refresh a collection page or a token
 * page (features/live/invalidations.ts) refresh its stats, chart and price history too.
 */
export const insightKeys = {
  collection: (owner: string, customUrl: string) =>
    ['public', 'collection', owner, customUrl, 'stats'] as const,
  token: (contract: string, tokenId: string) => [...tokenKey(contract, tokenId), 'sales'] as const,
};

/** A collection page's stats row and chart, for the page and server rendering's prefetch. */
export const collectionStatsQuery = (owner: string, customUrl: string) =>
  queryOptions({
    queryKey: insightKeys.collection(owner, customUrl),
    queryFn: () => insightApi.collectionStats(owner, customUrl),
  });
