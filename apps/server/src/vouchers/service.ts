import { type Market, voucherTypedData } from '@agora/chain';
import { LIFECYCLE_MSG, MSG, type VoucherBody, type VoucherMessage, type VoucherView } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, type Hex, hashTypedData } from 'viem';
import { signedForMarketplace } from '../auth/marketplace-signatures';
import type { MarketReads } from '../bids/chain';
import type { Tx } from '../chain/journal';
import type { Lifecycle } from '../chain/lifecycle';
import type { Db } from '../db/client';
import { itemDrafts, items, vouchers } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import { checkVoucherOnChain, checkVoucherTerms, voucherOnChain } from './checks';
import { cidOf, offerVoucherItem } from './items';

type Stored = typeof vouchers.$inferSelect;

/** The digest of a Voucher (hashVoucher), lowercase: how VoucherFilled / OrderCancelled find the row. */
export const voucherHash = (m: Market, v: VoucherMessage): `0x${string}` =>
  hashTypedData(voucherTypedData(m, v)).toLowerCase() as `0x${string}`;

/** Where a voucher stands and what it sold, as the chain and the indexed items say. */
type State = Pick<VoucherView, 'status' | 'sold' | 'tokenId' | 'remaining'>;

const view = (row: Stored, state: State): VoucherView => ({
  hash: row.hash as `0x${string}`,
  voucher: row.voucher as unknown as VoucherView['voucher'],
  signature: row.signature,
  ...state,
});

/**
 * A stored voucher's state, read from the chain (voucherRemaining, filled) and, for the token its purchases
 * minted, from the indexed item of its metadata and creator: 'active' while copies remain, 'cancelled' by
 * cancelVoucher, 'filled' once minted (a 721) or sold out (an 1155), else 'void' (expired, counter moved, its
 * metadata minted by another voucher, or by a mint now of the creator: a mint now takes a sequential id, not the
 * digest's id the chain refuses twice, so such a voucher could still be bought by a direct call, but the platform
 * no longer offers it).
 */
async function voucherState(db: Db | Tx, lifecycle: Lifecycle, row: Stored): Promise<State> {
  const v = row.voucher as unknown as VoucherMessage;
  const chain = await voucherOnChain(lifecycle, row.hash as Hex, v);
  const [item] = await db
    .select({ tokenId: items.tokenId })
    .from(items)
    .where(
      and(
        eq(items.contract, row.collection),
        eq(items.metadataCid, cidOf(row.metadataDigest)),
        eq(items.creator, row.creator),
        // The voucher's own item before its mint (vouchers/items.ts) is no token yet.
        eq(items.minted, true),
      ),
    )
    .limit(1);
  const single = v.collection === lifecycle.deployment.erc721.toLowerCase();
  // A mint now's sequential id is not seen by the chain's voucher check: while the chain still sells this voucher
  // (a 721's) or it sold nothing (an 1155's), an item of its metadata is a mint now's, and the voucher is void for
  // the platform.
  const mintedNow =
    !chain.cancelled && item !== undefined && (single ? chain.remaining > 0 : chain.filled === 0);
  if (mintedNow) return { status: 'void', sold: 0, tokenId: null, remaining: 0 };
  // A cancel overwrites the copies an 1155 voucher sold on chain: the row's count stands then.
  const sold = chain.cancelled ? row.sold : single ? (item ? 1 : 0) : chain.filled;
  const tokenId = item?.tokenId ?? null;
  if (chain.cancelled) return { status: 'cancelled', sold, tokenId, remaining: 0 };
  if (chain.remaining > 0) return { status: 'active', sold, tokenId, remaining: chain.remaining };
  return { status: item && sold === row.supply ? 'filled' : 'void', sold, tokenId, remaining: 0 };
}

/**
 * POST /vouchers ("List without minting"): a Voucher signed by the caller, checked cheapest first (terms,
 * signer, signature, the caller's draft of the metadata, no indexed item of it (a mint now's), then the chain:
 * counter, fee and mint-fee bounds, metadata not minted by a voucher) and stored with no transaction, with its
 * item before the mint (offerVoucherItem) in one database transaction. Posting the same voucher again answers the
 * stored one; another live voucher of the same metadata is refused (409), as the chain would refuse its mint.
 */
