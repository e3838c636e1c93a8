import { z } from 'zod';
import { address } from './common';
import { hex32 } from './scalars';

/** POST /tx {hash}: the receipt's logs applied; 404 unknown, 409 pending, 422 failed / not ours. */
export const txBody = z.object({ hash: hex32 });
export const txEvent = z.object({
  /** 'sale': OrderFilled; 'listingCancelled': OrderCancelled of a listing or auction. */
  kind: z.enum(['mint', 'listingCancelled', 'sale', 'bidAccepted', 'bidCancelled', 'transfer', 'burn']),
  contract: address,
  tokenId: z.string(),
  /** The order a fill or cancel names (listings and auctions). */
  orderHash: hex32.nullable().optional(),
});
export const txReply = z.object({
  hash: hex32,
  blockNumber: z.number().int(),
  events: z.array(txEvent),
});
export type TxReply = z.infer<typeof txReply>;
