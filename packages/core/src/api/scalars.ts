import { z } from 'zod';

/**
 * The scalars of the lifecycle API (not exported by @agora/core): amounts are wei as decimal strings, times ISO
 * strings.
 */
export const wei = z.string().regex(/^\d{1,78}$/, 'Invalid amount');
export const uint = wei;
export const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid hash');
export const hexBytes = z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'Invalid signature');
export const itemType = z.union([z.literal(721), z.literal(1155)]);
export const isoTime = z.string().datetime({ offset: true });
