// The sizing of catch-up's final ranges (issue 29.4): how many blocks a fetched range takes and how many logs a
// batch holds; the Indexer fetches and applies them (indexer.ts).
import type { ChainBlock } from './pipeline';

/**
 * Logs per batch (one transaction) of a catch-up by default. Large: each batch boundary writes out the rows the
 * batch left half-way (a holding minted in one batch and sold in the next is inserted, deleted and inserted
 * again; items are read back), and on bench:indexer's market 5,000-log batches cost 30–40 % more CPU per log in
 * Node and PostgreSQL than one batch (docs/indexer.md); the bound keeps the batch's memory in check.
 */
export const BATCH_LOGS = 100_000;
/**
 * Logs per fetched range (one eth_getLogs): a batch is fed by several, each fetched while the one before it is
 * applied in memory, so the RPC works while the indexer and the database do (docs/indexer.md, third pass).
 */
export const FETCH_LOGS = 10_000;
/**
 * Blocks of a catch-up's first final range: small, as a dense market (anvil's bench blocks hold ~3,500 logs)
 * would otherwise come in one fetch with nothing to overlap; sparse ranges grow it fourfold a range.
 */
export const FIRST_SPAN = 4;

export interface FinalRange {
  from: number;
  to: number;
  blocks: Promise<ChainBlock[]>;
}

/**
 * Blocks of the next planned range: as many as hold `rangeLogs` at the density of the busiest block seen in the
 * last one (all its logs, the bid currencies' too: they cost the fetch as much), at least one; a range without
 * logs makes the next one four times longer. The busiest block, not the average: a market that starts after
 * empty blocks would otherwise look sparse.
 */
export function nextSpan(span: number, busiest: number, rangeLogs: number, maxSpan: number): number {
  const scaled = busiest ? Math.floor(rangeLogs / busiest) : span * 4;
  return Math.max(1, Math.min(scaled, span * 4, maxSpan));
}

/**
 * The fetches of final blocks up to `last`: a planned range (sized by nextSpan from the range before it) is
 * fetched in two, its first quarter then the rest, and what each fetch shows of the density shrinks the rest of
 * the plan. A plan
 * grown on sparse blocks may meet a dense market (bench:indexer's: 56,000 logs in 14 blocks after 20 nearly
 * empty ones came in one answer, with nothing to overlap its fetch); its first quarter arrives while the RPC still
 * has the rest to answer, and the rest comes in ranges of about `rangeLogs` logs.
 */
export class RangePlan {
  private from = 0;
  private to = -1;
  private busiest = 0;

  constructor(
    private readonly last: number,
    private readonly rangeLogs: number,
    private readonly maxSpan: number,
  ) {}

  /** The blocks of the fetch starting at block `n`; a new plan of `span` blocks when the last one is done. */
  next(n: number, span: number): { from: number; to: number } {
    if (n > this.to) {
      this.from = n;
      this.to = Math.min(n + Math.min(span, this.maxSpan) - 1, this.last);
      this.busiest = 0;
      return { from: n, to: Math.min(n + Math.ceil((this.to - n + 1) / 4) - 1, this.to) };
    }
    return { from: n, to: this.to };
  }

  /** Takes a fetched range's density; answers the span of the next plan when this one is done. */
  fetched(range: { to: number }, blocks: ChainBlock[]): number | null {
    const busiest = Math.max(0, ...blocks.map((b) => b.logs.length));
    this.busiest = Math.max(this.busiest, busiest);
    // Denser than the plan foresaw: the rest of it holds about `rangeLogs` logs at this density.
    if (busiest) this.to = Math.min(this.to, range.to + Math.max(1, Math.floor(this.rangeLogs / busiest)));
    if (range.to < this.to) return null;
    return nextSpan(this.to - this.from + 1, this.busiest, this.rangeLogs, this.maxSpan);
  }
}
