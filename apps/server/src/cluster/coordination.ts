import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';
import type { SessionStore } from '../auth/session';
import type { SessionsEnded } from '../auth/session-memo';
import type { Database } from '../db/client';
import type { ViewerFactsCache } from '../items/facts-cache';
import type { PageCache } from '../items/page-cache';
import { type ChangeBus, createLocalBus, createPostgresBus } from './bus';
import { postgresRateLimitStore } from './rate-limit-store';

/** The bus channel of page-cache clears (no payload). */
export const PAGES_CHANNEL = 'pages';
/** The bus channel of ended sessions (payload: SessionsEnded). */
export const SESSIONS_CHANNEL = 'sessions_ended';
/** The bus channel of readers' dropped facts (payload: `{ reader }`, the address or null for every reader). */
export const FACTS_CHANNEL = 'viewer_facts';

const poolOf = (database: Database): pg.Pool | undefined =>
  database.kind === 'postgres' ? (database.db as unknown as { $client?: pg.Pool }).$client : undefined;

/**
 * The change bus every server on this database shares: LISTEN/NOTIFY on PostgreSQL; in-process on PGlite,
 * which only one process can open.
 */
export function openBus(database: Database, onError: (err: unknown) => void): Promise<ChangeBus> {
  const pool = poolOf(database);
  return pool ? createPostgresBus(pool, { onError }) : Promise.resolve(createLocalBus({ onError }));
}

/** Rate-limit counters every server shares on PostgreSQL; undefined (in memory) on PGlite. */
export function sharedRateLimitStore(
  database: Database,
  onError: (err: unknown) => void,
): FastifyRateLimitStoreCtor | undefined {
  return database.kind === 'postgres' ? postgresRateLimitStore(database.db, onError) : undefined;
}

/**
 * A clear of the page cache on any server clears it on all of them: a like or a sale written through one
 * server changes the lists every server caches. After the bus lost its connection, clears may have been
 * missed, so the cache is dropped then too.
 */
export function sharePageClears(pages: PageCache, bus: ChangeBus): void {
  bus.subscribe(PAGES_CHANNEL, () => pages.clearHere());
  bus.onResync(() => pages.clearHere());
  pages.onClear = () => bus.publish(PAGES_CHANNEL);
}

/**
 * A session ended on any server (sign-out, all sessions of an account ended) is forgotten by the session memo
 * of every server at once (auth/session-memo.ts); after the bus lost its connection every memo is dropped,
 * as news may have been missed. The memo's own bound (SESSION_MEMO_MS) holds when the bus is down.
 */
export function shareSessionEnds(sessions: SessionStore, bus: ChangeBus): void {
  bus.subscribe(SESSIONS_CHANNEL, (payload) => sessions.endedElsewhere(payload as SessionsEnded));
  bus.onResync(() => sessions.endedElsewhere(null));
  sessions.onEnded = (ended) => bus.publish(SESSIONS_CHANNEL, ended);
}

/**
 * A reader's facts dropped on any server (their like, bid or account link written there; `null`: everyone's,
 * after an indexed change) are dropped by every server's facts cache at once (items/facts-cache.ts); after the
 * bus lost its connection every reader's are dropped, as news may have been missed.
 */
export function shareFactDrops(facts: ViewerFactsCache, bus: ChangeBus): void {
  bus.subscribe(FACTS_CHANNEL, (payload) => {
    const reader = (payload as { reader?: unknown } | null)?.reader;
    facts.forgetHere(typeof reader === 'string' ? reader : null);
  });
  bus.onResync(() => facts.forgetHere(null));
  facts.onForget = (reader) => bus.publish(FACTS_CHANNEL, { reader });
}
