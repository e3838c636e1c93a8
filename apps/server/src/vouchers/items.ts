import { rawCidFromDigest, voucherTokenId } from '@agora/chain';
import { MSG, type VoucherBody } from '@agora/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Hex, zeroAddress } from 'viem';
import { refreshSale } from '../bids/auctions';
import { type Draft, LIVE_LISTING } from '../chain/appliers/rows';
import { draftFields } from '../chain/appliers/tokens';
import type { Tx } from '../chain/journal';
import type { Lifecycle } from '../chain/lifecycle';
import { pricing } from '../chain/pipeline';
import { holdings, items, listings } from '../db/schema';
import { HttpError } from '../http/errors';

/** The metadata CID (raw codec, base32) of a digest, as drafts and items store it. */
export const cidOf = (digest: string) => rawCidFromDigest(digest as Hex).toString();

/**
 * The item a voucher offers, before its mint (issue 30): at its final id (collection, voucherTokenId), filled from
 * the creator's draft as a mint fills it (draftFields), `minted` false, its supply the copies offered. The voucher
 * is its creator's listing row (`voucher`) and those copies the creator's holding, so the item's card, price
 * columns (explore's price sort and filter), profile tabs and collection read it as any listed item
 * (refreshSale). A voucher of the same metadata before it (dead on chain: listVoucher checked) leaves the market
 * here; the indexer settles the rest (appliers/vouchers.ts). In the caller's transaction, with the voucher row.
 */
export async function offerVoucherItem(
  tx: Tx,
  lifecycle: Lifecycle,
  hash: string,
  { voucher: v, signature }: VoucherBody,
  draft: Draft,
): Promise<number> {
  const type = v.collection === lifecycle.deployment.erc721.toLowerCase() ? 721 : 1155;
  const supply = Number(v.supply);
  const fields = {
    type,
    creator: v.creator,
    royaltyBps: Number(v.royaltyBps),
    metadataCid: cidOf(v.metadataDigest),
    ...draftFields(draft),
    supply,
    quantity: supply,
    minted: false,
  } as const;
  const tokenId = voucherTokenId(v.metadataDigest as Hex).toString();
  const [item] = await tx
    .insert(items)
    .values({ contract: v.collection, tokenId, ...fields })
    .onConflictDoUpdate({
      target: [items.contract, items.tokenId],
      set: fields,
      // A token minted at that id keeps its row: the voucher could never mint it again.
      setWhere: sql`not ${items.minted}`,
    })
    .returning({ id: items.id });
  if (!item) throw new HttpError(409, MSG.vouchers.alreadyMinted);
  await tx
    .update(listings)
    .set({ status: 'void', updatedAt: new Date() })
    .where(
      and(
        eq(listings.itemId, item.id),
        eq(listings.voucher, true),
        inArray(listings.status, LIVE_LISTING),
        ne(listings.hash, hash),
      ),
    );
  const { symbolOf } = await pricing(tx, lifecycle.deployment);
  await tx.insert(listings).values({
    hash,
    order: v as unknown as Record<string, string>,
    signature,
    nonce: '0',
    counter: v.counter,
    itemId: item.id,
    seller: v.creator,
    price: v.unitPrice,
    currency: symbolOf(zeroAddress),
    quantity: supply,
    expiry: Number(v.endTime),
    voucher: true,
  });
  await tx
    .insert(holdings)
    .values({ itemId: item.id, owner: v.creator, balance: supply })
    .onConflictDoUpdate({ target: [holdings.itemId, holdings.owner], set: { balance: supply } });
  await refreshSale(tx, lifecycle, item.id);
  return item.id;
}
