import { describe, expect, it } from 'vitest';
import { chainClock } from '../src/bids/chain';
import type { Lifecycle } from '../src/chain/lifecycle';

/** A node whose latest block carries `seconds` (or that does not answer). */
const node = (seconds: number | null) =>
  ({
    deployment: { marketplace: '0x0000000000000000000000000000000000000001' },
    client: {
      getBlock: async () => {
        if (seconds === null) throw new Error('connection refused');
        return { timestamp: BigInt(seconds) };
      },
    },
  }) as unknown as Lifecycle;

describe('chainClock: the time the next block would carry', () => {
  it('follows a chain whose clock was moved ahead', async () => {
    const ahead = Math.floor(Date.now() / 1000) + 7 * 86_400;
    expect(await chainClock(node(ahead))).toBe(ahead * 1000);
  });
  it('is now on an idle chain whose latest block is old', async () => {
    const before = Date.now();
    const now = await chainClock(node(Math.floor(before / 1000) - 3_600));
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
  it('is the wall clock when the node does not answer or nothing is deployed', async () => {
    const before = Date.now();
    expect(await chainClock(node(null))).toBeGreaterThanOrEqual(before);
    expect(await chainClock(null)).toBeGreaterThanOrEqual(before);
  });
});
