import { ITEM_FILE_MAX_BYTES, type MediaKind, mediaKind, type TokenMetadata } from '@agora/core';
import type { CID } from 'multiformats/cid';
import type { IpfsStore } from '../ipfs/store';
import { itemExtension, storePreview } from '../ipfs/upload';
import type { MediaStorage } from '../media/storage';
import { readHead, withTimeout } from './read';
import { cidOfUri } from './uris';

/** What an item shows of its metadata: the media by CID (served at /ipfs/<cid>) and the picture's preview. */
export interface ItemMedia {
  mediaCid: string | null;
  mediaKind: MediaKind;
  preview: string | null;
}

export interface MediaDeps {
  ipfs: IpfsStore;
  storage: MediaStorage;
  timeoutMs: number;
}

interface Held {
  cid: CID;
  ext: string;
  kind: MediaKind;
  size: number;
}

// Enough for every magic number file-type knows.
const SNIFF_BYTES = 4_100;

/**
 * A media file we hold, of one of the create form's types by its content (never by the URI's extension): the
 * same rule as an upload, so a token's JSON cannot make an HTML or SVG file an item's media.
 */
async function held(d: MediaDeps, cid: CID | null): Promise<Held | null> {
  if (!cid) return null;
  const stat = await withTimeout(d.ipfs.stat(cid), d.timeoutMs);
  if (!stat || stat.size > ITEM_FILE_MAX_BYTES) return null;
  const head = await withTimeout(readHead(d.ipfs, cid, SNIFF_BYTES), d.timeoutMs);
  const ext = head && (await itemExtension(Buffer.from(head)));
  return ext ? { cid, ext, kind: mediaKind(`f.${ext}`), size: stat.size } : null;
}

async function readAll(d: MediaDeps, file: Held): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of d.ipfs.cat(file.cid)) parts.push(chunk);
  return Buffer.concat(parts);
}

/**
 * The item's media from `image` and `animation_url`, by the standard's rule: video and audio play from
 * `animation_url` over the `image` picture; an image is its own picture. Only files held in our store count;
 * anything else (http URLs, unknown CIDs, other types) leaves the media empty.
 */
export async function mediaOf(d: MediaDeps, creator: string, m: TokenMetadata): Promise<ItemMedia> {
  const image = await held(d, cidOfUri(m.image));
  const animation = await held(d, cidOfUri(m.animation_url));
  const media = (animation && animation.kind !== 'image' ? animation : null) ?? image ?? animation;
  if (!media) return { mediaCid: null, mediaKind: 'image', preview: null };
  const picture = media.kind === 'image' ? media : image?.kind === 'image' ? image : null;
  let preview: string | null = null;
  if (picture) {
    const bytes = await withTimeout(readAll(d, picture), d.timeoutMs * 4);
    preview = await storePreview(d.storage, creator, bytes, picture.ext);
    // A poster that does not decode is still the best picture a player can show.
    if (!preview && media !== picture) preview = `/ipfs/${picture.cid}`;
  }
  return { mediaCid: media.cid.toString(), mediaKind: media.kind, preview };
}
