import { agoraMarketplaceAbi } from '@agora/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

// Issue 28.8: while the marketplace is paused every fill reverts. The indexer records PausedChanged (journaled,
// so a reorg undoes it) and GET /market/status tells the web, which disables fills and shows a banner.
let chain: TestChain;
let t: TestApp;
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const sync = async () => t.lifecycle?.indexer.syncTo(await head());
const setPaused = (paused: boolean) =>
  chain.send(0, {
    address: chain.deployment.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'setPaused',
    args: [paused],
  });
const tradingPaused = async () => {
  const res = await t.app.inject('/api/v1/market/status');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tradingPaused as boolean;
};

beforeAll(async () => {
  chain = await startChain();
  // Recent blocks (3 confirmations) are journaled, so the reorg test can undo a pause.
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 3 },
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('the marketplace pause as the API shows it', () => {
  it('is false until paused, true once the pause is indexed, false again once lifted', async () => {
    await sync();
    expect(await tradingPaused()).toBe(false);
    await setPaused(true);
    await sync();
    expect(await tradingPaused()).toBe(true);
    await setPaused(false);
    await sync();
    expect(await tradingPaused()).toBe(false);
  });

  it('a reorg of the pause takes it back', async () => {
    const id = (await chain.rpc('evm_snapshot')) as string;
    await setPaused(true);
    await sync();
    expect(await tradingPaused()).toBe(true);
    await chain.rpc('evm_revert', [id]);
    for (let i = 0; i < 4; i++) await chain.rpc('evm_mine');
    await sync();
    expect(await tradingPaused()).toBe(false);
  });
});
