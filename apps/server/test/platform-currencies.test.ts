import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/demo';
import { startChain, type TestChain } from './chain';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;

beforeAll(async () => {
  chain = await startChain();
  const database = await openTestDatabase();
  await seedDemoContent(database.db);
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile }, { database });
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('currencies of a deployment', () => {
  it('carry the deployed VSW and WBNB addresses, so token prices are not taken for the native coin', async () => {
    const body = (await t.app.inject('/api/v1/config')).json();
    const bySymbol = Object.fromEntries(
      body.currencies.map((c: { symbol: string; address: string | null }) => [c.symbol, c.address]),
    );
    expect(bySymbol).toMatchObject({
      BNB: null,
      VSW: chain.deployment.vsw.toLowerCase(),
      WBNB: chain.deployment.wbnb.toLowerCase(),
    });
  });
});
