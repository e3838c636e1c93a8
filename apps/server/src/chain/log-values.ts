import { zeroAddress } from 'viem';

/** The zero address: a mint's `from`, a burn's `to`, the native coin as a currency. */
export const ZERO = zeroAddress;

/** An address or hash of a decoded log as the database keeps it (lowercase). */
export const lower = (v: unknown) => String(v).toLowerCase() as `0x${string}`;
