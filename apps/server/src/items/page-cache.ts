import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SESSION_COOKIE } from '../auth/session';

interface Entry {
  at: number;
  body: Promise<string>;
}

/**
 * A very short-lived cache of the serialized JSON of anonymous list pages (explore first pages, search
 * dropdown): under load the same few URLs are asked for thousands of times a second, and a page that is up
 * to `ttlMs` old is as good as a fresh one for a visitor who is not signed in. Concurrent misses for one URL
 * share a single load. Signed-in requests (any session cookie) bypass it, since their cards carry the
 * viewer's likes; a write through this process's API clears it (`clear`).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached body for `key`, or the body `load` produces (then cached for `ttlMs`). */
  get(key: string, load: () => Promise<string>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.body;
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    const oldest = this.entries.keys().next();
    if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    const body = load();
    this.entries.set(key, { at: now, body });
    // A failed load is not cached; the caller sees the error.
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}

export const isAnonymous = (req: FastifyRequest): boolean => !req.cookies[SESSION_COOKIE];

/**
 * Answers an anonymous request from `cache` (keyed by its URL), else as usual. The cached body is encoded by
 * the same zod serializer the route's response schema uses, so both paths send identical JSON.
 */
export function cachedJson<S extends z.ZodType>(cache: PageCache, schema: S) {
  const encode = serializerCompiler({ schema, method: 'GET', url: '' });
  return async (
    req: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<z.input<S>>,
  ): Promise<z.input<S> | string> => {
    if (!isAnonymous(req)) return load();
    const body = await cache.get(req.url, async () => encode(await load()));
    reply.type('application/json; charset=utf-8');
    return body;
  };
}
