import type { BidBody, CollectionOfferReply, CollectionOffersReply, OfferTokensReply } from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

/**
 * Collection offers: placed through POST /bids (the order's anyToken), listed per Agora collection page (in
 * Agora's shared contract of its type); an offer signs the root of the page's token ids (`tokenIds`).
 */
export const offersApi = {
  list: (contract: string, collectionId: number) =>
    api.get<CollectionOffersReply>(
      `/collections/${contract.toLowerCase()}/offers?collectionId=${collectionId}`,
    ),
  tokenIds: (contract: string, collectionId: number) =>
    api.get<OfferTokensReply>(
      `/collections/${contract.toLowerCase()}/offer-tokens?collectionId=${collectionId}`,
    ),
  place: (body: BidBody) => api.post<CollectionOfferReply>('/bids', body),
};

/** Query key of a collection page's offers; the token page embeds those covering it in its detail. */
const offersKey = (contract: string, collectionId: number) =>
  ['collection-offers', contract.toLowerCase(), collectionId] as const;

/** A collection page's open offers, for the page and server rendering's prefetch. */
export const offersQuery = (contract: string, collectionId: number) =>
  queryOptions({
    queryKey: offersKey(contract, collectionId),
    queryFn: () => offersApi.list(contract, collectionId),
  });
