import {
  type ActivityEntry,
  type Address,
  type AppConfig,
  type Category,
  type Collection,
  type CreatorCard,
  type FaqEntry,
  type MarketStatus,
  type MessageReply,
  type NonceReply,
  type Notification,
  PAGE_SIZE,
  type Page,
  type ProfileTab,
  type SearchResult,
  type Session,
  type SocialLinks,
  type TokenCard,
  type TopCollectionStats,
  type TraitType,
  type UserProfile,
  type UserSummary,
} from '@agora/core';
import { api } from './client';

/** Every API call of the web app, one function each, grouped by server domain. */

export const configApi = {
  get: () => api.get<AppConfig>('/config'),
};

export const marketApi = {
  status: () => api.get<MarketStatus>('/market/status'),
};

/**
 * The query key of the signed-in session (authApi.session): kept out of "refresh everything" invalidations, as
 * who is signed in changes only on sign-in and sign-out.
 */
export const SESSION_KEY = ['session'] as const;

export const authApi = {
  nonce: () => api.get<NonceReply>('/auth/nonce'),
  verify: (message: string, signature: string) => api.post<Session>('/auth/verify', { message, signature }),
  session: () => api.get<Session | null>('/auth/session'),
  logout: () => api.post<void>('/auth/logout'),
};

export const usersApi = {
  byAddress: (address: string) => api.get<UserProfile>(`/users/${address.toLowerCase()}`),
  byCustomUrl: (customUrl: string) => api.get<UserProfile>(`/users/by-url/${encodeURIComponent(customUrl)}`),
  me: () => api.get<UserProfile>('/users/me'),
  updateMe: (form: FormData) => api.put<UserProfile>('/users/me', form),
  updateCover: (form: FormData) => api.put<UserProfile>('/users/me/cover', form),
  tokens: (address: string, tab: ProfileTab, page: number, limit = 10) =>
    api.get<Page<TokenCard>>(`/users/${address.toLowerCase()}/tokens`, { tab, page, limit }),
  collections: (address: string) => api.get<Collection[]>(`/users/${address.toLowerCase()}/collections`),
  activity: (address: string, page: number, limit = 9) =>
    api.get<Page<ActivityEntry>>(`/users/${address.toLowerCase()}/activity`, { page, limit }),
  topCreators: () => api.get<CreatorCard[]>('/users/top-creators'),
  topBuyers: () => api.get<CreatorCard[]>('/users/top-buyers'),
};

export const followsApi = {
  status: (address: string) => api.get<{ following: boolean }>(`/follows/${address.toLowerCase()}`),
  follow: (address: string) => api.put<MessageReply>(`/follows/${address.toLowerCase()}`),
  unfollow: (address: string) => api.delete<MessageReply>(`/follows/${address.toLowerCase()}`),
  followers: (address: string, page = 1) =>
    api.get<Page<UserSummary>>(`/users/${address.toLowerCase()}/followers`, { page }),
  following: (address: string, page = 1) =>
    api.get<Page<UserSummary>>(`/users/${address.toLowerCase()}/following`, { page }),
  feed: (page: number, limit = 10) => api.get<Page<TokenCard>>('/follows/feed', { page, limit }),
};

export const likesApi = {
  like: (contract: Address, tokenId: string) =>
    api.put<{ likeCount: number; liked: boolean }>(`/likes/${contract}/${tokenId}`),
  unlike: (contract: Address, tokenId: string) =>
    api.delete<{ likeCount: number; liked: boolean }>(`/likes/${contract}/${tokenId}`),
};

export interface TokenQuery {
  filter: string;
  page: number;
  limit: number;
  collection?: string;
  owner?: string;
  /** Chosen traits as `Type:Value` (see core's traitParam). */
  trait?: readonly string[];
}

export const tokensApi = {
  list: (query: TokenQuery) => api.get<Page<TokenCard>>('/tokens', { ...query }),
  liveAuctions: (limit = 6) => api.get<Page<TokenCard>>('/tokens', { filter: 'LiveAuction', page: 1, limit }),
  traits: () => api.get<TraitType[]>('/tokens/traits'),
};

export const searchApi = {
  search: (q: string, limit: number, signal?: AbortSignal) =>
    api.get<SearchResult>('/search', { q, limit }, signal),
};

export const notificationsApi = {
  list: (limit = 12) => api.get<Notification[]>('/notifications', { limit }),
  markRead: (id: string) => api.post<void>(`/notifications/${id}/read`),
};

export const activityApi = {
  list: (filter: string, page: number, limit = 9) =>
    api.get<Page<ActivityEntry>>('/activity', { filter, page, limit }),
};

export const collectionsApi = {
  top: (days: 1 | 7 | 30) => api.get<(Collection & TopCollectionStats)[]>('/collections/top', { days }),
  get: (owner: string, customUrl: string) =>
    api.get<Collection>(`/collections/${owner.toLowerCase()}/${encodeURIComponent(customUrl)}`),
  byName: (name: string) => api.get<Collection>(`/collections/mine/${encodeURIComponent(name)}`),
  tokens: (owner: string, customUrl: string, page: number, trait: readonly string[] = []) =>
    api.get<Page<TokenCard>>(`/collections/${owner.toLowerCase()}/${encodeURIComponent(customUrl)}/tokens`, {
      page,
      limit: PAGE_SIZE.collection,
      trait,
    }),
  traits: (owner: string, customUrl: string) =>
    api.get<TraitType[]>(`/collections/${owner.toLowerCase()}/${encodeURIComponent(customUrl)}/traits`),
  create: (form: FormData) => api.post<Collection>('/collections', form),
  update: (name: string, form: FormData) =>
    api.put<Collection>(`/collections/mine/${encodeURIComponent(name)}`, form),
};

export type ContentKey = 'home' | 'tophome' | 'footer' | 'about' | 'community' | 'privacy-policy' | 'terms';

export const contentApi = {
  page: (key: ContentKey) => api.get<{ html: string }>(`/content/${key}`),
  faq: () => api.get<FaqEntry[]>('/content/faq'),
  socialLinks: () => api.get<SocialLinks>('/content/social-links'),
  categories: () => api.get<Category[]>('/categories'),
  subscribe: (email: string) => api.post<MessageReply>('/newsletter', { email }),
};
