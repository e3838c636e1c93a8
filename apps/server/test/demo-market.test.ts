import type { TokenDetail } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/schema';
import { seedDemoContent } from '../src/seed/demo';
import { seedDemoMarket } from '../src/seed/market';
import { startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
// Eight items cover both editions, both currencies and two sales (plan indices 0 and 7) in a few seconds.
const COUNT = 8;

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  await seedDemoContent(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

const seed = () =>
  seedDemoMarket({
    config: t.config,
    db: t.database.db,
    lifecycle: t.lifecycle as NonNullable<TestApp['lifecycle']>,
    log: () => undefined,
    count: COUNT,
  });

describe('demo market', () => {
  it('creates items, listings and sales on chain that the indexer brings to the API', async () => {
    expect(await seed()).toBe(true);
    const rows = await t.database.db.select({ contract: items.contract, tokenId: items.tokenId }).from(items);
    expect(rows).toHaveLength(COUNT);
    const pages: TokenDetail[] = [];
    for (const r of rows) {
      const res = await t.app.inject({ url: `/api/v1/items/${r.contract}/${r.tokenId}` });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(new Set(pages.map((p) => p.token.type))).toEqual(new Set([721, 1155]));
    expect(pages.every((p) => p.token.category && p.token.preview && p.token.metadataCid)).toBe(true);
    expect(new Set(pages.map((p) => p.token.category)).size).toBeGreaterThan(3);
    const sales = pages.flatMap((p) => p.owners.flatMap((o) => (o.sale ? [o.sale] : [])));
    expect(sales.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sales.map((s) => s.currency))).toEqual(new Set(['BNB', 'VSW']));
    const sold = pages.filter((p) => p.history.some((h) => h.action === 'purchase'));
    expect(sold.length).toBe(2);
    // A multiple edition sold one copy: the buyer holds it beside the seller's remaining listed copies.
    expect(pages.some((p) => p.token.type === 1155 && p.owners.length === 2)).toBe(true);
  });

  it('does nothing on a second start', async () => {
    expect(await seed()).toBe(false);
    expect(await t.database.db.$count(items)).toBe(COUNT);
  });
});
