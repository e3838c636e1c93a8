import { NO_FACTS, type ViewerFacts, type ViewerFactsLoader } from './viewer-facts';

/**
 * How long a reader's facts are kept at most. Every write the servers make to them drops them at once
 * (forget); this bounds only what no server is told of: a write to the database from outside the servers.
 * The bus dropping every reader's facts when it reconnects covers its own lost messages. Each expiry costs the
 * reader a lookup per page (a request waiting for the database): at 5 s that was 4-8% of bench:api's
 * signed-in requests, at 30 s it is under 1%.
 */
export const FACTS_MS = 30_000;
/** (reader, item) facts held at most over all readers; past it the oldest readers' are dropped first. */
const MAX_FACTS = 200_000;
/** Readers held at most (a reader holds at least one entry, even before any fact arrived). */
const MAX_READERS = 20_000;

interface ReaderFacts {
  /** When the reader's first facts were asked for: all of them go at `at + ttlMs`. */
  at: number;
  /** Every item asked about, with its facts (NO_FACTS when none). */
  facts: Map<number, ViewerFacts>;
}

/**
 * The in-process cache of each reader's own facts (liked, own open bid) by item id, in front of the batched
 * lookup (viewer-facts.ts): a signed-in reader of a cached page asks the database only about the cards it has
 * not seen within FACTS_MS, so a repeated request of a cached page does no database work at all. The key is
 * the address the reader's session resolved to (shared-page.ts), never anything the request names.
 * A write that changes a reader's facts calls `forget(reader)` after committing (their like or unlike, their
 * bid placed, edited or cancelled, an account link) and a change whose readers are not known at hand calls
 * `forget(null)` (the indexer's applied blocks, an auction opened or ended); the cluster bus passes both to the
 * other servers (cluster/coordination.ts). A lookup that was in flight when its reader was forgotten answers
 * its request but is not kept. Bounded by MAX_FACTS facts and MAX_READERS readers, oldest reader out first.
 */
export class ViewerFactsCache {
  private readonly readers = new Map<string, ReaderFacts>();
  /** The facts held over all readers. */
  private held = 0;
  /** Readers' lookups answered from memory, and lookups that asked the database about some cards. */
  hits = 0;
  misses = 0;
  /** Told after each forget() (not forgetHere()): the cluster bus passes it on to the other servers. */
  onForget: ((reader: string | null) => void) | null = null;

  constructor(
    private readonly loader: Pick<ViewerFactsLoader, 'load'>,
    private readonly ttlMs = FACTS_MS,
    private readonly maxFacts = MAX_FACTS,
  ) {}

  /** `reader`'s facts about the items `ids` (a map that may hold more): from memory when all are known. */
  of(reader: string, ids: number[]): Map<number, ViewerFacts> | Promise<Map<number, ViewerFacts>> {
    const entry = this.entryOf(reader);
    const missing = ids.filter((id) => !entry.facts.has(id));
    if (missing.length === 0) {
      this.hits++;
      return entry.facts;
    }
    this.misses++;
    return this.loader.load(reader, missing).then((found) => {
      const kept = this.readers.get(reader) === entry;
      // Forgotten meanwhile (a write committed): this request's answer, not kept for the next ones.
      const into = kept ? entry.facts : new Map(entry.facts);
      const before = into.size;
      for (const id of missing) into.set(id, found.get(id) ?? NO_FACTS);
      if (kept) {
        this.held += into.size - before;
        this.evict(reader);
      }
      return into;
    });
  }

  /** Drops one reader's facts (their own write), or everyone's (`null`), here and on every other server. */
  forget(reader: string | null): void {
    this.forgetHere(reader);
    this.onForget?.(reader);
  }

  /** Drops facts without telling anyone: another server's forget, heard over the bus. */
  forgetHere(reader: string | null): void {
    if (reader === null) {
      this.readers.clear();
      this.held = 0;
      return;
    }
    const entry = this.readers.get(reader);
    if (entry) this.drop(reader, entry);
  }

  /** The reader's live entry, a new one if it had none or it is FACTS_MS old. */
  private entryOf(reader: string): ReaderFacts {
    const now = Date.now();
    const hit = this.readers.get(reader);
    if (hit && now - hit.at < this.ttlMs) return hit;
    if (hit) this.drop(reader, hit);
    const entry: ReaderFacts = { at: now, facts: new Map() };
    // Map keeps insertion order: the first key is the oldest reader.
    this.readers.set(reader, entry);
    this.evict(reader);
    return entry;
  }

  /** Drops the oldest readers (never `keep`) while over a bound. */
  private evict(keep: string): void {
    for (const [reader, entry] of this.readers) {
      if (this.held <= this.maxFacts && this.readers.size <= MAX_READERS) return;
      if (reader !== keep) this.drop(reader, entry);
    }
  }

  private drop(reader: string, entry: ReaderFacts): void {
    this.readers.delete(reader);
    this.held -= entry.facts.size;
  }
}
