import { jsonDepth, TOKEN_METADATA_LIMITS, type TokenMetadata, tokenMetadata } from '@agora/core';
import type { CID } from 'multiformats/cid';
import type { IpfsStore } from '../ipfs/store';

/**
 * Why a read failed. `missing` and `timeout` may pass (the blocks may arrive, the store may recover): they are
 * retried. The others are about the bytes themselves, which a CID never changes: retrying cannot help.
 */
export type ReadFailure = 'missing' | 'timeout' | 'too-large' | 'not-json' | 'too-deep' | 'invalid';
export const TRANSIENT: ReadonlySet<ReadFailure> = new Set(['missing', 'timeout']);

export type ReadResult = { ok: true; metadata: TokenMetadata } | { ok: false; failure: ReadFailure };

export class ReadTimeoutError extends Error {
  override readonly name = 'ReadTimeoutError';
}

/** Rejects after `ms`; the read behind it is bounded by its byte limit, so it ends soon anyway. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimeoutError(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The file's first bytes, at most `limit + 1` of them (one more than allowed tells an oversized file). */
export async function readHead(store: IpfsStore, cid: CID, limit: number): Promise<Uint8Array | null> {
  const stat = await store.stat(cid);
  if (!stat) return null;
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of store.cat(cid, { offset: 0, length: Math.min(stat.size, limit + 1) })) {
    parts.push(chunk);
    size += chunk.length;
    if (size > limit) break;
  }
  return Buffer.concat(parts);
}

/** Parses and checks untrusted metadata bytes: size, UTF-8 JSON, nesting, then the schema's types and lengths. */
export function parseMetadata(bytes: Uint8Array): ReadResult {
  if (bytes.length > TOKEN_METADATA_LIMITS.bytes) return { ok: false, failure: 'too-large' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, failure: 'not-json' };
  }
  if (jsonDepth(text) > TOKEN_METADATA_LIMITS.depth) return { ok: false, failure: 'too-deep' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, failure: 'not-json' };
  }
  const parsed = tokenMetadata.safeParse(json);
  return parsed.success ? { ok: true, metadata: parsed.data } : { ok: false, failure: 'invalid' };
}

/** Reads a token's metadata JSON from our store (local blockstore or S3), within a byte limit and a timeout. */
export async function readMetadata(store: IpfsStore, cid: CID, timeoutMs: number): Promise<ReadResult> {
  try {
    const bytes = await withTimeout(readHead(store, cid, TOKEN_METADATA_LIMITS.bytes), timeoutMs);
    return bytes ? parseMetadata(bytes) : { ok: false, failure: 'missing' };
  } catch (err) {
    if (err instanceof ReadTimeoutError) return { ok: false, failure: 'timeout' };
    throw err;
  }
}
