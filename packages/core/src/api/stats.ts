import { z } from 'zod';
import { addressParam, tokenIdParam } from './common';
import { collection } from './content';

/**
 * Market insight: collection statistics kept by the server's indexer and a token's sales. Money is given as the
 * platform's USD equivalent (the currencies' configured USD prices, as top collections and price sorting use)
 * wherever sales in several currencies are added up; single sales keep their own price and currency.
 */

/** A collection's stats row; `null` changes when there is nothing to compare with. */
export const collectionStats = z.object({
  collectionId: z.string(),
  /** Cheapest active fixed-price listing, in USD, with its own price (wei, decimal string) and currency. */
  floorUsd: z.number().nullable(),
  floorPrice: z.string().nullable(),
  floorCurrency: z.string().nullable(),
  volume1dUsd: z.number(),
  volume7dUsd: z.number(),
  volume30dUsd: z.number(),
  volumeTotalUsd: z.number(),
  /** Change of the volume against the period before, in percent (e.g. 12.5 = +12.5 %). */
  volumeChange1d: z.number().nullable(),
  volumeChange7d: z.number().nullable(),
  volumeChange30d: z.number().nullable(),
  /** Change of the floor against the floor at the period's start, in percent. */
  floorChange1d: z.number().nullable(),
  floorChange7d: z.number().nullable(),
  floorChange30d: z.number().nullable(),
  sales: z.number().int(),
  owners: z.number().int(),
  items: z.number().int(),
  /** When the indexer last recomputed the row (ISO time). */
  updatedAt: z.string(),
});
export type CollectionStats = z.infer<typeof collectionStats>;

/** One UTC day of a collection's volume/floor chart (floor: at the end of the day, carried forward). */
export const collectionDay = z.object({
  day: z.string(),
  volumeUsd: z.number(),
  sales: z.number().int(),
  floorUsd: z.number().nullable(),
});
export type CollectionDay = z.infer<typeof collectionDay>;

export const collectionStatsReply = z.object({
  stats: collectionStats,
  series: z.array(collectionDay),
});
export type CollectionStatsReply = z.infer<typeof collectionStatsReply>;

/** Top collections: each with its volume and floor over the period asked for, and their change. */
export const topCollection = collection.extend({
  volumeUsd: z.number(),
  volumeChange: z.number().nullable(),
  floorUsd: z.number().nullable(),
  floorChange: z.number().nullable(),
});
export type TopCollection = z.infer<typeof topCollection>;
export type TopCollectionStats = Pick<
  TopCollection,
  'volumeUsd' | 'volumeChange' | 'floorUsd' | 'floorChange'
>;

/** One sale of a token (a purchase or an accepted bid): unit price in wei of its currency. */
export const tokenSale = z.object({
  at: z.string(),
  kind: z.enum(['purchase', 'accept']),
  price: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  quantity: z.number().int(),
  priceUsd: z.number().nullable(),
  txHash: z.string().nullable(),
});
export type TokenSale = z.infer<typeof tokenSale>;

export const tokenSalesParams = z.object({ contract: addressParam, tokenId: tokenIdParam });
export const tokenSalesReply = z.object({ sales: z.array(tokenSale) });
export type TokenSalesReply = z.infer<typeof tokenSalesReply>;
