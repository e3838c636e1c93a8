import type { TokenCard } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { likedBy, openBidOf } from './cards';

/** A viewer's own facts about one card: the fields a shared card leaves out (cards.ts, toCard). */
export type ViewerFacts = Pick<TokenCard, 'liked' | 'myBid'>;

/** Lookups in flight at once (each holds one pooled connection); the others wait and join the next batch. */
const MAX_RUNNING = 2;
/** Readers answered by one statement at most (about ten ids each). */
const MAX_BATCH = 200;

interface Pending {
  viewer: string;
  ids: number[];
  done(facts: Map<number, ViewerFacts>): void;
  fail(err: unknown): void;
}

/**
 * The viewer's like and own open bid for the cards of a shared page (shared-page.ts), read from the database for
 * the cards the reader's cached facts lack (facts-cache.ts). Readers that ask at the same time share
 * one statement: requests queue while up to MAX_RUNNING lookups are in flight, and the next lookup answers
 * all of them (each reader's facts are keyed by its own address, in the statement and in the answer). Under
 * load that is one database round trip for many readers, where a round trip each cost the server more CPU
 * than the rest of a cached answer (docs/performance.md, signed-in readers).
 */
export class ViewerFactsLoader {
  private readonly queue: Pending[] = [];
  private running = 0;
  private scheduled = false;

  constructor(private readonly db: Db) {}

  load(viewer: string, ids: number[]): Promise<Map<number, ViewerFacts>> {
    if (ids.length === 0) return Promise.resolve(new Map());
    return new Promise((done, fail) => {
      this.queue.push({ viewer, ids, done, fail });
      this.schedule();
    });
  }

  /** After the requests read in this turn of the event loop have queued (setImmediate runs after I/O). */
  private schedule(): void {
    if (this.scheduled || this.running >= MAX_RUNNING || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    const batch = this.queue.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.running++;
    try {
      const facts = await factsOf(this.db, batch);
      for (const [k, p] of batch.entries()) p.done(facts[k] ?? new Map());
    } catch (err) {
      for (const p of batch) p.fail(err);
    } finally {
      this.running--;
      this.schedule();
    }
  }
}

/**
 * One prepared statement for a batch of readers: (reader, item) pairs as three parallel arrays, each probing the
 * likes primary key and the reader's bids on the item with the card statement's own expressions. Only pairs
 * with a fact come back (most have none).
 */
async function factsOf(db: Db, batch: Pending[]): Promise<Map<number, ViewerFacts>[]> {
  const ks: number[] = [];
  const viewers: string[] = [];
  const ids: number[] = [];
  for (const [k, p] of batch.entries())
    for (const id of p.ids) {
      ks.push(k);
      viewers.push(p.viewer);
      ids.push(id);
    }
  // `offset 0` keeps the pairs' subquery whole: pulled up, the filter would run both probes a second time.
  const rows = await preparedRows<{
    k: number;
    id: number;
    liked: boolean;
    my_bid: 'pending' | 'partiallyCompleted' | null;
  }>(
    db,
    sql`select f.k, f.id, f.liked, f.my_bid from (
        select i.k, i.id::float8 as id, ${likedBy(sql`i.viewer`)} as liked, ${openBidOf(sql`i.viewer`)} as my_bid
        from unnest(${sql.param(ks)}::int[], ${sql.param(viewers)}::text[], ${sql.param(ids)}::bigint[])
          as i(k, viewer, id)
        offset 0
      ) f where f.liked or f.my_bid is not null`,
  );
  const facts = batch.map(() => new Map<number, ViewerFacts>());
  for (const r of rows)
    facts[r.k]?.set(Number(r.id), { liked: Boolean(r.liked), myBid: r.my_bid ? { status: r.my_bid } : null });
  return facts;
}

/** The facts of a card nobody's fact touches. */
export const NO_FACTS: ViewerFacts = { liked: false, myBid: null };

/** `cards` (whose item ids are `ids`, in order) with the viewer's facts: new objects, the shared ones untouched. */
export function withViewerFacts(
  cards: TokenCard[],
  ids: number[],
  facts: Map<number, ViewerFacts>,
): TokenCard[] {
  return cards.map((card, k) => ({ ...card, ...(facts.get(ids[k] as number) ?? NO_FACTS) }));
}
