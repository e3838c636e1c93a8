import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { rows } from '../src/db/rows';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const wallets = ['a1', 'b2', 'c3', 'd4'].map((w) => `0x${w.padStart(40, '0')}`);

beforeAll(async () => {
  t = await createTestApp();
  for (const w of wallets) await addUser(t.database.db, w, { name: w.slice(-2) });
});
afterAll(() => t.close());

/** The counts as the six count(*)s the triggers stand in for. */
async function counted(db: Db, address: string) {
  const [c] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from holdings where owner = ${address} and sale_type is not null and balance > 0) as "onSale",
      (select count(*)::int from holdings where owner = ${address} and balance > 0) as "collectibles",
      (select count(*)::int from items where creator = ${address}) as "created",
      (select count(*)::int from likes where address = ${address}) as "liked",
      (select count(*)::int from follows where follower = ${address}) as "following",
      (select count(*)::int from follows where followee = ${address}) as "followers"`,
  );
  return c;
}

const wallet = fc.constantFrom(...wallets);
/** Writes as the appliers and routes make them, single-row and set-based. */
const write = fc.oneof(
  fc.record({ op: fc.constant('mint' as const), creator: wallet, owner: wallet, onSale: fc.boolean() }),
  fc.record({ op: fc.constant('transfer' as const), to: wallet }),
  fc.record({ op: fc.constant('list' as const), owner: wallet, onSale: fc.boolean() }),
  fc.record({ op: fc.constant('burn' as const), owner: wallet }),
  fc.record({ op: fc.constant('sellOut' as const), owner: wallet }),
  fc.record({ op: fc.constant('like' as const), who: wallet, on: fc.boolean() }),
  fc.record({ op: fc.constant('follow' as const), who: wallet, whom: wallet, on: fc.boolean() }),
);

async function apply(db: Db, w: typeof write extends fc.Arbitrary<infer T> ? T : never) {
  switch (w.op) {
    case 'mint':
      await addItem(db, { creator: w.creator, owner: w.owner, saleType: w.onSale ? 'FixedPrice' : null });
      return;
    case 'transfer': // the newest holding changes hands (upsert of the receiver, then the sender's row goes)
      await db.execute(sql`with h as (select * from holdings where balance > 0 order by item_id desc limit 1)
        insert into holdings (item_id, owner, balance) select item_id, ${w.to}, balance from h
        on conflict (item_id, owner) do update set balance = holdings.balance + excluded.balance`);
      await db.execute(sql`delete from holdings where (item_id, owner) = (
        select item_id, owner from holdings where owner <> ${w.to} and balance > 0 order by item_id desc limit 1)`);
      return;
    case 'list': // every holding of the owner at once
      await db.execute(sql`update holdings set sale_type = ${w.onSale ? 'FixedPrice' : null}
        where owner = ${w.owner}`);
      return;
    case 'burn':
      await db.execute(sql`delete from holdings where owner = ${w.owner}`);
      return;
    case 'sellOut': // balance to zero: no longer a collectible, the row stays
      await db.execute(sql`update holdings set balance = 0 where owner = ${w.owner}`);
      return;
    case 'like':
      await db.execute(
        w.on
          ? sql`insert into likes (item_id, address) select id, ${w.who} from items on conflict do nothing`
          : sql`delete from likes where address = ${w.who}`,
      );
      return;
    case 'follow':
      await db.execute(
        w.on
          ? sql`insert into follows (follower, followee) values (${w.who}, ${w.whom}) on conflict do nothing`
          : sql`delete from follows where follower = ${w.who} and followee = ${w.whom}`,
      );
  }
}

describe('profile tab counts', () => {
  it('the counters the triggers keep always equal counting the rows', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const w of writes) await apply(db, w);
        for (const address of wallets) {
          const profile = (await t.app.inject(`/api/v1/users/${address}`)).json();
          expect(profile.counts).toEqual(await counted(db, address));
        }
      }),
      { numRuns: 15 },
    );
  });
});
