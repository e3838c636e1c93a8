/**
 * How long this process trusts a session it resolved, for reading shared pages only (SessionStore.viewer):
 * the bound within which a session ended elsewhere stops showing its reader's own facts on cached lists when
 * the news of its end is lost (another server's bus message missed). Writes, the session endpoint and every
 * other handler look the session up in the database on each request.
 */
export const SESSION_MEMO_MS = 5_000;
/** Sessions remembered at most (only sessions the database confirmed: unknown tokens are never kept). */
const MEMO_ENTRIES = 10_000;

interface Remembered<T> {
  user: T;
  address: string;
  /** Epoch ms after which the database must be asked again (never past the session's own expiry). */
  until: number;
  /** Epoch ms after which the next reader confirms the session again in the background (half its time). */
  renewAt: number;
}

/**
 * The in-process memo of session token hash → account behind SessionStore.viewer. It only ever holds what the
 * sessions table answered (one source of truth for validity), for at most SESSION_MEMO_MS after that answer
 * (renewed by a confirmation in the background past half of it), and forgets a session the moment this process
 * ends it, or hears over the bus that another server did; a lookup in flight across a forget is not kept.
 */
export class SessionMemo<T> {
  private readonly entries = new Map<string, Remembered<T>>();
  /** Forgets so far: a lookup that started before one may have read a session since ended, and is not kept. */
  private forgets = 0;

  constructor(private readonly ttlMs = SESSION_MEMO_MS) {}

  /**
   * The remembered account, and `renew` true once per entry past half its time: the caller then confirms the
   * session again in the background (SessionStore.viewer), so a steady reader never waits for the database.
   */
  get(hash: string): { user: T; renew: boolean } | null {
    const hit = this.entries.get(hash);
    if (!hit) return null;
    const now = Date.now();
    if (hit.until <= now) {
      this.entries.delete(hash);
      return null;
    }
    const renew = hit.renewAt <= now;
    if (renew) hit.renewAt = Number.POSITIVE_INFINITY;
    return { user: hit.user, renew };
  }

  /** To pass to put(): taken before the database is asked. */
  stamp(): number {
    return this.forgets;
  }

  /** Remembers what the database answered, unless a session was forgotten since `stamp` was taken. */
  put(hash: string, address: string, user: T, expiresAt: Date, stamp: number): void {
    if (stamp !== this.forgets) return;
    this.entries.delete(hash);
    // Map keeps insertion order: the first key is the oldest entry.
    const oldest = this.entries.keys().next();
    if (this.entries.size >= MEMO_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    const now = Date.now();
    const until = Math.min(now + this.ttlMs, expiresAt.getTime());
    this.entries.set(hash, { user, address, until, renewAt: now + this.ttlMs / 2 });
  }

  /** Forgets one session (signed out, or not found on renewal), or every session of an address. */
  forget(ended: SessionsEnded): void {
    this.forgets++;
    if (ended.hash) this.entries.delete(ended.hash);
    if (ended.address)
      for (const [hash, e] of this.entries) if (e.address === ended.address) this.entries.delete(hash);
  }

  clear(): void {
    this.forgets++;
    this.entries.clear();
  }
}

/** Which sessions ended: one by its token hash, or all of one address. Told to every server over the bus. */
export interface SessionsEnded {
  hash?: string;
  address?: string;
}
