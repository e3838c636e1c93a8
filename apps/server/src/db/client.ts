import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database both drivers give us; domain code only sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs the one migration set (idempotent), then `then` (the demo seed) on the migrated database, both under
   * one lock: servers starting together on a fresh database migrate and seed one after another.
   */
  migrate(then?: (db: Db) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
  /**
   * Takes a session-level advisory lock without waiting; resolves to its release, or null when another
   * session holds it. PGlite has one session per data directory, so there it always succeeds.
   */
  tryLock(key: number): Promise<(() => Promise<void>) | null>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Sees every statement drizzle sends (bench:indexer counts them per batch step: chain/trace.ts). */
  logger?: Logger;
}

// apps/server/drizzle: two levels up from src/db/client.ts, one from the dist/main.js bundle (scripts/build.mjs).
const bundled = import.meta.url.endsWith('/dist/main.js');
export const migrationsFolder = fileURLToPath(
  new URL(bundled ? '../drizzle' : '../../drizzle', import.meta.url),
);
// A fixed key so that several servers starting together migrate one at a time.
const MIGRATION_LOCK = 7_402_110;

async function openPostgres(url: string, poolSize: number, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, a terminated backend) is already removed by the
  // pool and the next query opens a new one; unheard, the pool's 'error' event would crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate(then) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await client.query('create extension if not exists pg_trgm');
        // On the connection that holds the lock (a session lock: another connection would not be inside it).
        const locked = drizzleNodePg({ client, schema });
        await migrateNodePg(locked, { migrationsFolder });
        await then?.(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async tryLock(key) {
      const client = await pool.connect();
      const { rows } = await client.query('select pg_try_advisory_lock($1) as ok', [key]);
      if (!rows[0]?.ok) {
        client.release();
        return null;
      }
      return async () => {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, logger?: Logger): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite directory: nothing else can start beside it.
    async migrate(then) {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(db, { migrationsFolder });
      await then?.(db as unknown as Db);
    },
    async tryLock(key) {
      await client.query('select pg_advisory_lock($1)', [key]);
      return async () => {
        await client.query('select pg_advisory_unlock($1)', [key]);
      };
    },
    close: () => client.close(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger)
    : openPglite(options.dataDir, options.logger);
}
