import { describe, expect, it } from 'vitest';
import { nextSpan } from '../src/chain/final-ranges';
import type { ChainBlock } from '../src/chain/pipeline';

/** A block with `logs` logs (only their count matters here). */
const block = (number: number, logs: number) =>
  ({ number, logs: Array.from({ length: logs }) }) as unknown as ChainBlock;
const range = (from: number, to: number) => ({ from, to, blocks: Promise.resolve([]) });

describe('final ranges (catch-up sizing)', () => {
  it('sizes the next range by the busiest block, grows sparse ranges fourfold, within 1..maxSpan', () => {
    // 10 blocks, the busiest with 100 logs: 1,000 logs a range → 10 blocks.
    expect(nextSpan(range(1, 10), [block(3, 100), block(7, 5)], 1_000, 2_000)).toBe(10);
    // No logs: four times longer, capped.
    expect(nextSpan(range(1, 4), [block(4, 0)], 1_000, 2_000)).toBe(16);
    expect(nextSpan(range(1, 1_000), [], 1_000, 2_000)).toBe(2_000);
    // Denser than one range per block: one block at a time.
    expect(nextSpan(range(1, 4), [block(2, 5_000)], 1_000, 2_000)).toBe(1);
    // Never more than four times the range just read, even when its blocks are nearly empty.
    expect(nextSpan(range(1, 4), [block(2, 1)], 1_000, 2_000)).toBe(16);
  });
});
