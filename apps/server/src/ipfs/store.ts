import { FsBlockstore } from 'blockstore-fs';
import { exporter, type ReadableStorage } from 'ipfs-unixfs-exporter';
import { importer, type WritableStorage } from 'ipfs-unixfs-importer';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { create as createDigest } from 'multiformats/hashes/digest';
import { sha256 } from 'multiformats/hashes/sha2';

/**
 * Content-addressed storage with Kubo-compatible CIDs: ipfs-unixfs-importer with its defaults (CIDv1, raw
 * leaves, 256 KiB chunks, 174 links per node), i.e. the CIDs of `ipfs add --cid-version=1 --raw-leaves`.
 * Every upload uses this one configuration, so a CID computed here matches the one a Kubo node computes.
 */
export interface IpfsStore {
  add(bytes: Uint8Array): Promise<CID>;
  /** Size of the file, or null when the CID is not held here. */
  stat(cid: CID): Promise<{ size: number } | null>;
  /** Reads [offset, offset + length) of the file. */
  cat(cid: CID, range?: { offset: number; length: number }): AsyncIterable<Uint8Array>;
}

export class InvalidCidError extends Error {
  override readonly name = 'InvalidCidError';
}

export function parseCid(text: string): CID {
  try {
    return CID.parse(text);
  } catch {
    throw new InvalidCidError(`invalid CID ${text}`);
  }
}

/**
 * The CID of a single raw block with this sha2-256 digest: the form the contracts keep (bytes32 digest of the
 * metadata JSON, which is always far below one chunk).
 */
export function rawCidFromDigest(digestHex: `0x${string}`): CID {
  const bytes = Uint8Array.from(Buffer.from(digestHex.slice(2), 'hex'));
  return CID.createV1(raw.code, createDigest(sha256.code, bytes));
}

/** The bytes32 sha2-256 digest of a raw CIDv1 (what `mint` takes). */
export function digestOfRawCid(cid: CID): `0x${string}` {
  if (cid.code !== raw.code || cid.multihash.code !== sha256.code) {
    throw new InvalidCidError(`not a raw sha2-256 CID: ${cid}`);
  }
  return `0x${Buffer.from(cid.multihash.digest).toString('hex')}`;
}

/** What the importer, the exporter and `stat` use of a blockstore. */
export type Blocks = WritableStorage & ReadableStorage & { has(cid: CID): Promise<boolean> };

/** The store over any blockstore: local disk (openFsStore) or an S3 bucket (openS3Store). */
export function storeOver(blocks: Blocks): IpfsStore {
  return {
    async add(bytes) {
      let last: CID | undefined;
      for await (const entry of importer([{ content: bytes }], blocks)) last = entry.cid;
      if (!last) throw new Error('importer produced no CID');
      return last;
    },
    async stat(cid) {
      if (!(await blocks.has(cid))) return null;
      const entry = await exporter(cid, blocks);
      if (entry.type !== 'file' && entry.type !== 'raw') return null;
      return { size: Number(entry.size) };
    },
    async *cat(cid, range) {
      const entry = await exporter(cid, blocks);
      if (entry.type !== 'file' && entry.type !== 'raw') return;
      yield* entry.content(range);
    },
  };
}

export async function openFsStore(dir: string): Promise<IpfsStore> {
  const blocks = new FsBlockstore(dir);
  await blocks.open();
  return storeOver(blocks);
}
