import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, postAs, type TestApp } from './helpers';

/**
 * Issue 28.8: a price goes up only through an on-chain cancel (the cheaper signed order would stay fillable),
 * and GET /orders/:hash serves a signature only for a live order that lists show — or to its own seller.
 */
let chain: TestChain;
let t: TestApp;
let seller: string;
let visitorCookie: string;

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  seller = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  visitorCookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  const c = calls(chain.deployment);
  const minted = await chain.send(0, c.mint721(`0x${randomBytes(32).toString('hex')}` as Hex));
  await postAs(t.app, seller, '/api/v1/tx', { hash: minted });
  await chain.send(0, c.approveAll(chain.deployment.erc721));
}, 180_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

const list = async (price: string, over = {}) => {
  const signed = await listingPayload(chain, 0, '1', price, over);
  return postAs(t.app, seller, '/api/v1/listings', signed);
};
const getOrder = (hash: string, cookie?: string) =>
  t.app.inject({ url: `/api/v1/orders/${hash}`, headers: cookie ? { cookie } : {} });

describe('orders the API shows are fillable at the price shown', () => {
  let first: string;
  let lower: string;

  it('refuses a raise or a currency change through the API, with a message naming the on-chain cancel', async () => {
    const res = await list('1');
    expect(res.statusCode, res.body).toBe(200);
    first = res.json().hash;
    const raise = await list('2');
    expect(raise.statusCode).toBe(409);
    expect(raise.json().message).toMatch(/cancel your listing on chain/);
    const other = await list('1', { currency: chain.deployment.vsw.toLowerCase() });
    expect(other.statusCode).toBe(409);
    const low = await list('0.5');
    expect(low.statusCode, low.body).toBe(200);
    lower = low.json().hash;
  });

  it('serves the signature of a replaced order only to its seller', async () => {
    expect((await getOrder(lower)).json().signature).toMatch(/^0x/);
    expect((await getOrder(first)).statusCode).toBe(404);
    expect((await getOrder(first, visitorCookie)).statusCode).toBe(404);
    const own = await getOrder(first, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('replaced');
  });

  it('never serves the signature of an order on an item an admin hid', async () => {
    await t.database.db.update(items).set({ hidden: true }).where(eq(items.tokenId, '1'));
    const res = await getOrder(lower);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('signature');
  });
});
