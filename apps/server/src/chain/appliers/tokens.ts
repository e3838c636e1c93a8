import { ipfsUriFromDigest } from '@agora/chain';
import { ACTIVITY_TEXT } from '@agora/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { itemDrafts, items, listings } from '../../db/schema';
import type { AgoraEvent } from '../contracts';
import { type ApplyContext, filledKey } from './context';
import { addBalance, bumpUser, ensureItem, recordChainActivity, ZERO } from './state';

const lower = (v: unknown) => String(v).toLowerCase();

/** Minted: the token's creator, royalty and metadata, and the off-chain draft matched by CID + creator. */
export async function applyMinted(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const contract = c.deployment[e.source === 'erc721' ? 'erc721' : 'erc1155'].toLowerCase();
  const tokenId = String(e.args.tokenId ?? e.args.id);
  const creator = lower(e.args.creator);
  const metadataCid = ipfsUriFromDigest(e.args.metadataDigest as Hex).slice('ipfs://'.length);
  const type = e.source === 'erc721' ? 721 : 1155;
  const itemId = await ensureItem(c.j, contract, tokenId, type);
  const [draft] = await c.tx
    .select()
    .from(itemDrafts)
    .where(and(eq(itemDrafts.metadataCid, metadataCid), eq(itemDrafts.creator, creator)))
    .orderBy(desc(itemDrafts.id))
    .limit(1);
  await c.j.remember('items', { id: itemId });
  await c.tx
    .update(items)
    .set({
      creator,
      royaltyBps: Number(e.args.royaltyBps),
      metadataCid,
      mintedBlock: c.j.block.number,
      createdAt: c.at,
      ...(draft
        ? {
            name: draft.name,
            description: draft.description,
            categoryId: draft.categoryId,
            collectionId: draft.collectionId,
            properties: draft.properties,
            unlockable: draft.unlockable,
            media: draft.media,
            preview: draft.preview,
            mediaKind: draft.mediaKind,
            mediaCid: draft.mediaCid,
          }
        : {}),
    })
    .where(eq(items.id, itemId));
  await bumpUser(c.j, creator, 'createdCount');
  await recordChainActivity(c.tx, {
    action: 'mint',
    text: ACTIVITY_TEXT.mint,
    from: creator,
    to: null,
    itemId,
    quantity: Number(e.args.amount ?? 1),
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

/**
 * A move of `value` editions: mint (from zero), burn (to zero) or transfer. Copies leaving a holder void
 * that holder's listings of the token, as the contracts' listing nonce does.
 */
async function move(
  c: ApplyContext,
  source: 'erc721' | 'erc1155',
  from: string,
  to: string,
  tokenId: string,
  value: number,
): Promise<void> {
  const contract = c.deployment[source].toLowerCase();
  const itemId = await ensureItem(c.j, contract, tokenId, source === 'erc721' ? 721 : 1155);
  c.dirty.add(itemId);
  if (from !== ZERO) await addBalance(c.j, itemId, from, -value);
  if (to !== ZERO) await addBalance(c.j, itemId, to, value);
  if (from === ZERO || to === ZERO) {
    await c.j.remember('items', { id: itemId });
    const delta = from === ZERO ? value : -value;
    await c.tx
      .update(items)
      .set({
        supply: sql`${items.supply} + ${delta}`,
        ...(from === ZERO ? { quantity: sql`${items.quantity} + ${value}` } : {}),
      })
      .where(eq(items.id, itemId));
  }
  // Any move of a seller's copies voids their listings of the item on chain (listing nonce), except the listing
  // this very transaction filled; so does the database.
  if (from !== ZERO) {
    const voided = await c.tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.itemId, itemId), eq(listings.seller, from), eq(listings.status, 'active')));
    for (const l of voided) {
      if (c.trades.has(filledKey(c.txHash, l.id))) continue;
      await c.j.remember('listings', { id: l.id, item_id: itemId });
      await c.tx.update(listings).set({ status: 'cancelled', updatedAt: c.at }).where(eq(listings.id, l.id));
    }
  }
  if (from === ZERO) return;
  if (c.trades.has(c.txHash)) return;
  const burn = to === ZERO;
  await recordChainActivity(c.tx, {
    action: burn ? 'burn' : 'transfer',
    text: burn ? ACTIVITY_TEXT.burn : ACTIVITY_TEXT.transfer,
    from,
    to: burn ? null : to,
    itemId,
    quantity: value,
    txHash: c.txHash,
    logKey: c.logKey,
    at: c.at,
  });
}

export function applyTransfer721(c: ApplyContext, e: AgoraEvent) {
  // ERC-721 moves by the marketplace follow its Sale / BidAccepted log in the same transaction.
  return move(c, 'erc721', lower(e.args.from), lower(e.args.to), String(e.args.tokenId ?? e.args.id), 1);
}

export function applyTransferSingle(c: ApplyContext, e: AgoraEvent) {
  return move(c, 'erc1155', lower(e.args.from), lower(e.args.to), String(e.args.id), Number(e.args.value));
}

export async function applyTransferBatch(c: ApplyContext, e: AgoraEvent) {
  const ids = e.args.ids as bigint[];
  const values = e.args.values as bigint[];
  for (let i = 0; i < ids.length; i++) {
    await move(c, 'erc1155', lower(e.args.from), lower(e.args.to), String(ids[i]), Number(values[i]));
  }
}