export async function listVoucher(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  body: VoucherBody,
): Promise<{ voucher: VoucherView; itemId: number | null }> {
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
  // The creator's uploaded metadata and draft: the item the first purchase mints takes its name, media and
  // collection from it, as a mint now's does (applyMinted matches it by CID and creator).
  const [draft] = await db
    .select()
    .from(itemDrafts)
    .where(and(eq(itemDrafts.metadataCid, cidOf(v.metadataDigest)), eq(itemDrafts.creator, me)))
    .limit(1);
  if (!draft)
    throw new ValidationError(LIFECYCLE_MSG.draftNotFound, { metadataDigest: LIFECYCLE_MSG.draftNotFound });
  const [same] = await db.select().from(vouchers).where(eq(vouchers.hash, hash));
  if (same) return { voucher: view(same, await voucherState(db, lifecycle, same)), itemId: null };
  // A mint now takes a sequential id, unseen by the chain's voucher check: the indexed items say whether it
  // minted the CID.
  const [mintedNow] = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.contract, v.collection),
        eq(items.metadataCid, cidOf(v.metadataDigest)),
        eq(items.minted, true),
      ),
    )
    .limit(1);
  if (mintedNow) throw new HttpError(409, MSG.vouchers.alreadyMinted);
  await checkVoucherOnChain(lifecycle, reads, v);
  // The voucher and its item, listed at once (vouchers/items.ts), or neither.
  const { row, itemId } = await db.transaction(async (tx) => {
    const stored =
      (await insertVoucher(tx, hash, body)) ?? (await replaceDeadVoucher(tx, lifecycle, hash, body));
    return { row: stored, itemId: await offerVoucherItem(tx, lifecycle, hash, body, draft) };
  });
  const voucher = view(row, { status: 'active', sold: 0, tokenId: null, remaining: Number(v.supply) });
  return { voucher, itemId };
}

/** Stores a new voucher; null when another live voucher of the same metadata is stored (vouchers_live_metadata). */
async function insertVoucher(tx: Tx, hash: string, { voucher: v, signature }: VoucherBody) {
  const [row] = await tx
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
    // Without an error, which would abort the transaction: the hash was looked up before.
    .onConflictDoNothing()
    .returning();
  return (row as Stored | undefined) ?? null;
}

/**
 * The stored live voucher of the same metadata may have died on chain since (cancelled, expired, counter moved;
 * its metadata is not minted, checkVoucherOnChain said so): then it keeps its chain state and the new one is
 * stored. A voucher still alive is a 409, as its first purchase would mint the metadata.
 */
async function replaceDeadVoucher(tx: Tx, lifecycle: Lifecycle, hash: string, body: VoucherBody) {
  const { collection, metadataDigest } = body.voucher;
  const [live] = await tx
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.collection, collection),
        eq(vouchers.metadataDigest, metadataDigest),
        eq(vouchers.status, 'active'),
      ),
    );
  const state = live ? await voucherState(tx, lifecycle, live) : null;
  if (!live || !state || state.status === 'active') throw new HttpError(409, MSG.vouchers.alreadyMinted);
  await tx
    .update(vouchers)
    .set({ status: state.status, sold: state.sold, tokenId: state.tokenId, updatedAt: new Date() })
    .where(eq(vouchers.id, live.id));
  const row = await insertVoucher(tx, hash, body);
  if (!row) throw new HttpError(409, MSG.vouchers.alreadyMinted);
  return row;
}

/** GET /vouchers/:hash: the stored voucher and its state now (voucherState). */
export async function readVoucher(db: Db, lifecycle: () => Lifecycle, hash: string): Promise<VoucherView> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.hash, hash));
  if (!row) throw new NotFoundError(MSG.vouchers.notFound);
  return view(row, await voucherState(db, lifecycle(), row));
}
