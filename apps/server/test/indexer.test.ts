import type { OrderMessage } from '@agora/core';
import { sql } from 'drizzle-orm';
import { type PublicClient, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingSet } from '../src/chain/appliers/working-set';
import { writeRows } from '../src/chain/bulk';
import { Indexer } from '../src/chain/indexer';
import { defaultPollMs } from '../src/chain/lifecycle';
import { BatchTrace, setBatchTrace } from '../src/chain/trace';
import type { Database } from '../src/db/client';
import { rows } from '../src/db/rows';
import { holdings, items } from '../src/db/schema';
import { recordPlatformCurrencies } from '../src/prices/platform-currencies';
import { accounts, signIn } from './auth-helpers';
import { hashOnChain, listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
const digest = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const [a0, a1, a2] = accounts.map((a) => a.address) as [`0x${string}`, `0x${string}`, `0x${string}`];

/** Everything the appliers derive, in a stable order, to compare two databases. */
async function snapshot(database: Database) {
  const db = database.db;
  return {
    holdings: await rows(
      db,
      sql`select i.contract, i.token_id::text, h.owner, h.balance::int, h.sale_type, h.price::text
          from holdings h join items i on i.id = h.item_id order by 1, 2, 3`,
    ),
    items: await rows(
      db,
      sql`select contract, token_id::text, supply::int, sale_type from items order by 1, 2`,
    ),
    listings: await rows(db, sql`select hash, seller, quantity::int, status from listings order by id`),
    activity: await rows(
      db,
      sql`select action, from_address, to_address, log_key, count(*)::int as n from activity
          group by 1, 2, 3, 4 order by 4`,
    ),
    notifications: await rows(
      db,
      sql`select recipient, action, log_key, count(*)::int as n from notifications
          group by 1, 2, 3 order by 3, 1, 2`,
    ),
    users: await rows(db, sql`select address, created_count, bought_count from users order by 1`),
  };
}

/**
 * What an indexer derives from the chain alone: signed listings and the activity made through the API live in
 * the database they were posted to, so a second database indexing the same chain has neither.
 */
const fromChain = (s: Awaited<ReturnType<typeof snapshot>>) => ({
  ...s,
  listings: undefined,
  activity: s.activity.filter((a) => (a as { log_key: string | null }).log_key !== null),
  notifications: s.notifications.filter((n) => (n as { log_key: string | null }).log_key !== null),
});

/**
 * Wallets whose profile counts (user_counts, kept by statement-level triggers) differ from the counts they
 * stand in for: the pipeline writes items with their creator and holdings with their sale rows in one
 * statement each, and rollback restores rows in place, so the triggers see every change.
 */
async function countsDrift(database: Database) {
  return rows(
    database.db,
    sql`with wanted as (
        select owner as address, count(*) filter (where balance > 0) as collectibles,
          count(*) filter (where balance > 0 and sale_type is not null) as on_sale, 0 as created
        from holdings group by owner
        union all select creator, 0, 0, count(*) from items group by creator),
      w as (select address, sum(collectibles)::int as c, sum(on_sale)::int as s, sum(created)::int as cr
        from wanted group by address)
      select w.address from w left join user_counts u on u.address = w.address
      where (w.c, w.s, w.cr) is distinct from (u.collectibles, u.on_sale, u.created)`,
  );
}

const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));

