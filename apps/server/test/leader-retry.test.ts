import type { Deployment } from '@agora/chain';
import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { Indexer } from '../src/chain/indexer';
import type { Db } from '../src/db/client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a following indexer', () => {
  it('tries the leader lock again every leaderRetryMs, however slowly it polls the chain', async () => {
    let tries = 0;
    const indexer = new Indexer({
      // Never reached: the lock is only granted on the third try and the test stops the indexer first.
      db: undefined as unknown as Db,
      client: { getBlockNumber: () => new Promise(() => undefined) } as unknown as PublicClient,
      deployment: {
        chainId: 31337,
        deployBlock: 0,
        erc721: '0x1',
        erc1155: '0x2',
        marketplace: '0x3',
        wbnb: '0x4',
        vsw: '0x5',
      } as unknown as Deployment,
      pollMs: 60_000,
      leaderRetryMs: 50,
      acquireLeadership: async () => (++tries >= 3 ? async () => undefined : null),
    });
    indexer.start();
    const started = Date.now();
    while (!indexer.status().leader && Date.now() - started < 2_000) await sleep(10);
    expect(indexer.status().leader).toBe(true);
    expect(tries).toBe(3);
    expect(Date.now() - started).toBeLessThan(1_000);
    void indexer.stop();
  });
});
