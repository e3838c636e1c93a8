import { AwsClient } from 'aws4fetch';

/** Where an S3-compatible bucket is and how to sign for it (the S3_* settings). */
export interface S3Settings {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com; absent for AWS S3. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3Error extends Error {
  override readonly name = 'S3Error';
}

/** The four object calls Agora needs; keys are `/`-separated paths inside the bucket. */
export interface ObjectClient {
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * Object URLs: path-style under a custom endpoint (MinIO, R2 and test servers answer only that),
 * virtual-hosted style on AWS itself.
 */
export function objectUrl(s: Pick<S3Settings, 'bucket' | 'endpoint' | 'region'>, key: string): string {
  if (s.endpoint) return `${s.endpoint.replace(/\/$/, '')}/${s.bucket}/${encodeKey(key)}`;
  return `https://${s.bucket}.s3.${s.region}.amazonaws.com/${encodeKey(key)}`;
}

/** Told of every failed call (refused or unreachable), by operation: `put`, `get`, `head`, `delete`. */
export type S3ErrorHook = (operation: string) => void;

/**
 * A signed-request client over fetch (aws4fetch: SigV4, no SDK). Failures throw S3Error with the status so
 * that a misconfigured bucket shows up in the log instead of as missing media.
 */
export function createObjectClient(s: S3Settings, onError: S3ErrorHook = () => undefined): ObjectClient {
  const aws = new AwsClient({
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
    region: s.region,
    service: 's3',
    // 5xx and 429 are retried with backoff; aws4fetch's default (10) can hold a request for tens of seconds.
    retries: 3,
  });
  async function call(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await aws.fetch(objectUrl(s, key), { ...init, method });
    } catch (err) {
      onError(method.toLowerCase());
      throw new S3Error(`S3 ${method} ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!res.ok && res.status !== 404) {
      onError(method.toLowerCase());
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new S3Error(`S3 ${method} ${key} failed: ${res.status} ${detail}`);
    }
    return res;
  }
  return {
    async put(key, bytes, contentType = 'application/octet-stream') {
      const res = await call('PUT', key, { body: bytes, headers: { 'content-type': contentType } });
      if (res.status === 404) {
        onError('put');
        throw new S3Error(`S3 PUT ${key} failed: bucket ${s.bucket} not found`);
      }
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      return new Uint8Array(await res.arrayBuffer());
    },
    async has(key) {
      const res = await call('HEAD', key);
      return res.ok;
    },
    async delete(key) {
      await (await call('DELETE', key)).arrayBuffer();
    },
  };
}
