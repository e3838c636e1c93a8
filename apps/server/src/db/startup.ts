import path from 'node:path';
import type { Config } from '../config';
import { seedDemoContent } from '../seed/demo';
import { type Database, openDatabase } from './client';

/**
 * The server's database, migrated and seeded with the demo content under the one migration lock, so that
 * servers started together on a fresh database take turns instead of inserting the same rows at once.
 */
export async function openServerDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
  });
  try {
    await database.migrate(seedDemoContent);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
