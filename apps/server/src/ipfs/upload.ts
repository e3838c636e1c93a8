import { createHash } from 'node:crypto';
import { digestFromCid } from '@agora/chain';
import { ITEM_FILE_EXTENSIONS, type MediaKind, MSG, mediaKind } from '@agora/core';
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
  name: string;
  description: string;
  properties: Record<string, string>;
  externalUrl?: string;
}

export interface UploadResult {
  mediaCid: string;
  metadataCid: string;
  metadataDigest: `0x${string}`;
  tokenUri: string;
  media: string | null;
  preview: string | null;
  mediaKind: MediaKind;
}

/** The file's extension by its content (never by its name), when it is one of the spec's item types. */
async function itemExtension(bytes: Buffer): Promise<string | null> {
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

/**
 * The spec's metadata upload: checks the file (types by content, 30 MB is enforced by the multipart limit),
 * adds the media and the OpenSea metadata JSON to IPFS (pinned through the configured pinner), keeps a local
 * copy and, for images, a compressed WebP preview.
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
  const mediaCid = await deps.ipfs.add(input.file);
  await deps.pinner.pin(input.file, mediaCid);
  const metadata = buildMetadata({ ...input, mediaCid: mediaCid.toString(), mediaKind: kind });
  const json = new TextEncoder().encode(JSON.stringify(metadata));
  const metadataCid = await deps.ipfs.add(json);
  await deps.pinner.pin(json, metadataCid);

  const id = createHash('sha256').update(input.file).digest('hex').slice(0, 32);
  const folder = `items/${input.creator}`;
  const media = await deps.storage.put(`${folder}/${id}.${ext}`, input.file);
  const webp = kind === 'image' ? await compress(input.file, ext) : null;
  const preview = webp ? await deps.storage.put(`${folder}/compressed/${id}.webp`, webp) : null;
  return {
    mediaCid: mediaCid.toString(),
    metadataCid: metadataCid.toString(),
    metadataDigest: digestFromCid(metadataCid),
    tokenUri: `ipfs://${metadataCid}`,
    media,
    preview,
    mediaKind: kind,
  };
}
