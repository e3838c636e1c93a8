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
}

/**
 * The in-process memo of session token hash → account behind SessionStore.viewer. It only ever holds what the
 * sessions table answered (one source of truth for validity), for at most SESSION_MEMO_MS, and forgets a
 * session the moment this process ends it, or hears over the bus that another server did.
 */
export class SessionMemo<T> {
  private readonly entries = new Map<string, Remembered<T>>();

  constructor(private readonly ttlMs = SESSION_MEMO_MS) {}

  get(hash: string): T | null {
    const hit = this.entries.get(hash);
    if (!hit) return null;
    if (hit.until > Date.now()) return hit.user;
    this.entries.delete(hash);
    return null;
  }

  put(hash: string, address: string, user: T, expiresAt: Date): void {
    this.entries.delete(hash);
    // Map keeps insertion order: the first key is the oldest entry.
    const oldest = this.entries.keys().next();
    if (this.entries.size >= MEMO_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    this.entries.set(hash, { user, address, until: Math.min(Date.now() + this.ttlMs, expiresAt.getTime()) });
  }

  /** Forgets one session (signed out), or every session of an address (all its sessions ended). */
  forget(ended: SessionsEnded): void {
    if (ended.hash) this.entries.delete(ended.hash);
    if (ended.address)
      for (const [hash, e] of this.entries) if (e.address === ended.address) this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Which sessions ended: one by its token hash, or all of one address. Told to every server over the bus. */
export interface SessionsEnded {
  hash?: string;
  address?: string;
}
