import { createHash } from 'node:crypto';
import { digestFromCid } from '@agora/chain';
import { ITEM_FILE_EXTENSIONS, ITEM_IMAGE_EXTENSIONS, type MediaKind, MSG, mediaKind } from '@agora/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ValidationError } from '../http/errors';
import type { MediaStorage } from '../media/storage';
import { buildMetadata } from './metadata';
import type { Pinner } from './pin';
import type { IpfsStore } from './store';

const E = MSG.create.errors;

export interface UploadInput {
  creator: string;
  file: Buffer;
  /** The preview image, required with video and audio (ignored with an image, which is its own picture). */
  poster?: Buffer;
  name: string;
  description: string;
  properties: Record<string, string>;
  externalUrl?: string;
}

export interface UploadResult {
  mediaCid: string;
  /** The preview image's CID (the metadata's `image`) for video and audio; null for an image. */
  posterCid: string | null;
  metadataCid: string;
  metadataDigest: `0x${string}`;
  tokenUri: string;
  media: string | null;
  preview: string | null;
  mediaKind: MediaKind;
}

/** The file's extension by its content (never by its name), when it is one of the spec's item types. */
export async function itemExtension(bytes: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  const ext = type.ext === 'ogg' && type.mime.startsWith('video/') ? 'ogv' : type.ext;
  return (ITEM_FILE_EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

async function compress(bytes: Buffer, ext: string): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { animated: ext === 'gif' || ext === 'webp', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 600, withoutEnlargement: true })
      .webp({ quality: 75, effort: 2 })
      .toBuffer();
  } catch {
    return null;
  }
}

// Named by content: the preview by the picture's, so one video with two preview images keeps both.
const contentId = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** The compressed WebP of an item's picture in the media storage (its URL path), or null when it does not decode. */
export async function storePreview(
  storage: MediaStorage,
  creator: string,
  bytes: Buffer,
  ext: string,
): Promise<string | null> {
  const webp = await compress(bytes, ext);
  return webp ? storage.put(`items/${creator}/compressed/${contentId(bytes)}.webp`, webp) : null;
}

/** A video or audio item's preview image, checked by content like the file: one of the item picture types. */
async function checkPoster(poster: Buffer | undefined): Promise<{ bytes: Buffer; ext: string }> {
  if (!poster) throw new ValidationError(MSG.formErrorAll, { poster: E.posterRequired });
  const ext = await itemExtension(poster);
  if (!ext || !(ITEM_IMAGE_EXTENSIONS as readonly string[]).includes(ext))
    throw new ValidationError(MSG.formErrorAll, { poster: E.fileTypes(ITEM_IMAGE_EXTENSIONS) });
  return { bytes: poster, ext };
}

/**
 * The spec's metadata upload: checks the file (types by content, 30 MB is enforced by the multipart limit)
 * and, for video and audio, the preview image; adds them and the OpenSea metadata JSON to IPFS (pinned
 * through the configured pinner), keeps a local copy of the media and a compressed WebP preview of the
 * picture (the image itself, or the video's or audio's preview image).
 */
export async function uploadItemMedia(
  deps: { ipfs: IpfsStore; pinner: Pinner; storage: MediaStorage },
  input: UploadInput,
): Promise<UploadResult> {
  const ext = await itemExtension(input.file);
  if (!ext) {
    const text = E.fileTypes(ITEM_FILE_EXTENSIONS);
    throw new ValidationError(MSG.formErrorAll, { file: text });
  }
  const kind = mediaKind(`f.${ext}`);
  const picture = kind === 'image' ? { bytes: input.file, ext } : await checkPoster(input.poster);
  const add = async (bytes: Uint8Array) => {
    const cid = await deps.ipfs.add(bytes);
    await deps.pinner.pin(bytes, cid);
    return cid;
  };
  const mediaCid = (await add(input.file)).toString();
  const posterCid = kind === 'image' ? null : (await add(picture.bytes)).toString();
  const metadata = buildMetadata({ ...input, mediaCid, mediaKind: kind, posterCid: posterCid ?? undefined });
  const metadataCid = await add(new TextEncoder().encode(JSON.stringify(metadata)));

  const media = await deps.storage.put(`items/${input.creator}/${contentId(input.file)}.${ext}`, input.file);
  const preview = await storePreview(deps.storage, input.creator, picture.bytes, picture.ext);
  return {
    mediaCid,
    posterCid,
    metadataCid: metadataCid.toString(),
    metadataDigest: digestFromCid(metadataCid),
    tokenUri: `ipfs://${metadataCid}`,
    media,
    preview,
    mediaKind: kind,
  };
}
