import { z } from 'zod';
import { address } from './common';

export const healthReply = z.object({
  status: z.enum(['ok', 'degraded']),
  chainId: z.number().int().nullable(),
  blockNumber: z.string().nullable(),
  database: z.enum(['ok', 'down']),
  /** The chain indexer of this process: last applied block, blocks behind the head, whether it leads. */
  indexer: z
    .object({
      indexedBlock: z.number().int().nullable(),
      lag: z.number().int().nullable(),
      leader: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type HealthReply = z.infer<typeof healthReply>;

export const currency = z.object({
  symbol: z.string(),
  name: z.string(),
  address: address.nullable(),
  decimals: z.number().int(),
  /** Dollar price of one unit. */
  usdPrice: z.number(),
});
export type Currency = z.infer<typeof currency>;

export const appConfig = z.object({
  chainId: z.number().int(),
  chainName: z.string(),
  rpcUrl: z.string(),
  nativeSymbol: z.string(),
  blockExplorerUrl: z.string().nullable().optional(),
  /** False until the contracts are deployed (addresses are then zero). */
  deployed: z.boolean(),
  addresses: z.object({
    marketplace: address,
    erc721: address,
    erc1155: address,
    vsw: address,
    wbnb: address,
  }),
  currencies: z.array(currency),
  fees: z.object({ buyerBps: z.number().int(), sellerBps: z.number().int() }),
  walletConnectProjectId: z.string().nullable(),
  shareTags: z.array(z.string()).optional(),
});
export type AppConfig = z.infer<typeof appConfig>;

/**
 * GET /market/status — what the marketplace contract allows now, as indexed. While `tradingPaused` every fill
 * (buy, sweep, accepting a bid or offer, settling an auction) reverts; cancels still work and orders stay listed.
 */
export const marketStatus = z.object({ tradingPaused: z.boolean() });
export type MarketStatus = z.infer<typeof marketStatus>;
