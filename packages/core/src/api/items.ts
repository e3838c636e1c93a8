import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { singleLineText, TEXT_MAX } from '../validation/text';
import { bidStatus } from './bids';
import { address, pageQuery, userSummary } from './common';
import { traitParam } from './traits';

/** DecliningPrice: a Dutch listing (issue 30), bought at once like FixedPrice at a price that falls with time. */
export const saleType = z.enum(['FixedPrice', 'TimedAuction', 'UnLimitedAuction', 'DecliningPrice']);
export type SaleType = z.infer<typeof saleType>;

export const tokenListing = z.object({
  owner: address,
  /** Wei as a decimal string; a DecliningPrice listing's price at startsAt. */
  price: z.string().nullable(),
  /**
   * Wei: a DecliningPrice listing's price at endsAt, to which it falls linearly from `price` at startsAt (the
   * card computes the price now: @agora/chain unitPriceAt); null otherwise.
   */
  endPrice: z.string().nullable().optional(),
  currency: z.string().nullable(),
  saleType: saleType.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  balance: z.number().int(),
  /** Wei: the auction's minimum bid (timed auctions and open offers), shown where there is no price. */
  minBid: z.string().nullable().optional(),
});
export type TokenListing = z.infer<typeof tokenListing>;

export const tokenRef = z.object({
  contract: address,
  tokenId: z.string(),
  owner: address,
  name: z.string(),
});
export type TokenRef = z.infer<typeof tokenRef>;

export const tokenCard = z.object({
  contract: address,
  tokenId: z.string(),
  type: z.union([z.literal(721), z.literal(1155)]),
  name: z.string(),
  category: z.string().nullable(),
  media: z.string(),
  /** Compressed WebP picture: of the image, or the preview image (poster) of video and audio. */
  preview: z.string().nullable(),
  ipfsMedia: z.string().nullable(),
  mediaKind: z.enum(['image', 'video', 'audio']),
  creator: userSummary,
  owner: userSummary,
  quantity: z.number().int(),
  /** false on a voucher's item before its first purchase mints it (issue 30: "Not minted yet"); absent otherwise. */
  minted: z.literal(false).optional(),
  stock: z.number().int(),
  likeCount: z.number().int(),
  liked: z.boolean().optional(),
  listing: tokenListing.nullable(),
  /** The highest open bid or offer on the item (wei and currency), shown on cards without a price. */
  highestBid: z.object({ amount: z.string(), currency: z.string() }).nullable().optional(),
  /** The session viewer's own open bid (the token page's myBid rule), for the card menu's bid action. */
  myBid: z.object({ status: bidStatus }).nullable().optional(),
});
export type TokenCard = z.infer<typeof tokenCard>;

/** Explore / home filter keys of spec 1, plus LiveAuction (running timed auctions) and any category name. */
export const TOKEN_FILTERS = [
  'All',
  'FixedPrice',
  'TimedAuction',
  'UnLimitedAuction',
  'LowtoHigh',
  'HightoLow',
  'Recently',
  'LiveAuction',
] as const;

export const tokenListQuery = pageQuery.extend({
  filter: singleLineText(TEXT_MAX.category).min(1).default('All'),
  collection: z.coerce.number().int().positive().optional(),
  /** Repeated `Type:Value`: same type any value, different types all (see traits.ts). */
  trait: traitParam,
});

export const searchQuery = z.object({
  q: singleLineText(TEXT_MAX.searchQuery).trim().min(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.searchResults).default(PAGE_SIZE.searchDropdown),
});

export const searchResult = z.object({ items: z.array(tokenCard), users: z.array(userSummary) });
export type SearchResult = z.infer<typeof searchResult>;

/** GET /contract-metadata/:address — ERC-7572 JSON of one of Agora's collection contracts (its contractURI). */
export const contractMetadata = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  external_link: z.string(),
});
export type ContractMetadata = z.infer<typeof contractMetadata>;
