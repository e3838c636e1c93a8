import { agoraMarketplaceAbi, orderFromJson } from '@agora/chain';
import type { OrderMessage } from '@agora/core';
import { eq } from 'drizzle-orm';
import { keccak256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

// The database voids listings exactly as the contracts' listing nonce does: any move of a seller's copies
// voids their other orders of the item, while the order a sale fills stays fillable for its remaining copies.
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

async function statusOf(hash: string) {
  const [row] = await t.database.db.select().from(listings).where(eq(listings.hash, hash));
  return { status: row?.status, quantity: row?.quantity };
}

const remaining = (order: OrderMessage) =>
  chain.public.readContract({
    address: chain.deployment.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'remaining',
    args: [orderFromJson(order)],
  });

describe('orders after a partial 1155 sale', () => {
  it('keeps the filled order open and voids the seller’s other order of the item, as the chain does', async () => {
    const c = calls(chain.deployment);
    const collection = chain.deployment.erc1155.toLowerCase() as `0x${string}`;
    await report(await chain.send(0, c.mint1155(10n, keccak256(toHex('copies')))));
    await report(await chain.send(0, c.approveAll(collection)));
    // Two orders of the same copies (signed at the same nonce); the server keeps the newest as the listing.
    const older = await listingPayload(chain, 0, '1', '2', { collection, quantity: '3' });
    const filled = await listingPayload(chain, 0, '1', '1', { collection, quantity: '5' });
    for (const signed of [older, filled]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/listings',
        payload: signed,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
    }
    const [olderHash, filledHash] = await Promise.all(
      [older, filled].map((s) =>
        chain.public
          .readContract({
            address: chain.deployment.marketplace,
            abi: agoraMarketplaceAbi,
            functionName: 'hashOrder',
            args: [orderFromJson(s.order)],
          })
          .then((h) => h.toLowerCase()),
      ),
    );
    expect(await remaining(older.order)).toBe(3n);

    await report(await chain.send(1, c.buy(filled, 2n, (parseEther('2') * 10_250n) / 10_000n)));

    expect(await statusOf(filledHash as string)).toEqual({ status: 'active', quantity: 3 });
    expect(await remaining(filled.order)).toBe(3n);
    expect((await statusOf(olderHash as string)).status).toBe('replaced');
    expect(await remaining(older.order)).toBe(0n);
  });
});
