import { afterEach, describe, expect, it, vi } from 'vitest';
import { chainClock, marketReads } from '../src/bids/chain';
import type { Lifecycle } from '../src/chain/lifecycle';

// A narrow unit test: a stand-in node that only answers the latest block.
const nodeWithLatestBlockAt = (seconds: number | null) =>
  ({
    deployment: { marketplace: '0x0000000000000000000000000000000000000001' },
    client: {
      getBlock: () =>
        seconds === null
          ? Promise.reject(new Error('down'))
          : Promise.resolve({ timestamp: BigInt(seconds) }),
    },
  }) as unknown as Lifecycle;

describe('the chain clock', () => {
  afterEach(() => vi.useRealTimers());
  const wall = Date.UTC(2026, 10, 23, 12);

  it('is now when the latest block is old (an idle local chain mines no blocks): bids and auctions too', async () => {
    vi.useFakeTimers({ now: wall, toFake: ['Date'] });
    const idle = nodeWithLatestBlockAt(wall / 1000 - 3600);
    expect(await marketReads(idle).now()).toBe(wall / 1000);
    expect(await chainClock(idle)).toBe(wall);
  });

  it("is the latest block's time when the chain is ahead (a moved test clock)", async () => {
    vi.useFakeTimers({ now: wall, toFake: ['Date'] });
    expect(await chainClock(nodeWithLatestBlockAt(wall / 1000 + 7200))).toBe(wall + 7_200_000);
  });

  it('falls back to the wall clock without a node or a deployment', async () => {
    vi.useFakeTimers({ now: wall, toFake: ['Date'] });
    expect(await chainClock(nodeWithLatestBlockAt(null))).toBe(wall);
    expect(await chainClock(null)).toBe(wall);
  });
});
