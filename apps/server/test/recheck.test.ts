import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLifecycle } from '../src/chain/lifecycle';
import { holdings, items } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, downChain, postAs, type TestApp } from './helpers';

/**
 * Issue 32.6: POST …/recheck may correct a holding only with what the chain said at the block the indexer has
 * applied, and a chain node that fails must change nothing.
 */
let chain: TestChain;
let t: TestApp;
let cookie: string;
const [owner, receiver] = accounts.map((a) => a.address.toLowerCase() as `0x${string}`) as [
  `0x${string}`,
  `0x${string}`,
];
const erc721 = () => chain.deployment.erc721.toLowerCase();
const digest = () => `0x${randomBytes(32).toString('hex')}` as Hex;

async function holdersOf(tokenId: string) {
  return t.database.db
    .select({ owner: holdings.owner, balance: holdings.balance })
    .from(holdings)
    .innerJoin(items, eq(items.id, holdings.itemId))
    .where(and(eq(items.contract, erc721()), eq(items.tokenId, tokenId)))
    .orderBy(holdings.owner);
}

const recheck = (app: TestApp['app'], tokenId: string, who: string) =>
  postAs(app, cookie, `/api/v1/items/${erc721()}/${tokenId}/recheck`, { owner: who });
const report = (hash: string) => postAs(t.app, cookie, '/api/v1/tx', { hash });

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
}, 180_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('POST /items/:contract/:tokenId/recheck', () => {
  it('reads the chain at the indexed block, so a transfer the indexer has not applied is never counted twice', async () => {
    const c = calls(chain.deployment);
    expect((await report(await chain.send(0, c.mint721(digest())))).statusCode).toBe(200);
    const [{ tokenId }] = (await t.database.db.select({ tokenId: items.tokenId }).from(items)) as [
      { tokenId: string },
    ];
    expect(await holdersOf(tokenId)).toEqual([{ owner, balance: 1 }]);
    // On chain the token moves; the indexer has not seen that block yet.
    const moved = await chain.send(0, c.transfer721(owner, receiver, BigInt(tokenId)));
    const early = await recheck(t.app, tokenId, receiver);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ owner: receiver, balance: 0, corrected: false });
    expect(await holdersOf(tokenId)).toEqual([{ owner, balance: 1 }]);
    // The indexer applies the transfer once: one holder with one token.
    expect((await report(moved)).statusCode).toBe(200);
    expect(await holdersOf(tokenId)).toEqual([{ owner: receiver, balance: 1 }]);
    expect((await recheck(t.app, tokenId, receiver)).json()).toEqual({
      owner: receiver,
      balance: 1,
      corrected: false,
    });
  });

  it('corrects a stale row to the chain at the indexed block, leaving the ERC-721 one holder', async () => {
    const [{ id, tokenId }] = (await t.database.db
      .select({ id: items.id, tokenId: items.tokenId })
      .from(items)) as [{ id: number; tokenId: string }];
    await t.database.db.insert(holdings).values({ itemId: id, owner, balance: 1 });
    expect(await holdersOf(tokenId)).toHaveLength(2);
    const res = await recheck(t.app, tokenId, owner);
    expect(res.json()).toEqual({ owner, balance: 0, corrected: true });
    expect(await holdersOf(tokenId)).toEqual([{ owner: receiver, balance: 1 }]);
  });

  it('changes nothing and answers 503 when the chain node does not answer', async () => {
    const [{ tokenId }] = (await t.database.db.select({ tokenId: items.tokenId }).from(items)) as [
      { tokenId: string },
    ];
    const lifecycle = await createLifecycle({
      rpcUrl: 'http://127.0.0.1:9',
      deploymentFile: chain.deploymentFile,
      database: t.database,
    });
    const app = await buildApp({ config: t.config, database: t.database, chain: downChain, lifecycle });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/items/${erc721()}/${tokenId}/recheck`,
        payload: { owner: receiver },
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The chain is not reachable right now. Please try again.');
    } finally {
      await app.close();
    }
    expect(await holdersOf(tokenId)).toEqual([{ owner: receiver, balance: 1 }]);
  });
});
