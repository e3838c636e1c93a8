import { z } from 'zod';
import { API_MSG } from '../messages/api';

const MAX_UINT256 = 2n ** 256n - 1n;
/** The last second a JavaScript Date and PostgreSQL both hold comfortably: 9999-12-31T23:59:59Z. */
const MAX_UNIX_TIME = 253_402_300_799n;
const digits = /^\d+$/;

/**
 * The scalars of the lifecycle API (not exported by @agora/core): amounts are wei as decimal strings, times ISO
 * strings.
 */
export const wei = z
  .string()
  .regex(/^\d{1,78}$/, API_MSG.invalidAmount)
  // 78 digits reach 10^78: above uint256, which no chain value can be.
  .refine((v) => !digits.test(v) || BigInt(v) <= MAX_UINT256, API_MSG.invalidAmount);
export const uint = wei;
/** Unix seconds of a signed order's start or end, or a bid's expiry (0: none); a Date must hold it. */
export const unixTime = uint.refine((v) => !digits.test(v) || BigInt(v) <= MAX_UNIX_TIME, API_MSG.timeTooFar);
export const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, API_MSG.invalidHash);
export const hexBytes = z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'Invalid signature');
export const itemType = z.union([z.literal(721), z.literal(1155)]);
export const isoTime = z.string().datetime({ offset: true });
