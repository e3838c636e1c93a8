import { ipfsUriFromDigest } from '@agora/chain';
import { ACTIVITY_TEXT } from '@agora/core';
import type { Hex } from 'viem';
import type { AgoraEvent } from '../contracts';
import { lower, ZERO } from '../log-values';
import { type ApplyContext, filledKey, voidedKey } from './context';
import type { Draft } from './rows';
import { mintVoucherItem, voidUnmintedOf } from './vouchers';

export const metadataCidOf = (e: AgoraEvent) =>
  ipfsUriFromDigest(e.args.metadataDigest as Hex).slice('ipfs://'.length);

/** What an item takes from its creator's draft (the create flow's upload): at the mint, or a voucher's before it. */
export const draftFields = (draft: Draft) => ({
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
});

/**
 * Minted: the token's creator, royalty and metadata, and the off-chain draft matched by CID + creator. A mint
 * without a draft (made on the contract by another app or a script) is marked for the metadata backfill, which
 * reads its JSON outside this transaction (metadata/backfill.ts). A voucher's item, there before its mint, becomes
 * a normal item here; a mint of a CID that an unminted item at another id offers voids that item's voucher.
 */
export async function applyMinted(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const contract = c.deployment[e.source === 'erc721' ? 'erc721' : 'erc1155'].toLowerCase();
  const tokenId = String(e.args.tokenId ?? e.args.id);
  const creator = lower(e.args.creator);
  const metadataCid = metadataCidOf(e);
  const item = await c.ws.ensureItem(contract, tokenId, e.source === 'erc721' ? 721 : 1155);
  mintVoucherItem(c, item);
  await voidUnmintedOf(c, contract, metadataCid);
  const draft = await c.ws.draft(metadataCid, creator);
  c.ws.setItem(item.id, {
    creator,
    royaltyBps: Number(e.args.royaltyBps),
    metadataCid,
    mintedBlock: c.blockNumber,
    createdAt: c.at,
    ...(draft
      ? draftFields(draft)
      : { metadataFetch: 'pending' as const, metadataAttempts: 0, metadataRetryAt: null }),
  });
  c.ws.bumpUser(creator, 'createdCount');
  c.ws.recordActivity({
    action: 'mint',
    text: ACTIVITY_TEXT.mint,
    fromAddress: creator,
    toAddress: null,
    itemId: item.id,
    quantity: Number(e.args.amount ?? 1),
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
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
  const item = await c.ws.ensureItem(contract, tokenId, source === 'erc721' ? 721 : 1155);
  c.dirty.add(item.id);
  if (from !== ZERO) c.ws.addBalance(item.id, from, -value, c.at);
  if (to !== ZERO) c.ws.addBalance(item.id, to, value, c.at);
  // The first copies of a voucher's item (unminted: its supply was the copies offered) start it from zero, whether
  // this Transfer comes before its Minted log (the 721) or after it (the 1155).
  if (from === ZERO) {
    c.ws.setItem(
      item.id,
      item.minted
        ? { supply: item.supply + value, quantity: item.quantity + value }
        : { minted: true, supply: value, quantity: value },
    );
  }
  if (to === ZERO) c.ws.setItem(item.id, { supply: item.supply - value });
  // Any move of a seller's copies voids their listings of the item on chain (listing nonce), except the listing
  // this very transaction filled (the chain expects its nonce bumped by that fill); so does the database.
  if (from !== ZERO) {
    for (const l of c.ws.liveListings(item.id, from)) {
      if (c.trades.has(filledKey(c.txHash, l.id))) continue;
      c.ws.setListing(l.id, { status: 'void', updatedAt: c.at });
      c.trades.add(voidedKey(c.txHash, l.id));
    }
  }
  if (from === ZERO) return;
  if (c.trades.has(c.txHash)) return;
  const burn = to === ZERO;
  c.ws.recordActivity({
    action: burn ? 'burn' : 'transfer',
    text: burn ? ACTIVITY_TEXT.burn : ACTIVITY_TEXT.transfer,
    fromAddress: from,
    toAddress: burn ? null : to,
    itemId: item.id,
    quantity: value,
    txHash: c.txHash,
    logKey: c.logKey,
    createdAt: c.at,
  });
}

export function applyTransfer721(c: ApplyContext, e: AgoraEvent) {
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
