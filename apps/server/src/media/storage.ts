import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where media files live; local directory by default, S3-compatible storage in production. */
export interface MediaStorage {
  /** Stores bytes under a relative key (e.g. `images/0xabc/1.webp`) and returns its public URL path. */
  put(key: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Local directory served at /media, when this storage has one. */
  readonly localDir?: string;
}

export class InvalidMediaKeyError extends Error {
  override readonly name = 'InvalidMediaKeyError';
}

/** The key normalised, refused when it would leave its folder or holds anything but word characters, `.`, `/`, `-`. */
export function safeKey(key: string): string {
  const normal = path.posix.normalize(key);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || !/^[\w./-]+$/.test(normal)) {
    throw new InvalidMediaKeyError(`invalid media key ${key}`);
  }
  return normal;
}

export function createLocalStorage(dir: string): MediaStorage {
  return {
    localDir: dir,
    async put(key, bytes) {
      const k = safeKey(key);
      const file = path.join(dir, k);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `/media/${k}`;
    },
    async get(key) {
      return readFile(path.join(dir, safeKey(key))).catch(() => null);
    },
    async delete(key) {
      await rm(path.join(dir, safeKey(key)), { force: true });
    },
  };
}
