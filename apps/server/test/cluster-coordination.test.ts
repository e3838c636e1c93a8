import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeBus, createLocalBus, MAX_PAYLOAD_BYTES } from '../src/cluster/bus';
import { openBus, shareFactDrops, sharePageClears } from '../src/cluster/coordination';
import { hit } from '../src/cluster/rate-limit-store';
import type { Database } from '../src/db/client';
import { ViewerFactsCache } from '../src/items/facts-cache';
import { PageCache } from '../src/items/page-cache';
import { createTestApp, openTestDatabase } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('the in-process bus', () => {
  it('delivers synchronously to every subscriber of the channel, and not after unsubscribe', () => {
    const bus = createLocalBus();
    const got: unknown[] = [];
    const off = bus.subscribe('likes', (p) => got.push(p));
    bus.subscribe('other', () => got.push('wrong channel'));
    bus.publish('likes', { item: 1 });
    expect(got).toEqual([{ item: 1 }]);
    off();
    bus.publish('likes', { item: 2 });
    expect(got).toEqual([{ item: 1 }]);
  });

  it('refuses payloads PostgreSQL could not carry and channel names that are not identifiers', () => {
    const bus = createLocalBus();
    expect(() => bus.publish('pages', 'x'.repeat(MAX_PAYLOAD_BYTES))).toThrow(RangeError);
    expect(() => bus.subscribe('Pages; drop table users', () => undefined)).toThrow(RangeError);
  });

  it('a throwing subscriber is reported and does not stop the others', () => {
    const errors: unknown[] = [];
    const bus = createLocalBus({ onError: (e) => errors.push(e) });
    let heard = 0;
    bus.subscribe('pages', () => {
      throw new Error('boom');
    });
    bus.subscribe('pages', () => heard++);
    bus.publish('pages');
    expect(heard).toBe(1);
    expect(errors).toHaveLength(1);
  });
});

describe('the page cache on the bus', () => {
  it('a clear on one cache clears the other caches on the bus, at once here', async () => {
    const bus = createLocalBus();
    const [a, b] = [new PageCache(60_000, 60_000), new PageCache(60_000, 60_000)];
    sharePageClears(a, bus);
    sharePageClears(b, bus);
    await a.get('/explore', async () => 'old-a');
    await b.get('/explore', async () => 'old-b');
    a.clear();
    expect(await a.get('/explore', async () => 'new-a')).toBe('new-a');
    expect(await b.get('/explore', async () => 'new-b')).toBe('new-b');
  });
});

describe('the rate-limit counter', () => {
  let database: Database & { drop(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('counts concurrent hits exactly, each key on its own', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(database.db, 'ip:1', 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const r of results) expect(r.ttl).toBeGreaterThan(50_000);
    for (const r of results) expect(r.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(database.db, 'ip:2', 60_000)).current).toBe(1);
  });

  it('starts a new window once the old one ended', async () => {
    expect((await hit(database.db, 'ip:3', 200)).current).toBe(1);
    await sleep(250);
    expect((await hit(database.db, 'ip:3', 200)).current).toBe(1);
  });
});

describe('a shared rate limit', () => {
  it('refuses a client over its limit across two apps on one database (in memory on PGlite: per app)', async () => {
    const a = await createTestApp({}, { rateLimitPerMinute: 3 });
    const b = await createTestApp({}, { rateLimitPerMinute: 3, database: a.database });
    try {
      const codes: number[] = [];
      for (const app of [a.app, b.app, a.app, b.app, a.app, b.app]) {
        codes.push((await app.inject({ url: '/api/v1/categories' })).statusCode);
      }
      const refused = codes.filter((c) => c === 429).length;
      // On PostgreSQL the two apps share one count (6 hits, limit 3); on PGlite each app counts its own 3.
      expect(refused).toBe(a.database.kind === 'postgres' ? 3 : 0);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL bus', () => {
  let database: Database & { drop(): Promise<void> };
  const buses: ChangeBus[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await database.drop();
  });

  it('fans a publish out to the other buses in order, once, and never back to its own process', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => openBus(database, () => undefined)));
    buses.push(a as ChangeBus, b as ChangeBus, c as ChangeBus);
    const heard = { a: [] as unknown[], b: [] as unknown[], c: [] as unknown[] };
    a?.subscribe('events', (p) => heard.a.push(p));
    b?.subscribe('events', (p) => heard.b.push(p));
    c?.subscribe('events', (p) => heard.c.push(p));
    await sleep(100); // LISTEN is sent when the first subscriber of a channel arrives
    for (let n = 1; n <= 5; n++) a?.publish('events', { n });
    await until(() => heard.b.length === 5 && heard.c.length === 5);
    await sleep(100);
    const expected = [1, 2, 3, 4, 5].map((n) => ({ n }));
    expect(heard).toEqual({ a: expected, b: expected, c: expected });
  });

  it('carries a reader’s dropped facts to the other servers (only theirs), and everyone’s', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => openBus(database, () => undefined)));
    buses.push(a as ChangeBus, b as ChangeBus);
    const none = { load: async () => new Map() };
    const [here, there] = [new ViewerFactsCache(none), new ViewerFactsCache(none)];
    shareFactDrops(here, a as ChangeBus);
    shareFactDrops(there, b as ChangeBus);
    await sleep(100);
    const cached = (reader: string) => there.of(reader, [1]) instanceof Map;
    await there.of('0xa', [1]);
    await there.of('0xb', [1]);
    here.forget('0xa');
    await until(() => !cached('0xa'));
    expect(cached('0xb')).toBe(true);
    here.forget(null);
    await until(() => !cached('0xb'));
  });

  it('listens again after its connection is cut, and tells its subscribers to resync', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => openBus(database, () => undefined)));
    buses.push(a as ChangeBus, b as ChangeBus);
    let resyncs = 0;
    const heard: unknown[] = [];
    b?.onResync(() => resyncs++);
    b?.subscribe('cut', (p) => heard.push(p));
    await sleep(100);
    // Every LISTEN connection on this database is cut, as a PostgreSQL restart or a proxy timeout would.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(() => resyncs === 1, 5000);
    a?.publish('cut', 'after');
    await until(() => heard.length === 1);
    expect(heard).toEqual(['after']);
  });
});
