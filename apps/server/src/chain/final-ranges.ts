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
 * Blocks of the next final range: as many as hold `rangeLogs` at the density of this range's busiest block (all
 * its logs, the bid currencies' too: they cost the fetch as much), at least one; a range without logs makes the
 * next one four times longer. The busiest block, not the average: a market that starts after empty blocks would
 * otherwise look sparse, and the next range would take all of it at once.
 */
export function nextSpan(
  range: FinalRange,
  blocks: ChainBlock[],
  rangeLogs: number,
  maxSpan: number,
): number {
  const span = range.to - range.from + 1;
  const busiest = Math.max(0, ...blocks.map((b) => b.logs.length));
  const scaled = busiest ? Math.floor(rangeLogs / busiest) : span * 4;
  return Math.max(1, Math.min(scaled, span * 4, maxSpan));
}
