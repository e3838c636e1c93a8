import { zeroAddress } from 'viem';

/** The zero address: a mint's `from`, a burn's `to`, the native coin as a currency. */
export const ZERO = zeroAddress;

/** An address or hash of a decoded log as the database keeps it (lowercase). */
export const lower = (v: unknown) => String(v).toLowerCase() as `0x${string}`;

/**
 * A log's key, "blockHash:logIndex": what applied_logs records and what activity and notifications keep
 * (`log_key`) so that a reorg can take a block's rows away.
 */
export const logKey = (blockHash: string, logIndex: unknown): string => `${blockHash}:${Number(logIndex)}`;
