import { describe, expect, it } from 'vitest';
import { nextSpan, RangePlan } from '../src/chain/final-ranges';
import type { ChainBlock } from '../src/chain/pipeline';

/** A block with `logs` logs (only their count matters here). */
const block = (number: number, logs: number) =>
  ({ number, logs: Array.from({ length: logs }) }) as unknown as ChainBlock;

describe('final ranges (catch-up sizing)', () => {
  it('sizes the next range by the busiest block, grows sparse ranges fourfold, within 1..maxSpan', () => {
    // The busiest block with 100 logs: 1,000 logs a range → 10 blocks.
    expect(nextSpan(10, 100, 1_000, 2_000)).toBe(10);
    // No logs: four times longer, capped.
    expect(nextSpan(4, 0, 1_000, 2_000)).toBe(16);
    expect(nextSpan(1_000, 0, 1_000, 2_000)).toBe(2_000);
    // Denser than one range per block: one block at a time.
    expect(nextSpan(4, 5_000, 1_000, 2_000)).toBe(1);
    // Never more than four times the range just read, even when its blocks are nearly empty.
    expect(nextSpan(4, 1, 1_000, 2_000)).toBe(16);
  });

  it('fetches a plan in two (a quarter, then the rest) and shrinks the rest to the density its first part shows', () => {
    const fetches: [number, number][] = [];
    const plan = new RangePlan(1_000, 1_000, 2_000);
    let span = 40;
    let n = 1;
    // Blocks 1–20 are empty, then every block holds 500 logs.
    const logsOf = (b: number) => (b > 20 ? 500 : 0);
    while (n <= 100) {
      const { from, to } = plan.next(n, span);
      fetches.push([from, to]);
      const blocks = Array.from({ length: to - from + 1 }, (_, i) => block(from + i, logsOf(from + i)));
      span = plan.fetched({ to }, blocks) ?? span;
      n = to + 1;
    }
    // A quarter of the 40 planned blocks (empty), then the rest (20 dense blocks among them), then 2 blocks at
    // a time (1,000 logs at 500 a block), each plan's first quarter being its first block.
    expect(fetches.slice(0, 4)).toEqual([
      [1, 10],
      [11, 40],
      [41, 41],
      [42, 42],
    ]);
    // Contiguous, none empty.
    for (const [i, [from, to]] of fetches.entries()) {
      expect(to).toBeGreaterThanOrEqual(from);
      if (i > 0) expect(from).toBe((fetches[i - 1]?.[1] ?? 0) + 1);
    }
  });
});
