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

describe('probes and the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimitPerMinute: 2 });
  });
  afterAll(() => t.close());

  it('never refuses a probe or a scrape, however often the proxy asks', async () => {
    for (const url of ['/livez', '/readyz', '/metrics']) {
      for (let i = 0; i < 4; i++) expect((await t.app.inject(url)).statusCode).toBe(200);
    }
    // The limit itself is on: a fourth API request in the minute is refused.
    const api = [];
    for (let i = 0; i < 4; i++) api.push((await t.app.inject('/api/v1/health')).statusCode);
    expect(api).toContain(429);
  });
});

// Each case breaks its own database (PGlite or a PostgreSQL database of its own), set up in a hook: start-up
// on a loaded machine takes longer than a test's time limit.
describe('/readyz takes the server out of rotation when a migration this code ships is missing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
  });
  afterAll(() => t.close());

  it('answers 503 unready, migrations pending', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unready', database: 'ok', migrations: 'pending' });
  });
});

describe('/readyz takes the server out of rotation when the database does not answer', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({}, { database });
    await database.close();
  });
  // The database is closed already; on PostgreSQL its (empty) test database stays until the throwaway cluster
  // of the CI run is removed.
  afterAll(() => t.close());

  it('answers 503 unready, while /livez still answers (it does no I/O)', async () => {
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unready', database: 'down' });
    expect((await t.app.inject('/livez')).statusCode).toBe(200);
  });
});
