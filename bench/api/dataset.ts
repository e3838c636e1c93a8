import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoContent } from '../../apps/server/src/seed/demo';
import { bulkLoad } from './load';

/**
 * bench:api's data set, which bench:cluster's throughput line reuses: the demo content plus BENCH_ITEMS items
 * (default 1M), BENCH_USERS users (100k) and BENCH_ACTIVITY activity rows (5M), in the database BENCH_DB
 * (default agora_bench), kept between runs with BENCH_REUSE=1.
 */
export const datasetSize = {
  items: Number(process.env.BENCH_ITEMS ?? 1_000_000),
  users: Number(process.env.BENCH_USERS ?? 100_000),
  activity: Number(process.env.BENCH_ACTIVITY ?? 5_000_000),
};
// A name of its own lets two people share one PostgreSQL server without dropping each other's data.
const dbName = process.env.BENCH_DB ?? 'agora_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DB must be a plain identifier: ${dbName}`);

/** Creates and loads the data set on the server at `baseUrl` (or reuses it); returns the database's URL. */
export async function prepareDataset(baseUrl: string, log: (s: string) => void): Promise<string> {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (exists && process.env.BENCH_REUSE === '1') {
    await admin.end();
    log(`reusing loaded database ${dbName}`);
    return url.toString();
  }
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await database.migrate();
  await seedDemoContent(database.db);
  await database.close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const client = await pool.connect();
  await client.query("set maintenance_work_mem = '512MB'");
  const started = Date.now();
  await bulkLoad(client, datasetSize, log);
  log(`loaded ${datasetSize.items} items in ${Math.round((Date.now() - started) / 1000)} s`);
  client.release();
  await pool.end();
  return url.toString();
}
