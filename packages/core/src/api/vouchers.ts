import { z } from 'zod';
import { address, addressParam } from './common';
import { hex32, hexBytes, uint, unixTime } from './scalars';

/** Lazy minting (issue 30): a creator's signed voucher, listed with no transaction, minted by its first buyer. */

/**
 * The EIP-712 Voucher message a creator signs (field order = the contract's VOUCHER_TYPEHASH, types in
 * @agora/chain `voucherTypes`), as decimal strings; `metadataDigest` is the metadata CID's sha2-256 digest.
 */
export const voucherMessage = z.object({
  creator: addressParam,
  collection: addressParam,
  metadataDigest: hex32.transform((h) => h.toLowerCase()),
  royaltyBps: uint,
  supply: uint,
  currency: addressParam,
  unitPrice: uint,
  startTime: unixTime,
  endTime: unixTime,
  maxFeeBps: uint,
  maxMintFee: uint,
  counter: uint,
  salt: uint,
});
export type VoucherMessage = z.infer<typeof voucherMessage>;
/** The same voucher in replies: stored lowercase, so no transform. */
export const voucherMessageView = voucherMessage.extend({
  creator: address,
  collection: address,
  metadataDigest: hex32,
  currency: address,
});

/** POST /vouchers: "List without minting". */
export const voucherBody = z.object({ voucher: voucherMessage, signature: hexBytes });
export type VoucherBody = z.infer<typeof voucherBody>;

/** A stored voucher: `sold` copies of `supply` minted so far; `tokenId` once its first purchase minted it. */
export const voucherView = z.object({
  hash: hex32,
  voucher: voucherMessageView,
  signature: hexBytes,
  status: z.enum(['active', 'filled', 'cancelled', 'void']),
  sold: z.number().int(),
  tokenId: z.string().nullable(),
  /** Copies a buyer can still buy, as the chain says now (voucherRemaining). */
  remaining: z.number().int(),
});
export type VoucherView = z.infer<typeof voucherView>;
export const voucherReply = z.object({ voucher: voucherView, message: z.string() });
