import { eq, sql } from 'drizzle-orm';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, currencies, items } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
let bnbUsd: number;
const digest = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const a0 = accounts[0]?.address.toLowerCase() as `0x${string}`;
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const sync = async () => t.lifecycle?.indexer.syncTo(await head());
const statsUrl = `/api/v1/collections/${a0}/stats-test/stats`;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const today = () => new Date().toISOString().slice(0, 10);
let first: Awaited<ReturnType<typeof listingPayload>>;

beforeAll(async () => {
  chain = await startChain();
  const c = calls(chain.deployment);
  await chain.send(0, c.mint721(digest(1)));
  await chain.send(0, c.mint721(digest(2)));
  await chain.send(0, c.approveAll(chain.deployment.erc721));
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 3 },
  );
  await sync();
  // Both tokens belong to one collection (the create form would set it with the metadata).
  const [col] = await t.database.db
    .insert(collections)
    .values({ owner: a0, name: 'Stats test', customUrl: 'stats-test', type: 'SINGLE' })
    .returning();
  await t.database.db.update(items).set({ collectionId: col?.id }).where(eq(items.creator, a0));
  // The platform's coin at the demo's USD price (sales are added up in USD).
  bnbUsd = 600;
  await t.database.db
    .insert(currencies)
    .values({ symbol: 'BNB', name: 'BNB', address: null, decimals: 18, usdPrice: String(bnbUsd) });
  const cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  first = await listingPayload(chain, 0, '1', '1');
  const second = await listingPayload(chain, 0, '2', '2');
  for (const payload of [first, second]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/listings', payload, headers: { cookie } });
    expect(res.statusCode).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await chain?.anvil.stop();
});

describe('collection stats kept by the indexer', () => {
  it('a sale applied by the indexer updates the stats and the daily series, a reorg of its block restores them', async () => {
    // The signed listings, posted without a transaction, already set the floor (the cheaper one, 1 BNB).
    expect((await get(statsUrl)).stats).toMatchObject({
      floorUsd: bnbUsd,
      floorCurrency: 'BNB',
      sales: 0,
      volume30dUsd: 0,
      owners: 1,
      items: 2,
    });
    const snapshot = (await chain.rpc('evm_snapshot')) as string;
    // A block that touches the collection without a sale (a transfer) sets its floor, owners and items.
    await chain.send(0, calls(chain.deployment).mint721(digest(3)));
    await sync();
    await t.database.db
      .update(items)
      .set({ collectionId: sql`(select id from collections where custom_url = 'stats-test')` })
      .where(eq(items.creator, a0));

    await chain.send(2, calls(chain.deployment).buy(first, 1n, (parseEther('1') * 10_250n) / 10_000n));
    await sync();
    const after = await get(statsUrl);
    expect(after.stats).toMatchObject({
      sales: 1,
      volume1dUsd: bnbUsd,
      volume7dUsd: bnbUsd,
      volume30dUsd: bnbUsd,
      volumeTotalUsd: bnbUsd,
      // Token 1 sold: the floor is token 2's listing at 2 BNB.
      floorUsd: 2 * bnbUsd,
      floorPrice: parseEther('2').toString(),
      floorCurrency: 'BNB',
      owners: 2,
      items: 3,
    });
    expect(after.series).toHaveLength(30);
    expect(after.series.at(-1)).toEqual({ day: today(), volumeUsd: bnbUsd, sales: 1, floorUsd: 2 * bnbUsd });
    const sales = await get(`/api/v1/items/${chain.deployment.erc721}/1/sales`);
    expect(sales.sales).toMatchObject([
      { kind: 'purchase', price: parseEther('1').toString(), currency: 'BNB', quantity: 1, priceUsd: bnbUsd },
    ]);
    const top = await get('/api/v1/collections/top?days=7');
    expect(top).toMatchObject([{ customUrl: 'stats-test', volumeUsd: bnbUsd, floorUsd: 2 * bnbUsd }]);

    // The sale's block is orphaned: the stats and today's series go back to the unsold collection.
    await chain.rpc('evm_revert', [snapshot]);
    for (let i = 0; i < 5; i++) await chain.rpc('evm_mine');
    await sync();
    const back = await get(statsUrl);
    expect(back.stats).toMatchObject({
      sales: 0,
      volume1dUsd: 0,
      volumeTotalUsd: 0,
      floorUsd: bnbUsd,
      floorPrice: parseEther('1').toString(),
      owners: 1,
      items: 2,
    });
    expect(back.series.at(-1)).toEqual({ day: today(), volumeUsd: 0, sales: 0, floorUsd: bnbUsd });
    expect((await get(`/api/v1/items/${chain.deployment.erc721}/1/sales`)).sales).toEqual([]);
  }, 120_000);

  it("a later batch moves a stale row's rolling windows: a sale 36 hours old leaves the 1-day volume", async () => {
    await chain.send(2, calls(chain.deployment).buy(first, 1n, (parseEther('1') * 10_250n) / 10_000n));
    await sync();
    expect((await get(statsUrl)).stats).toMatchObject({ volume1dUsd: bnbUsd, sales: 1 });
    const db = t.database.db;
    await db.execute(
      sql`update activity set created_at = now() - interval '36 hours' where action = 'purchase'`,
    );
    await db.execute(sql`update collection_stats set updated_at = now() - interval '2 hours'`);
    // A batch that touches no item of the collection (another account's mint, outside it).
    await chain.send(1, calls(chain.deployment).mint721(digest(4)));
    await sync();
    expect((await get(statsUrl)).stats).toMatchObject({
      volume1dUsd: 0,
      volume7dUsd: bnbUsd,
      volumeChange1d: -100,
      sales: 1,
    });
  }, 120_000);

  it('answers 404 for an unknown collection or token', async () => {
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/collections/${a0}/nothing/stats` });
    expect(none.statusCode).toBe(404);
    const token = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${chain.deployment.erc721}/99/sales`,
    });
    expect(token.statusCode).toBe(404);
  });
});
