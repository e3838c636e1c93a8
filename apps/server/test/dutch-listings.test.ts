import { and, eq } from 'drizzle-orm';
import { type Address, keccak256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, currencies, holdings, items, listings } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { chainNow, listingPayload, travelTo } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

// Issue 30: Dutch listings (saleType DecliningPrice), stored with their end price, shown with their terms on
// cards and the token page, and re-priced for explore's sort by the indexer's time step.
let chain: TestChain;
let t: TestApp;
const cookies: string[] = [];
const addressOf = (i: number) => accounts[i]?.address.toLowerCase() as Address;
const c = () => calls(chain.deployment);
const erc721 = () => chain.deployment.erc721.toLowerCase() as Address;
const HOUR = 3600;

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 0 },
  );
  for (const a of accounts) cookies.push(await signIn(t.app, a));
  await chain.send(0, c().approveAll(chain.deployment.erc721));
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

async function mint(seed: string) {
  const hash = await chain.send(0, c().mint721(keccak256(toHex(seed))));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tx',
    payload: { hash },
    headers: { cookie: cookies[0] as string },
  });
  return res.json().events[0].tokenId as string;
}

const post = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    payload,
    headers: { cookie: cookies[0] as string },
  });

/** Account 0's Dutch listing of `tokenId` from `start` to `end` BNB over `hours`, starting at the chain's now. */
async function dutch(tokenId: string, start: string, end: string, hours: number) {
  const now = await chainNow(chain);
  return listingPayload(chain, 0, tokenId, start, {
    saleType: '3',
    endUnitPrice: parseEther(end).toString(),
    startTime: String(now),
    endTime: String(now + hours * HOUR),
  });
}

async function itemRow(tokenId: string) {
  const [row] = await t.database.db
    .select({ id: items.id, saleType: items.saleType, priceUsd: items.priceUsd })
    .from(items)
    .where(and(eq(items.contract, erc721()), eq(items.tokenId, tokenId)));
  return row;
}

describe('Dutch listings', () => {
  it('stores the end price and start; holdings, the token page and cards carry the terms', async () => {
    const tokenId = await mint('dutch-stored');
    const signed = await dutch(tokenId, '2', '1', 2);
    const res = await post(signed);
    expect(res.statusCode, res.body).toBe(200);
    const hash = res.json().hash as string;
    const [row] = await t.database.db.select().from(listings).where(eq(listings.hash, hash));
    expect(row).toMatchObject({
      price: parseEther('2').toString(),
      endPrice: parseEther('1').toString(),
      startsAt: Number(signed.order.startTime),
      expiry: Number(signed.order.endTime),
      status: 'active',
    });
    const item = await itemRow(tokenId);
    // Explore files it under Buy Now.
    expect(item?.saleType).toBe('FixedPrice');
    const [held] = await t.database.db
      .select({ saleType: holdings.saleType, price: holdings.price, endPrice: holdings.endPrice })
      .from(holdings)
      .where(and(eq(holdings.itemId, item?.id ?? 0), eq(holdings.owner, addressOf(0))));
    expect(held).toEqual({
      saleType: 'DecliningPrice',
      price: parseEther('2').toString(),
      endPrice: parseEther('1').toString(),
    });

    const startsAt = new Date(Number(signed.order.startTime) * 1000).toISOString();
    const endsAt = new Date(Number(signed.order.endTime) * 1000).toISOString();
    const page = (await t.app.inject(`/api/v1/items/${erc721()}/${tokenId}`)).json();
    expect(page.owners[0].sale).toMatchObject({
      saleType: 'DecliningPrice',
      orderHash: hash,
      order: signed.order,
      price: parseEther('2').toString(),
      endPrice: parseEther('1').toString(),
      startsAt,
      endsAt,
    });
    const mine = (await t.app.inject(`/api/v1/users/${addressOf(0)}/tokens?tab=onsale`)).json();
    const card = mine.items.find((i: { tokenId: string }) => i.tokenId === tokenId);
    expect(card?.listing).toMatchObject({
      saleType: 'DecliningPrice',
      price: parseEther('2').toString(),
      endPrice: parseEther('1').toString(),
      startsAt,
      endsAt,
    });
  });

  it('refuses an end price not below the start, an end price on a fixed price, and more than 30 days', async () => {
    const tokenId = await mint('dutch-refused');
    const notLower = await post(await dutch(tokenId, '1', '1', 2));
    expect(notLower.statusCode).toBe(400);
    expect(notLower.json().errors).toHaveProperty('endPrice');
    const fixed = await post(await listingPayload(chain, 0, tokenId, '1', { endUnitPrice: '1' }));
    expect(fixed.statusCode).toBe(400);
    const tooLong = await post(await dutch(tokenId, '2', '1', 24 * 30 + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('hours');
  });

  it('a live Dutch listing is replaced only at or below its end price, which it still reaches on chain', async () => {
    const tokenId = await mint('dutch-replaced');
    expect((await post(await dutch(tokenId, '2', '1', 2))).statusCode).toBe(200);
    const above = await post(await listingPayload(chain, 0, tokenId, '1.5'));
    expect(above.statusCode).toBe(409);
    expect((await post(await listingPayload(chain, 0, tokenId, '1'))).statusCode).toBe(200);
  });

  it("the indexer's time step re-prices the item for explore's sort as the price falls", async () => {
    // A dollar price for the native coin, which the sort price is in.
    await t.database.db
      .insert(currencies)
      .values({ symbol: 'BNB', name: 'BNB', usdPrice: '300' })
      .onConflictDoUpdate({ target: currencies.symbol, set: { usdPrice: '300' } });
    const tokenId = await mint('dutch-repriced');
    const signed = await dutch(tokenId, '4', '2', 2);
    expect((await post(signed)).statusCode).toBe(200);
    const atStart = (await itemRow(tokenId))?.priceUsd ?? 0;
    expect(atStart).toBeGreaterThan(0);
    await travelTo(chain, (await chainNow(chain)) + HOUR); // halfway: 3 BNB
    await t.lifecycle?.indexer.syncTo(Number(await chain.public.getBlockNumber()));
    const halfway = (await itemRow(tokenId))?.priceUsd ?? 0;
    expect(halfway / atStart).toBeCloseTo(3 / 4, 2);

    // Bought now with the start price's total as the bound (and value): the sale, and so the price chart, records
    // the block's price, at most 3 BNB.
    const bound = (parseEther('4') * 10_250n) / 10_000n;
    const hash = await chain.send(1, c().buy(signed, 1n, bound));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tx',
      payload: { hash },
      headers: { cookie: cookies[1] as string },
    });
    expect(res.statusCode).toBe(200);
    const [sale] = await t.database.db
      .select({ price: activity.price })
      .from(activity)
      .where(and(eq(activity.action, 'purchase'), eq(activity.itemId, (await itemRow(tokenId))?.id ?? 0)));
    const price = BigInt(sale?.price ?? 0);
    expect(price).toBeLessThanOrEqual(parseEther('3'));
    expect(price).toBeGreaterThan(parseEther('2.99'));
  });
});
