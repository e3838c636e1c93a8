import { FsBlockstore } from 'blockstore-fs';
import { exporter, type ReadableStorage } from 'ipfs-unixfs-exporter';
import { importer, type WritableStorage } from 'ipfs-unixfs-importer';
import { CID } from 'multiformats/cid';

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
