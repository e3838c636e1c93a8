import type {
  Address,
  AuctionBody,
  BidBody,
  ItemDraftBody,
  ListingBody,
  MessageReply,
  MetadataUploadReply,
  OrderMessage,
  OrderReply,
  RecheckReply,
  TokenBid,
  TokenDetail,
  TxReply,
  VoucherBody,
  VoucherView,
} from '@agora/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** The item lifecycle endpoints (docs/web.md "Lifecycle API (issue 5)"). */

const item = (contract: string, tokenId: string) => `/items/${contract.toLowerCase()}/${tokenId}`;

export const lifecycleApi = {
  validate: (body: {
    type: 721 | 1155;
    name: string;
    royalties: string;
    category: string;
    saleType: string | null;
    price: string | null;
  }) => api.post<{ ok: true }>('/items/validation', body),
  uploadMetadata: (form: FormData) => api.post<MetadataUploadReply>('/media/metadata', form),
  draft: (body: ItemDraftBody) => api.post<{ id: string }>('/items/drafts', body),
  reportTx: (hash: string) => api.post<TxReply>('/tx', { hash }),
  token: (contract: string, tokenId: string) => api.get<TokenDetail>(item(contract, tokenId)),
  recheck: (contract: string, tokenId: string, owner: Address) =>
    api.post<RecheckReply>(`${item(contract, tokenId)}/recheck`, { owner }),
  unlockable: (contract: string, tokenId: string) =>
    api.get<{ content: string }>(`${item(contract, tokenId)}/unlockable`),
  openAuction: (body: AuctionBody) => api.post<{ id: string }>('/auctions', body),
  /** A signed FixedPrice order (also Lower Price: the seller's previous listing of the item is replaced). */
  createListing: (body: ListingBody) => api.post<{ hash: string; message: string }>('/listings', body),
  /** "List without minting" (issue 30): the creator's signed voucher; its item is listed at once, unminted. */
  createVoucher: (body: VoucherBody) =>
    api.post<{ voucher: VoucherView; message: string }>('/vouchers', body),
  /** Hidden at once; onChainCancel: the signed order could still fill, so the web sends cancelOrder. */
  deleteListing: (hash: string) =>
    api.delete<{ message: string; onChainCancel: boolean; order: OrderMessage }>(`/listings/${hash}`),
  /** A stored listing or auction order with its signature, status and the chain's remaining copies. */
  order: (hash: string) => api.get<OrderReply>(`/orders/${hash}`),
  placeBid: (body: BidBody) => api.post<{ bid: TokenBid; message: string }>('/bids', body),
  editBid: (id: string, body: BidBody) => api.put<{ bid: TokenBid; message: string }>(`/bids/${id}`, body),
  cancelBid: (id: string) =>
    api.delete<{ message: string; onChainCancel: boolean; order: BidBody['order'] }>(`/bids/${id}`),
  report: (contract: string, tokenId: string, message: string) =>
    api.post<MessageReply>('/reports', { contract, tokenId, message }),
};

/** Query key of the token page; every trade flow invalidates it after its transaction is applied. */
export const tokenKey = (contract: string, tokenId: string) =>
  ['token', contract.toLowerCase(), tokenId] as const;

/** The token page's query: one definition for the page, its card menu and server rendering's prefetch. */
export const tokenQuery = (contract: string, tokenId: string) =>
  queryOptions({
    queryKey: tokenKey(contract, tokenId),
    queryFn: () => lifecycleApi.token(contract, tokenId),
  });
