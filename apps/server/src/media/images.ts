import { createHash } from 'node:crypto';
import { MSG } from '@agora/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors';
import type { MediaStorage } from './storage';

/** Image formats accepted for avatars, covers and collection images (spec 1 §5), by content, not name. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface StoredImage {
  original: string;
  compressed: string;
}

/**
 * Checks an upload by its magic bytes (SVG and everything else refused), stores it, and stores a compressed
 * WebP copy beside it (the spec's compressedImage). Keys are content hashes, so URLs never change content.
 */
export async function storeImage(
  storage: MediaStorage,
  folder: string,
  bytes: Buffer,
  field: string,
  maxWidth = 1200,
): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!ext)
    throw new HttpError(400, MSG.editProfile.errors.fileInvalid, {
      [field]: MSG.editProfile.errors.fileInvalid,
    });
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { animated: ext === 'gif' || ext === 'webp', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 75, effort: 2 })
      .toBuffer();
  } catch {
    throw new HttpError(400, MSG.editProfile.errors.fileInvalid, {
      [field]: MSG.editProfile.errors.fileInvalid,
    });
  }
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const original = await storage.put(`${folder}/${id}.${ext}`, bytes);
  const compressed = await storage.put(`${folder}/compressed/${id}.webp`, webp);
  return { original, compressed };
}
