import { base32 } from 'multiformats/bases/base32';
import type { CID } from 'multiformats/cid';
import type { ObjectClient } from '../media/s3-client';
import { type Blocks, type IpfsStore, storeOver } from './store';

/** Bucket prefix of IPFS blocks, beside the media under `media/`. */
export const BLOCK_PREFIX = 'ipfs/';

/**
 * The object key of a block: its multihash in base32, as IPFS blockstores key blocks (the codec is how a block
 * is read, not part of its identity), so blocks of any store can be copied in by hash (scripts/copy-to-s3.ts).
 */
export function blockKey(cid: CID): string {
  return `${BLOCK_PREFIX}${base32.encode(cid.multihash.bytes)}`;
}

async function collect(bytes: Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  if (bytes instanceof Uint8Array) return bytes;
  const parts: Uint8Array[] = [];
  for await (const part of bytes) parts.push(part);
  return Buffer.concat(parts);
}

/**
 * A blockstore over an S3 bucket, one object per block keyed by its hash. Blocks are immutable and named by their
 * hash, so servers sharing the bucket never conflict and a put of a block already there is harmless.
 */
export function s3Blockstore(objects: ObjectClient): Blocks {
  return {
    async put(cid, bytes) {
      await objects.put(blockKey(cid), await collect(bytes));
      return cid;
    },
    async *get(cid) {
      const bytes = await objects.get(blockKey(cid));
      // The exporter's missing-block error, as blockstore-fs throws it.
      if (!bytes) throw Object.assign(new Error(`block ${cid} not found`), { name: 'NotFoundError' });
      yield bytes;
    },
    async has(cid) {
      return objects.has(blockKey(cid));
    },
  };
}

export function openS3Store(objects: ObjectClient): IpfsStore {
  return storeOver(s3Blockstore(objects));
}
