import type { BidBody, CollectionOfferReply, CollectionOffersReply } from '@agora/core';
import { api } from '../../api/client';

/** Collection offers: placed through POST /bids (the order's anyToken), listed per collection contract. */
export const offersApi = {
  list: (contract: string) => api.get<CollectionOffersReply>(`/collections/${contract.toLowerCase()}/offers`),
  place: (body: BidBody) => api.post<CollectionOfferReply>('/bids', body),
};

/** Query key of a contract's offers; the token page embeds the same list in its detail. */
export const offersKey = (contract: string) => ['collection-offers', contract.toLowerCase()] as const;
