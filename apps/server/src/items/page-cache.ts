interface Entry<T> {
  /** When the body was loaded. */
  at: number;
  body: Promise<T>;
  /** A reload in flight, while the old body is still served. */
  refreshing: boolean;
}

/**
 * A very short-lived cache of list pages (explore, search, profile tabs, collection lists): under load the same
 * few URLs are asked for thousands of times a second, and a page that is a second old is as good as a fresh
 * one. Concurrent misses for one URL share a single load.
 * Once an entry is `ttlMs` old the next request reloads it in the background and is answered with the old
 * body meanwhile (stale-while-revalidate), so requests wait for the database only on a cold URL; an entry
 * older than `maxStaleMs` is not served. Signed-in readers get the same page with their own facts laid over it
 * (shared-page.ts). One cache serves every cached route (keys are URLs), so that a write which changes what a
 * list shows (a like count, a name) can drop it all with `clear()`.
 */
export class PageCache<T = unknown> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Lookups answered from memory (fresh or stale-while-revalidate) and lookups that waited for a load. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxStaleMs = 5000,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached body for `key`, or the body `load` produces (then cached). */
  get(key: string, load: () => Promise<T>): Promise<T> {
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

  private refresh(key: string, hit: Entry<T>, load: () => Promise<T>): void {
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

  private store(key: string, body: Promise<T>): Promise<T> {
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
