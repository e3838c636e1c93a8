import type { CollectionStatsReply, TokenSalesReply } from '@agora/core';
import { api } from '../../api/client';

/** Insight endpoints: a collection's stats kept by the indexer, a token's sales. */
export const insightApi = {
  collectionStats: (owner: string, customUrl: string) =>
    api.get<CollectionStatsReply>(
      `/collections/${owner.toLowerCase()}/${encodeURIComponent(customUrl)}/stats`,
    ),
  tokenSales: (contract: string, tokenId: string) =>
    api.get<TokenSalesReply>(`/items/${contract.toLowerCase()}/${tokenId}/sales`),
};

/** Query keys under 'public' (shared by every visitor, refreshed by the live channel of the page). */
export const insightKeys = {
  collection: (owner: string, customUrl: string) => ['public', 'collection-stats', owner, customUrl] as const,
  token: (contract: string, tokenId: string) => ['public', 'token-sales', contract, tokenId] as const,
};
