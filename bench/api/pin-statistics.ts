import pg from 'pg';

/**
 * ANALYZE after the load, with the statistics targets of migration 0024 (a 300,000-row sample on the columns
 * that steer plans) and its extended statistics: the plans of a reused database are then those of a fresh one,
 * and two machines loading the same data show the same plans. Generic plans of the server's prepared
 * statements are built from these figures too.
 */
export async function pinStatistics(databaseUrl: string, log: (s: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query('analyze');
    log(`analyzed in ${Date.now() - started} ms`);
  } finally {
    await client.end();
  }
}
