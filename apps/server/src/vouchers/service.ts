import { type Market, voucherTypedData } from '@agora/chain';
import { LIFECYCLE_MSG, MSG, type VoucherBody, type VoucherMessage, type VoucherView } from '@agora/core';
import { eq } from 'drizzle-orm';
import { type Address, type Hex, hashTypedData } from 'viem';
import { signedForMarketplace } from '../auth/marketplace-signatures';
import type { MarketReads } from '../bids/chain';
import type { Lifecycle } from '../chain/lifecycle';
import type { Db } from '../db/client';
import { vouchers } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';
import { checkVoucherOnChain, checkVoucherTerms, voucherRemaining } from './checks';

type Stored = typeof vouchers.$inferSelect;

/** The digest of a Voucher (hashVoucher), lowercase: how VoucherFilled / OrderCancelled find the row. */
export const voucherHash = (m: Market, v: VoucherMessage): `0x${string}` =>
  hashTypedData(voucherTypedData(m, v)).toLowerCase() as `0x${string}`;

const view = (row: Stored, remaining: number): VoucherView => ({
  hash: row.hash as `0x${string}`,
  voucher: row.voucher as unknown as VoucherView['voucher'],
  signature: row.signature,
  status: row.status,
  sold: row.sold,
  tokenId: row.tokenId,
  remaining,
});

/** Postgres' unique_violation: another live voucher of the same metadata (vouchers_live_metadata). */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * POST /vouchers ("List without minting"): a Voucher signed by the caller, checked cheapest first (terms,
 * signer, signature, then the chain: counter, fee and mint-fee bounds, metadata not minted) and stored with no
 * transaction. Posting the same voucher again answers the stored one; another live voucher of the same metadata
 * is refused (409), as the chain would refuse its mint.
 */
export async function listVoucher(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  body: VoucherBody,
): Promise<VoucherView> {
  const { voucher: v, signature } = body;
  const d = lifecycle.deployment;
  if (v.creator !== me) throw new HttpError(403, MSG.api.forbidden);
  checkVoucherTerms(v, d, await reads.now());
  const hash = voucherHash(d, v);
  const signed = await signedForMarketplace(lifecycle.client, {
    address: v.creator as Address,
    hash: hash as Hex,
    signature: signature as Hex,
  });
  if (!signed) throw new HttpError(400, LIFECYCLE_MSG.badSignature);
  const [same] = await db.select().from(vouchers).where(eq(vouchers.hash, hash));
  if (same) return view(same, same.supply - same.sold);
  await checkVoucherOnChain(lifecycle, reads, v);
  try {
    const [row] = await db
      .insert(vouchers)
      .values({
        hash,
        voucher: v as unknown as Record<string, string>,
        signature,
        creator: v.creator,
        collection: v.collection,
        metadataDigest: v.metadataDigest,
        counter: v.counter,
        price: v.unitPrice,
        supply: Number(v.supply),
        expiry: Number(v.endTime),
      })
      .returning();
    return view(row as Stored, Number(v.supply));
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, MSG.vouchers.alreadyMinted);
    throw err;
  }
}

/**
 * GET /vouchers/:hash: the stored voucher and the copies the chain says a buyer can still buy now
 * (voucherRemaining: 0 once sold out, cancelled, expired, its counter moved or its metadata minted otherwise).
 */
export async function readVoucher(db: Db, lifecycle: () => Lifecycle, hash: string): Promise<VoucherView> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.hash, hash));
  if (!row) throw new NotFoundError(MSG.vouchers.notFound);
  const left = await voucherRemaining(lifecycle(), row.voucher as unknown as VoucherMessage);
  return view(row, Number(left));
}
