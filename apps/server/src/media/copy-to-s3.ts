import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FsBlockstore } from 'blockstore-fs';
import { blockKey } from '../ipfs/s3-blockstore';
import type { ObjectClient } from './s3-client';
import { MEDIA_PREFIX, mediaContentType } from './s3-storage';

async function* files(dir: string, rel = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const key = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* files(dir, key);
    else if (entry.isFile()) yield key;
  }
}

async function collect(parts: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const part of parts) chunks.push(part);
  return Buffer.concat(chunks);
}

/**
 * Copies a local-disk site's media (`DATA_DIR/media`) and IPFS blocks (`DATA_DIR/ipfs`) into the bucket
 * layout the S3 stores read, so a site can move to S3_BUCKET keeping every URL and CID. Objects are named by
 * content, so running it again (or while servers write) only rewrites identical objects.
 */
export async function copyLocalToS3(
  dataDir: string,
  objects: ObjectClient,
  log: (line: string) => void = () => undefined,
): Promise<{ media: number; blocks: number }> {
  let media = 0;
  const mediaDir = path.join(dataDir, 'media');
  if (existsSync(mediaDir)) {
    for await (const key of files(mediaDir)) {
      await objects.put(MEDIA_PREFIX + key, await readFile(path.join(mediaDir, key)), mediaContentType(key));
      media++;
    }
  }
  log(`media: ${media} files`);
  let blocks = 0;
  const ipfsDir = path.join(dataDir, 'ipfs');
  if (existsSync(ipfsDir)) {
    const store = new FsBlockstore(ipfsDir);
    await store.open();
    for await (const pair of store.getAll()) {
      await objects.put(blockKey(pair.cid), await collect(pair.bytes));
      blocks++;
    }
    await store.close();
  }
  log(`ipfs: ${blocks} blocks`);
  return { media, blocks };
}
