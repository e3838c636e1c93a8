import type { ObjectClient } from './s3-client';
import { type MediaStorage, safeKey } from './storage';

/** Bucket prefix of media objects; IPFS blocks live beside them under `ipfs/`. */
export const MEDIA_PREFIX = 'media/';

/** Content types of the extensions uploads are stored under (ITEM_FILE_EXTENSIONS and image formats). */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  flac: 'audio/flac',
};

/** The content type of a media key by its extension (uploads are named by their checked content type). */
export function mediaContentType(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Media in an S3-compatible bucket under `media/<key>`. URLs point at the CDN when S3_PUBLIC_URL is set
 * (it must serve the bucket's `media/` prefix at `<S3_PUBLIC_URL>/media/`), else at this server's /media
 * route, which reads the object (media/serve.ts) — so a private bucket works without public access.
 */
export function createS3Storage(objects: ObjectClient, publicUrl?: string): MediaStorage {
  const base = publicUrl ? publicUrl.replace(/\/$/, '') : '';
  return {
    async put(key, bytes) {
      const k = safeKey(key);
      await objects.put(MEDIA_PREFIX + k, bytes, mediaContentType(k));
      return `${base}/media/${k}`;
    },
    async get(key) {
      return objects.get(MEDIA_PREFIX + safeKey(key));
    },
    async delete(key) {
      await objects.delete(MEDIA_PREFIX + safeKey(key));
    },
  };
}