beforeAll(async () => {
  chain = await startChain();
  const c = calls(chain.deployment);
  // A small market made with real transactions and never reported: only the indexer sees it. The two
  // listings are signed orders posted to the server (no transaction); one is bought, the other cancelled.
  await chain.send(0, c.mint721(digest(1)));
  await chain.send(0, c.mint721(digest(2)));
  await chain.send(1, c.mint1155(5n, digest(3)));
  await chain.send(0, c.approveAll(chain.deployment.erc721));
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 3 },
  );
  const cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  await t.lifecycle?.indexer.syncTo(await head());
  const first = await listingPayload(chain, 0, '1', '1');
  const second = await listingPayload(chain, 0, '2', '2');
  for (const payload of [first, second]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/listings', payload, headers: { cookie } });
    expect(res.statusCode).toBe(200);
  }
  await chain.send(2, c.buy(first, 1n, (parseEther('1') * 10_250n) / 10_000n));
  const hidden = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/listings/${(await hashOf(second.order)).toLowerCase()}`,
    headers: { cookie },
  });
  expect(hidden.json().onChainCancel).toBe(true);
  await chain.send(0, c.cancelOrder(second.order));
}, 60_000);

const hashOf = (order: OrderMessage) => hashOnChain(chain, order);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('indexer', () => {
  it('applies the chain from the deployment block', async () => {
    await t.lifecycle?.indexer.syncTo(await head());
    const s = await snapshot(t.database);
    const held = s.holdings as { contract: string; token_id: string; owner: string; balance: number }[];
    const of = (contract: string, id: string) =>
      held
        .filter((h) => h.contract === contract.toLowerCase() && h.token_id === id)
        .map((h) => [h.owner, h.balance]);
    expect(of(chain.deployment.erc721, '1')).toEqual([[a2.toLowerCase(), 1]]);
    expect(of(chain.deployment.erc721, '2')).toEqual([[a0.toLowerCase(), 1]]);
    expect(of(chain.deployment.erc1155, '1')).toEqual([[a1.toLowerCase(), 5]]);
    expect(s.listings.map((l) => (l as { status: string }).status)).toEqual(['sold', 'cancelled']);
    expect(fromChain(s).activity.every((a) => (a as { n: number }).n === 1)).toBe(true);
    expect(await countsDrift(t.database)).toEqual([]);
  });

  it('ends a restart in the middle of indexing with the same state and no duplicates', async () => {
    const database = await openTestDatabase();
    const opts = { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile };
    const first = await createTestApp(opts, { database, confirmations: 3 });
    const d = chain.deployment.deployBlock;
    await first.lifecycle?.indexer.syncTo(d + 12);
    await first.close();
    const second = await createTestApp(opts, { database, confirmations: 3 });
    await second.lifecycle?.indexer.syncTo(await head());
    expect(fromChain(await snapshot(database))).toEqual(fromChain(await snapshot(t.database)));
    await second.close();
    await database.drop();
  });

  it('catches up in many small final ranges, each fetched while the one before is applied, to the same state, telling when something changed', async () => {
    const database = await openTestDatabase();
    await recordPlatformCurrencies(database.db, chain.deployment);
    let changes = 0;
    const indexer = new Indexer({
      db: database.db,
      client: chain.public as PublicClient,
      deployment: chain.deployment,
      confirmations: 3,
      batchSize: 2,
      onChange: () => changes++,
    });
    await indexer.syncTo(await head());
    expect(changes).toBeGreaterThan(0);
    const seen = changes;
    await indexer.syncTo(await head());
    expect(changes, 'nothing new was applied, so cached pages stay').toBe(seen);
    await t.lifecycle?.indexer.syncTo(await head());
    expect(fromChain(await snapshot(database))).toEqual(fromChain(await snapshot(t.database)));
    await database.drop();
  });

  it('sizes final ranges by their logs (down to one block when blocks are dense), each block fetched once, to the same state', async () => {
    const database = await openTestDatabase();
    await recordPlatformCurrencies(database.db, chain.deployment);
    const client = chain.public as PublicClient;
    const ranges: { from: number; to: number; logs: number }[] = [];
    // The indexer asks eth_getLogs through `request` (chain/raw-logs.ts).
    const counting = new Proxy(client, {
      get(target, key) {
        if (key !== 'request') return Reflect.get(target, key);
        return async (args: { method: string; params?: { fromBlock?: string; toBlock?: string }[] }) => {
          const answer = await target.request(args as never);
          const range = args.params?.[0];
          if (args.method === 'eth_getLogs' && range?.fromBlock !== undefined) {
            const logs = (answer as unknown[]).length;
            ranges.push({ from: Number(range.fromBlock), to: Number(range.toBlock), logs });
          }
          return answer;
        };
      },
    });
    const indexer = new Indexer({
      db: database.db,
      client: counting,
      deployment: chain.deployment,
      confirmations: 3,
      batchLogs: 1,
    });
    const target = await head();
    await indexer.syncTo(target);
    ranges.sort((a, b) => a.from - b.from);
    // Contiguous from the deployment block to the last final block: no block skipped or fetched twice. The first
    // plan (4 blocks) is fetched a quarter first.
    expect(ranges[0]).toMatchObject({
      from: chain.deployment.deployBlock,
      to: chain.deployment.deployBlock,
    });
    expect(ranges.at(-1)?.to).toBe(target - 3);
    for (const [i, r] of ranges.entries()) if (i > 0) expect(r.from).toBe((ranges[i - 1]?.to ?? 0) + 1);
    // At one log per batch, a range with a log per block or more is followed by a range of one block.
    const dense = ranges.flatMap((r, i) => (i + 1 < ranges.length && r.logs >= r.to - r.from + 1 ? [i] : []));
    expect(dense.length).toBeGreaterThan(1);
    for (const i of dense) expect(ranges[i + 1]?.to).toBe(ranges[i + 1]?.from);
    await t.lifecycle?.indexer.syncTo(target);
    expect(fromChain(await snapshot(database))).toEqual(fromChain(await snapshot(t.database)));
    await database.drop();
  });

  it('applies a batch fed by many fetched ranges (each fetched while the one before is applied in memory) in one transaction, to the same state', async () => {
    const database = await openTestDatabase();
    await recordPlatformCurrencies(database.db, chain.deployment);
    const indexer = new Indexer({
      db: database.db,
      client: chain.public as PublicClient,
      deployment: chain.deployment,
      confirmations: 3,
      batchSize: 2,
      rangeLogs: 1,
      batchLogs: 1_000_000,
    });
    const trace = new BatchTrace();
    setBatchTrace(trace);
    const target = await head();
    try {
      await indexer.syncTo(target);
    } finally {
      setBatchTrace(null);
    }
    // One transaction for every final block, from many ranges; the 3 recent blocks go linked, 2 per batch.
    expect(trace.batches).toBe(3);
    expect(trace.sizes.length).toBeGreaterThan(6);
    // Each range's activity is inserted as it is applied (while the next range is fetched), not once a batch.
    expect(trace.steps.get('write activity')?.runs).toBeGreaterThanOrEqual(trace.sizes.length);
    await t.lifecycle?.indexer.syncTo(target);
    expect(fromChain(await snapshot(database))).toEqual(fromChain(await snapshot(t.database)));
    expect(await countsDrift(database)).toEqual([]);
    await database.drop();
  });

  it('applies each log once when two indexers catch up the same database at once (final blocks have no log keys: the checkpoint gates them)', async () => {
    const database = await openTestDatabase();
    await recordPlatformCurrencies(database.db, chain.deployment);
    const indexers = [1, 2].map(
      () =>
        new Indexer({
          db: database.db,
          client: chain.public as PublicClient,
          deployment: chain.deployment,
          confirmations: 3,
          batchSize: 3,
        }),
    );
    const target = await head();
    await Promise.all(indexers.map((i) => i.syncTo(target)));
    await t.lifecycle?.indexer.syncTo(target);
    const s = await snapshot(database);
    expect(fromChain(s).activity.every((a) => (a as { n: number }).n === 1)).toBe(true);
    expect(fromChain(s)).toEqual(fromChain(await snapshot(t.database)));
    expect(await countsDrift(database)).toEqual([]);
    await database.drop();
  });

  it('follows new blocks without any report and exposes its lag in /health', async () => {
    const indexer = t.lifecycle?.indexer;
    indexer?.start();
    await chain.send(2, calls(chain.deployment).transfer721(a2, a1, 1n));
    const deadline = Date.now() + 10_000;
    let owner = '';
    while (Date.now() < deadline) {
      const [row] = await rows<{ owner: string }>(
        t.database.db,
        sql`select owner from holdings h join items i on i.id = h.item_id where i.contract = ${chain.deployment.erc721.toLowerCase()} and i.token_id = 1`,
      );
      owner = row?.owner ?? '';
      if (owner === a1.toLowerCase()) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(owner).toBe(a1.toLowerCase());
    const health = (await t.app.inject('/api/v1/health')).json();
    expect(health.indexer).toMatchObject({ leader: true });
    expect(health.indexer.lag).toBeLessThanOrEqual(1);
    await indexer?.stop();
  });

  it('polls the head of a local chain every 250 ms and of a remote one every second', () => {
    expect(defaultPollMs('http://127.0.0.1:8545')).toBe(250);
    expect(defaultPollMs('http://localhost:8545')).toBe(250);
    expect(defaultPollMs('https://bsc-dataseed.bnbchain.org')).toBe(1_000);
  });

  it('rolls back the effects of orphaned blocks after a reorg', async () => {
    const before = await snapshot(t.database);
    const id = (await chain.rpc('evm_snapshot')) as string;
    await chain.send(1, calls(chain.deployment).transfer721(a1, a0, 1n));
    await chain.send(0, calls(chain.deployment).mint721(digest(9)));
    await t.lifecycle?.indexer.syncTo(await head());
    const during = await snapshot(t.database);
    expect(during.items).toHaveLength(before.items.length + 1);
    expect(during.activity.length).toBe(before.activity.length + 2);

    await chain.rpc('evm_revert', [id]);
    // The new branch is longer than the orphaned one and holds other blocks.
    for (let i = 0; i < 4; i++) await chain.rpc('evm_mine');
    await t.lifecycle?.indexer.syncTo(await head());
    expect(await snapshot(t.database)).toEqual(before);
    expect(await countsDrift(t.database)).toEqual([]);
  });

  it('rolls back only the orphaned blocks of a batch of recent blocks', async () => {
    const c = calls(chain.deployment);
    await t.lifecycle?.indexer.syncTo(await head());
    await chain.send(0, c.mint721(digest(7)));
    const kept = await head();
    const id = (await chain.rpc('evm_snapshot')) as string;
    await chain.send(0, c.transfer721(a0, a1, 3n));
    await chain.send(0, c.mint721(digest(8)));
    // The kept block and the two orphaned ones are recent (3 confirmations): one batch, journaled per block.
    await t.lifecycle?.indexer.syncTo(await head());
    expect((await snapshot(t.database)).items).toHaveLength(5);

    await chain.rpc('evm_revert', [id]);
    for (let i = 0; i < 4; i++) await chain.rpc('evm_mine');
    await t.lifecycle?.indexer.syncTo(await head());
    // Exactly the state of an indexer that only ever saw the chain up to the kept block.
    const database = await openTestDatabase();
    const opts = { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile };
    const fresh = await createTestApp(opts, { database, confirmations: 3 });
    await fresh.lifecycle?.indexer.syncTo(kept);
    const expected = await snapshot(database);
    expect(expected.items).toHaveLength(4);
    expect(fromChain(await snapshot(t.database))).toEqual(fromChain(expected));
    expect(await countsDrift(t.database)).toEqual([]);
    await fresh.close();
    await database.drop();
  });
});

describe('working set', () => {
  it('writes back a batch that empties 1,500 holdings (a long key list once aborted PGlite)', async () => {
    const database = await openTestDatabase();
    const n = 1_500;
    const ids = Array.from({ length: n }, (_, i) => i + 1);
    await database.db.transaction(async (tx) => {
      await writeRows(
        tx,
        items,
        ids.map((id) => ({
          id,
          contract: '0xc',
          tokenId: String(id),
          type: 721,
          name: `#${id}`,
          creator: a0,
          quantity: 1,
          supply: 1,
        })),
      );
      await writeRows(
        tx,
        holdings,
        ids.map((itemId) => ({ itemId, owner: a0.toLowerCase(), balance: 1 })),
      );
    });
    await database.db.transaction(async (tx) => {
      const ws = new WorkingSet(tx);
      await ws.completeItems(ids);
      for (const id of ids) ws.addBalance(id, a0.toLowerCase(), -1, new Date());
      await ws.flush();
    });
    expect(await database.db.$count(holdings)).toBe(0);
    await database.drop();
  });
});
