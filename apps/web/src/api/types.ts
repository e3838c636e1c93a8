/**
 * Shapes of the API answers as the web app reads them. They mirror the server's zod schemas
 * (packages/core/src/api) and are replaced by the inferred types once those land.
 */

export type Address = `0x${string}`;

export interface Currency {
  symbol: string;
  name: string;
  address: Address | null;
  decimals: number;
  /** Dollar price of one unit. */
  usdPrice: number;
}

export interface AppConfig {
  chainId: number;
  chainName: string;
  rpcUrl: string;
  nativeSymbol: string;
  blockExplorerUrl?: string | null;
  addresses: { marketplace: Address; erc721: Address; erc1155: Address; vsw: Address; wbnb: Address };
  currencies: Currency[];
  fees: { buyerBps: number; sellerBps: number };
  walletConnectProjectId: string | null;
  shareTags?: string[];
}

/** The signed-in account (core's schema): `wallet` false for an email-only account. */
export type { Session } from '@agora/core';

export interface UserSummary {
  address: Address;
  name: string | null;
  customUrl: string | null;
  image: string | null;
  /** A creator an admin verified (cards, profiles, token page). */
  verified?: boolean;
}

export interface SocialLink {
  url: string | null;
  enabled: boolean;
}

export interface UserProfile extends UserSummary {
  bio: string | null;
  email?: string | null;
  cover: string | null;
  socials: {
    youtube: SocialLink;
    whatsapp: SocialLink;
    facebook: SocialLink;
    twitter: SocialLink;
    photo: SocialLink;
  };
  counts: {
    onSale: number;
    collectibles: number;
    created: number;
    liked: number;
    following: number;
    followers: number;
  };
}

export interface CreatorCard extends UserSummary {
  count: number;
  socials?: { facebook?: string | null; twitter?: string | null; whatsapp?: string | null };
}

export type SaleType = 'FixedPrice' | 'TimedAuction' | 'UnLimitedAuction';

export interface TokenListing {
  owner: Address;
  price: string | null;
  currency: string | null;
  saleType: SaleType | null;
  startsAt: string | null;
  endsAt: string | null;
  balance: number;
  minBid?: string | null;
}

export interface TokenCard {
  contract: Address;
  tokenId: string;
  type: 721 | 1155;
  name: string;
  category: string | null;
  media: string;
  /** Compressed preview; null when none was made. */
  preview: string | null;
  ipfsMedia: string | null;
  creator: UserSummary;
  owner: UserSummary;
  quantity: number;
  stock: number;
  likeCount: number;
  liked?: boolean;
  listing: TokenListing | null;
  highestBid?: { amount: string; currency: string } | null;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  total?: number;
}

export interface SearchResult {
  items: TokenCard[];
  users: UserSummary[];
}

export interface Notification {
  id: string;
  isNew: boolean;
  text: string;
  createdAt: string;
  from: UserSummary | null;
  token: { contract: Address; tokenId: string; owner: Address; name: string } | null;
}

export interface ActivityEntry {
  id: string;
  action: string;
  text: string;
  createdAt: string;
  from: UserSummary | null;
  to: UserSummary | null;
  token: { contract: Address; tokenId: string; owner: Address; name: string } | null;
}

export interface Category {
  id: string;
  name: string;
}

export interface Collection {
  id: string;
  name: string;
  customUrl: string;
  type: 'SINGLE' | 'MULTIPLE';
  category: string | null;
  owner: Address;
  logo: string | null;
  cover: string | null;
  itemCount: number;
  averagePriceUsd?: number;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface SocialLinks {
  twitter?: string | null;
  telegram?: string | null;
  linkedin?: string | null;
  instagram?: string | null;
  reddit?: string | null;
}

export interface MessageReply {
  message: string;
}
