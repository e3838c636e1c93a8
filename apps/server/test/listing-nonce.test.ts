import { agoraMarketplaceAbi } from '@agora/chain';
import { eq } from 'drizzle-orm';
import { keccak256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { calls, startChain, type TestChain, ZERO_ADDRESS } from './chain';
import { createTestApp, type TestApp } from './helpers';

// The database voids listings exactly as the contracts' listing nonce does: any move of a seller's copies
// voids their other listings of the item, while the listing a sale fills stays open for its remaining copies.
let chain: TestChain;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

async function report(hash: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tx',
    payload: { hash },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
}

async function statusOf(chainListingId: string) {
  const [row] = await t.database.db
    .select()
    .from(listings)
    .where(eq(listings.chainListingId, chainListingId));
  return { status: row?.status, quantity: row?.quantity };
}

async function activeOnChain(listingId: bigint) {
  const [, active] = await chain.public.readContract({
    address: chain.deployment.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'getListing',
    args: [listingId],
  });
  return active;
}

describe('listings after a partial 1155 sale', () => {
  it('keeps the filled listing open and voids the seller’s other listing, as the chain does', async () => {
    const c = calls(chain.deployment);
    const collection = chain.deployment.erc1155;
    await report(await chain.send(0, c.mint1155(10n, keccak256(toHex('copies')))));
    await report(await chain.send(0, c.approveAll(collection)));
    await report(await chain.send(0, c.list(collection, 1n, 5n, ZERO_ADDRESS, parseEther('1'))));
    await report(await chain.send(0, c.list(collection, 1n, 3n, ZERO_ADDRESS, parseEther('2'))));

    await report(await chain.send(1, c.buy(1n, 2n, (parseEther('2') * 10_250n) / 10_000n)));

    expect(await statusOf('1')).toEqual({ status: 'active', quantity: 3 });
    expect(await activeOnChain(1n)).toBe(true);
    expect((await statusOf('2')).status).toBe('cancelled');
    expect(await activeOnChain(2n)).toBe(false);
  });
});
