import type { BidBody, CollectionOfferReply, CollectionOffersReply, OfferTokensReply } from '@agora/core';
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
export const offersKey = (contract: string, collectionId: number) =>
  ['collection-offers', contract.toLowerCase(), collectionId] as const;
