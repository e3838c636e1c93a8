import path from 'node:path';
import { type Config, ConfigError } from '../config';
import { openS3Store } from '../ipfs/s3-blockstore';
import { type IpfsStore, openFsStore } from '../ipfs/store';
import { createObjectClient, type S3ErrorHook, type S3Settings } from './s3-client';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type MediaStorage } from './storage';

export interface Stores {
  storage: MediaStorage;
  ipfs: IpfsStore;
}

export type StoreConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** The bucket settings, or null for local disk; a bucket without its key pair is a configuration error. */
export function s3Settings(config: StoreConfig): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  };
}

/**
 * Media and IPFS blocks: under DATA_DIR by default (`npm start`), in one S3-compatible bucket when S3_BUCKET
 * is set, so that every server of a cluster reads what any of them stored.
 */
export async function openStores(config: StoreConfig, onS3Error?: S3ErrorHook): Promise<Stores> {
  const s3 = s3Settings(config);
  if (!s3) {
    return {
      storage: createLocalStorage(path.join(config.DATA_DIR, 'media')),
      ipfs: await openFsStore(path.join(config.DATA_DIR, 'ipfs')),
    };
  }
  const objects = createObjectClient(s3, onS3Error);
  return { storage: createS3Storage(objects, config.S3_PUBLIC_URL), ipfs: openS3Store(objects) };
}
