import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRows } from '../src/chain/bulk';
import { copyRows } from '../src/chain/copy';
import type { Tx } from '../src/chain/journal';
import { rows as rawRows } from '../src/db/rows';
import { activity, notifications } from '../src/db/schema';
import { openTestDatabase } from './helpers';

// copyRows (COPY FROM STDIN on PostgreSQL, FROM '/dev/blob' on PGlite) must store exactly what writeRows
// (json_populate_recordset) stores for the same values, separators and nulls included; a refused COPY must fail
// its transaction and leave the connection usable.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const at = new Date('2026-11-28T18:40:00.123Z');
const rows = [
  {
    action: 'transfer',
    itemId: 7,
    fromAddress: '0xaa',
    toAddress: '0xbb',
    text: 'tab\there, newline\nthere, return\r, backslash \\N and \\ alone, quote " and \'',
    price: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    currency: 'VSW',
    quantity: 3,
    txHash: '0x01',
    logKey: '0xhash:4',
    createdAt: at,
  },
  {
    action: 'mint',
    itemId: null,
    fromAddress: null,
    toAddress: null,
    text: '',
    price: null,
    currency: null,
    quantity: null,
    txHash: null,
    logKey: null,
    createdAt: at,
  },
  {
    action: 'sale',
    itemId: 9_007_199_254_740_991,
    fromAddress: '0xcc',
    toAddress: '0xdd',
    text: 'ünïcødé ✓ and \\t not a tab',
    price: '0',
    currency: 'BNB',
    quantity: 1,
    txHash: '0x02',
    logKey: '0xhash:5',
    createdAt: at,
  },
];

async function stored(tx: Tx) {
  const found = await tx.select().from(activity).orderBy(asc(activity.id));
  return found.map(({ id: _, ...rest }) => rest);
}

describe('copyRows', () => {
  it('stores what writeRows stores, for every value and separator', async () => {
    let json: unknown[] = [];
    let copied: unknown[] = [];
    // Both in one transaction that is rolled back (drizzle's rollback throws; the rows were read before it).
    await database.db
      .transaction(async (tx) => {
        await writeRows(tx, activity, rows);
        json = await stored(tx);
        await tx.execute(sql`delete from activity`);
        await copyRows(tx, activity, rows);
        copied = await stored(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(json).toHaveLength(rows.length);
    expect(copied).toEqual(json);
    expect((copied[0] as { text: string }).text).toBe(rows[0]?.text);
    expect((copied[1] as { itemId: unknown }).itemId).toBeNull();
  });

  it('fills the defaults of columns no row sets, with rows in several chunks of one statement', async () => {
    const many = Array.from({ length: 12_001 }, (_, i) => ({
      recipient: `0x${i.toString(16)}`,
      itemId: i,
      action: 'sale',
      text: `row ${i}`,
      logKey: `0xhash:${i}`,
      createdAt: at,
    }));
    await database.db.transaction(async (tx) => {
      await copyRows(tx, notifications, many);
    });
    const [row] = await database.db.select().from(notifications).where(sql`${notifications.itemId} = 12000`);
    expect(row).toMatchObject({ recipient: '0x2ee0', text: 'row 12000', isNew: true, mailState: 'pending' });
    const [count] = await rawRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from notifications`,
    );
    expect(count?.n).toBe(many.length);
  });

  it('fails the transaction on a refused row and leaves the connection usable', async () => {
    const refused = database.db.transaction(async (tx) => {
      await copyRows(tx, activity, [{ ...rows[0], text: null }]);
    });
    await expect(refused).rejects.toThrow(/null value/);
    const [count] = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from activity`);
    expect(count?.n).toBe(0);
  });
});
