import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** How often (at most) one server deletes the rows of windows that have ended. */
const SWEEP_EVERY_MS = 60_000;

type Incr = FastifyRateLimitStore['incr'];
type Callback = Parameters<Incr>[1];

/**
 * Adds one hit to `key` and answers its count and the milliseconds left in its window, which starts at the
 * key's first hit and lasts `windowMs` (as @fastify/rate-limit's own in-memory store counts). One statement,
 * so that concurrent hits from every server are counted exactly; the database's clock decides the windows.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await rows<{ current: number; ttl: number }>(
    db,
    sql`insert into rate_limit_hits as r (key, hits, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.reset_at > now() then r.hits + 1 else 1 end,
          reset_at = case when r.reset_at > now() then r.reset_at else excluded.reset_at end
        returning hits as current,
          greatest(ceil(extract(epoch from r.reset_at - now()) * 1000), 0)::int as ttl`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Reads `key`'s count in its current window (0 when it has none) without adding a hit. */
export async function hitsOf(db: Db, key: string): Promise<number> {
  const [row] = await rows<{ hits: number }>(
    db,
    sql`select hits from rate_limit_hits where key = ${key} and reset_at > now()`,
  );
  return row?.hits ?? 0;
}

/** Forgets `key`'s window. */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

/** Deletes ended windows, at most once per SWEEP_EVERY_MS for the returned function's caller. */
export function endedWindowSweeper(db: Db, onError: (err: unknown) => void): () => void {
  let lastSweep = 0;
  return () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.execute(sql`delete from rate_limit_hits where reset_at < now()`).catch(onError);
  };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL (table rate_limit_hits), so that a
 * client's limit holds across every server sharing the database instead of being multiplied by their number.
 * Each route with its own limit counts under its own prefix, as the plugin's Redis store does. Ended windows
 * are swept now and then by whichever server notices first.
 */
export function postgresRateLimitStore(db: Db, onError: (err: unknown) => void): FastifyRateLimitStoreCtor {
  const sweep = endedWindowSweeper(db, onError);

  class PostgresStore implements FastifyRateLimitStore {
    /** The plugin constructs the global store with its options (unused here); children set a prefix. */
    prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      hit(db, this.prefix + key, timeWindow).then(
        (res) => callback(null, res),
        (err: Error) => {
          onError(err);
          callback(err, { current: 0, ttl: 0 });
        },
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      const store = new PostgresStore();
      store.prefix = route?.url ? `${route.method}${route.url}:` : this.prefix;
      return store;
    }
  }
  return PostgresStore;
}
