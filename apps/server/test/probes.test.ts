import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { ChainReader } from '../src/chain/reader';
import { createTestApp, downChain, openTestDatabase, type TestApp } from './helpers';

const upChain: ChainReader = {
  client: downChain.client,
  head: async () => ({ chainId: 31337, blockNumber: 7n }),
};

describe('/livez and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/livez answers ok', async () => {
    const res = await t.app.inject('/livez');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready when the database, its migrations and the chain answer', async () => {
    const app = await buildApp({ config: t.config, database: t.database, chain: upChain, logger: false });
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', chain: 'ok' });
    await app.close();
  });

  it('/readyz stays ready (degraded) when only the chain is down: the API serves from the database', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'ok', migrations: 'ok', chain: 'down' });
  });

  it('keeps /api/v1/health as it was', async () => {
    expect((await t.app.inject('/api/v1/health')).json()).toMatchObject({
      status: 'degraded',
      database: 'ok',
    });
  });
});

describe('/readyz takes the server out of rotation', () => {
  it('when a migration this code ships is missing from the database', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({}, { database });
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unready', database: 'ok', migrations: 'pending' });
    await t.close();
    await database.drop();
  });

  it('when the database does not answer, while /livez still does (it does no I/O)', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({}, { database });
    await database.close();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unready', database: 'down' });
    expect((await t.app.inject('/livez')).statusCode).toBe(200);
    await t.close();
  });
});
