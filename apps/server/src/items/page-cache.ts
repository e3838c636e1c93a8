import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/session';

interface Entry {
  /** When the body was loaded. */
  at: number;
  body: Promise<string>;
  /** A reload in flight, while the old body is still served. */
  refreshing: boolean;
}

/**
 * A very short-lived cache of the serialized JSON of anonymous list pages (explore, search dropdown): under
 * load the same few URLs are asked for thousands of times a second, and a page that is a second old is as
 * good as a fresh one for a visitor who is not signed in. Concurrent misses for one URL share a single load.
 * Once an entry is `ttlMs` old the next request reloads it in the background and is answered with the old
 * body meanwhile (stale-while-revalidate), so requests wait for the database only on a cold URL; an entry
 * older than `maxStaleMs` is not served. Signed-in requests (any session cookie) bypass the cache, since their
 * cards carry the viewer's likes. One cache serves every cached route (keys are URLs), so that a write which
 * changes what a list shows (a like count, a name) can drop it all with `clear()`.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups answered from memory (fresh or stale-while-revalidate) and lookups that waited for a load. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxStaleMs = 5000,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached body for `key`, or the body `load` produces (then cached). */
  get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < this.ttlMs) {
      this.hits++;
      return hit.body;
    }
    if (hit && age < this.maxStaleMs) {
      this.hits++;
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.body;
    }
    this.misses++;
    return this.store(key, load());
  }

  /**
   * Forgets every page, including stale ones and loads in flight (their result is not kept): the next request
   * for any URL waits for a fresh load. Call it after a write that changes a cached list has committed.
   */
  clear(): void {
    this.clearHere();
    this.onClear?.();
  }

  /** Told after each clear() (not clearHere()): the cluster bus passes it on to the other servers. */
  onClear: (() => void) | null = null;

  /** Forgets every page without telling anyone: another server's clear, heard over the bus. */
  clearHere(): void {
    this.entries.clear();
  }

  private refresh(key: string, hit: Entry, load: () => Promise<string>): void {
    hit.refreshing = true;
    const body = load();
    // Swap in the new body once loaded; on failure keep serving the old one until it is too old.
    body.then(
      () => {
        if (this.entries.get(key) === hit) this.store(key, body);
      },
      () => {
        hit.refreshing = false;
      },
    );
  }

  private store(key: string, body: Promise<string>): Promise<string> {
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    const oldest = this.entries.keys().next();
    if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
    this.entries.set(key, { at: Date.now(), body, refreshing: false });
    // A failed load is not cached; the caller sees the error.
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    return body;
  }
}

export const isAnonymous = (req: FastifyRequest): boolean =>
  !req.cookies[SESSION_COOKIE] && !req.cookies[SECURE_SESSION_COOKIE];

/**
 * Answers an anonymous request from `cache` (keyed by its URL), else as usual. The cached body is encoded by
 * the same zod serializer the route's response schema uses, so both paths send identical JSON.
 */
export function cachedJson<S extends z.ZodType>(cache: PageCache, schema: S) {
  const encode = serializerCompiler({ schema, method: 'GET', url: '' });
  // The reply is returned: an async handler that resolved with nothing while an async onSend hook (compression)
  // was still at work made Fastify end the answer empty.
  return async (
    req: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<z.input<S>>,
  ): Promise<FastifyReply> => {
    if (!isAnonymous(req)) return reply.send(await load());
    const body = await cache.get(req.url, async () => encode(await load()));
    // A string with a JSON content type is sent as it is (Fastify skips the route serializer).
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
