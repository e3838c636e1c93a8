import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

// PostgreSQL only: PGlite has no server that could drop a connection.
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('survives the server dropping its idle connections and answers the next query', async () => {
    const one = () => database.db.execute(sql`select current_database() as name`);
    const {
      rows: [row],
    } = (await one()) as unknown as { rows: { name: string }[] };
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row?.name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Give the pool the FATAL message; an unheard pool 'error' event would fail this file as an uncaught error.
    await new Promise((r) => setTimeout(r, 200));
    await expect(one()).resolves.toBeTruthy();
  });
});
