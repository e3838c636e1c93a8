import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChainReader } from '../chain/reader';
import { type Db, migrationsFolder } from '../db/client';
import type { Drain } from './drain';

type Check = 'ok' | 'down';

export interface Readiness {
  /** ready: everything answers; degraded: the chain does not (still serving); unready: take out of rotation. */
  status: 'ready' | 'degraded' | 'unready';
  database: Check;
  /** pending: the database lacks a migration this code ships (another version migrated it, or none did). */
  migrations: 'ok' | 'pending' | 'unknown';
  chain: Check;
}

/** The `when` of the newest migration this code ships (drizzle's journal). */
async function newestMigration(): Promise<number | null> {
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const entries = journal.entries as { when: number }[];
    return Math.max(...entries.map((e) => e.when));
  } catch {
    return null;
  }
}

/** Drizzle's migrators record each applied migration's `when` as created_at in drizzle.__drizzle_migrations. */
async function migrationsApplied(db: Db): Promise<Readiness['migrations']> {
  const newest = await newestMigration();
  if (newest === null) return 'unknown';
  try {
    const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      latest: string | number | null;
    }[];
    const latest = Number(rows[0]?.latest ?? 0);
    return latest >= newest ? 'ok' : 'pending';
  } catch {
    return 'pending';
  }
}

export async function readiness(db: Db, chain: ChainReader): Promise<Readiness> {
  const [database, migrations, head] = await Promise.all([
    db
      .execute(sql`select 1`)
      .then(() => 'ok' as const)
      .catch(() => 'down' as const),
    migrationsApplied(db),
    chain.head(),
  ]);
  const servable = database === 'ok' && migrations === 'ok';
  return {
    status: !servable ? 'unready' : head ? 'ready' : 'degraded',
    database,
    migrations,
    chain: head ? 'ok' : 'down',
  };
}

// Probes are asked every few seconds by the proxy or the orchestrator: no request log lines below warn, no
// rate limit (a load balancer's probes share one address), and not part of the public API document.
const PROBE = { logLevel: 'warn', config: { rateLimit: false }, schema: { hide: true } } as const;

/**
 * /livez: the process answers (no I/O, so a slow database never gets a healthy process restarted).
 * /readyz: whether to send this server traffic. A chain that does not answer leaves it ready (degraded):
 * browsing, profiles and search come from the database, and taking every server out of rotation when the RPC
 * blips would turn a partial outage into a full one. The database or a missing migration makes it unready
 * (503), and so does a drain (SIGTERM), at once and without asking anything.
 */
export function installProbes(app: FastifyInstance, db: Db, chain: ChainReader, drain: Drain): void {
  app.get('/livez', PROBE, async () => ({ status: 'ok' }));
  app.get('/readyz', PROBE, async (_req, reply) => {
    if (drain.draining) return reply.status(503).send({ status: 'draining' });
    const r = await readiness(db, chain);
    return reply.status(r.status === 'unready' ? 503 : 200).send(r);
  });
}
