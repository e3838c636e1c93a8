import type { TokenCard } from '@agora/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '../src/cluster/bus';
import { shareFactDrops } from '../src/cluster/coordination';
import { bids, items, likes } from '../src/db/schema';
import { cardsFor } from '../src/items/cards';
import { explorePage } from '../src/items/explore-page';
import { FACTS_MS, ViewerFactsCache } from '../src/items/facts-cache';
import { ViewerFactsLoader } from '../src/items/viewer-facts';
import { accounts, signIn } from './auth-helpers';
import { addItem, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { addCats } from './trait-fixtures';

/**
 * Explore, search, profile tabs and collection lists serve one cached page to everyone and lay the viewer's own
 * facts (liked, own open bid) over it (items/shared-page.ts). A signed-in answer must equal the plain uncached
 * path's for that viewer, and no viewer's facts may reach another viewer's (or a visitor's) answer.
 */
let t: TestApp;
const CREATOR = '0x00000000000000000000000000000000000000c1';
const address = (k: number) => (accounts[k]?.address ?? '').toLowerCase();
const A = address(1);
const B = address(2);
const cookies: Record<string, string> = {};
const ids: number[] = [];
const tokenIds: string[] = [];
let cats = 0;

const get = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TokenCard[] } & Record<string, unknown>;
};
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value));
/** Likes or unlikes the `n`th shared item through the route, as the reader of `cookie`. */
const like = (method: 'PUT' | 'DELETE', n: number, cookie?: string) =>
  t.app.inject({
    method,
    url: `/api/v1/likes/${CONTRACT}/${tokenIds[n]}`,
    headers: cookie ? { cookie } : {},
  });

/** The item ids of a page's cards, by contract and token id. */
async function idsOf(cards: TokenCard[]): Promise<number[]> {
  const tokenIds = cards.map((c) => c.tokenId);
  const rows = await t.database.db
    .select({ id: items.id, tokenId: items.tokenId })
    .from(items)
    .where(inArray(items.tokenId, tokenIds));
  const byToken = new Map(rows.map((r) => [String(r.tokenId), r.id]));
  return tokenIds.map((tid) => byToken.get(tid) as number);
}

const urls = () => ({
  explore: '/api/v1/tokens?filter=All&page=1&limit=10',
  exploreSale: '/api/v1/tokens?filter=FixedPrice&page=1&limit=10',
  search: '/api/v1/search?q=shared&limit=6',
  created: `/api/v1/users/${CREATOR}/tokens?tab=created&page=1&limit=10`,
  collectibles: `/api/v1/users/${CREATOR}/tokens?tab=collectibles&page=1&limit=10`,
  liked: `/api/v1/users/${A}/tokens?tab=liked&page=1&limit=10`,
  collection: `/api/v1/collections/${CREATOR}/cats/tokens?page=1&limit=10`,
});

/** What the plain path (cards built for the viewer, no cache) answers for `url` and `viewer`. */
async function uncached(name: keyof ReturnType<typeof urls>, viewer: string) {
  const db = t.database.db;
  if (name === 'explore' || name === 'exploreSale' || name === 'collection') {
    const q =
      name === 'collection'
        ? ({ filter: 'All', collection: cats, page: 1, limit: 10 } as const)
        : ({ filter: name === 'explore' ? 'All' : 'FixedPrice', page: 1, limit: 10 } as const);
    const { ids: _ids, ...page } = await explorePage(db, q, { viewer });
    return plain(name === 'collection' ? { items: page.items, hasMore: page.hasMore } : page);
  }
  // Search and profile tabs choose their ids without the viewer: the same ids, cards built for the viewer.
  const shared = await get(urls()[name]);
  const preferOwner = name === 'collectibles' ? CREATOR : null;
  return plain({ ...shared, items: await cardsFor(db, await idsOf(shared.items), { viewer, preferOwner }) });
}

beforeAll(async () => {
  t = await createTestApp();
  cookies[A] = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  cookies[B] = await signIn(t.app, accounts[2] as (typeof accounts)[number]);
  const db = t.database.db;
  cats = await addCats(db, CREATOR);
  for (let n = 0; n < 6; n++) {
    const item = await addItem(db, {
      creator: CREATOR,
      name: `Shared ${n}`,
      saleType: n % 2 ? 'FixedPrice' : null,
      priceUsd: n % 2 ? 10 + n : null,
      collectionId: cats,
    });
    ids.push(item.id);
    tokenIds.push(item.tokenId);
  }
  // A likes two items and bids on a third; B likes a fourth.
  await db.insert(likes).values([
    { itemId: ids[0] as number, address: A },
    { itemId: ids[3] as number, address: A },
    { itemId: ids[5] as number, address: B },
  ]);
  await db.insert(bids).values({
    itemId: ids[2] as number,
    bidder: A,
    currency: 'VSW',
    amount: '1000',
    quantity: 1,
    pending: 1,
    nonce: '1',
    deadline: Math.floor(Date.now() / 1000) + 3600,
    signature: '0x01',
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('signed-in readers share the cached page', () => {
  it('answer exactly what the uncached path answers for them, on every cached list', async () => {
    for (const [name, url] of Object.entries(urls()) as [keyof ReturnType<typeof urls>, string][]) {
      // The visitor's load fills the cache first, so both viewers are answered from it.
      const anonymous = await get(url);
      expect(anonymous.items.length, name).toBeGreaterThan(0);
      for (const viewer of [A, B]) {
        const answer = await get(url, cookies[viewer]);
        expect(answer, `${name} for ${viewer}`).toEqual(await uncached(name, viewer));
      }
    }
  });

  it('carry each viewer its own facts only, whoever filled the cache', async () => {
    const liked = (page: { items: TokenCard[] }) => page.items.filter((c) => c.liked).map((c) => c.name);
    const bidOn = (page: { items: TokenCard[] }) => page.items.filter((c) => c.myBid).map((c) => c.name);
    // A cold URL asked by both at once, then each asking after the other.
    const url = '/api/v1/tokens?filter=All&page=1&limit=9';
    const [a, b] = await Promise.all([get(url, cookies[A]), get(url, cookies[B])]);
    for (const [first, second] of [
      [A, B],
      [B, A],
    ] as const) {
      const cold = `/api/v1/search?q=${first === A ? 'shared' : 'share'}&limit=10`;
      await get(cold, cookies[first]);
      const other = await get(cold, cookies[second]);
      expect(liked(other).sort()).toEqual(second === A ? ['Shared 0', 'Shared 3'] : ['Shared 5']);
    }
    expect(liked(a).sort()).toEqual(['Shared 0', 'Shared 3']);
    expect(bidOn(a)).toEqual(['Shared 2']);
    expect(liked(b)).toEqual(['Shared 5']);
    expect(bidOn(b)).toEqual([]);
    // A visitor after both: no viewer fields at all.
    const visitor = await get(url);
    expect(visitor.items.some((c) => 'liked' in c || 'myBid' in c)).toBe(false);
  });

  it("show the viewer's own like or unlike at once, over a page and facts cached before them", async () => {
    const url = urls().explore;
    const likedOne = async (cookie?: string) =>
      (await get(url, cookie)).items.find((c) => c.name === 'Shared 1')?.liked;
    expect(await likedOne(cookies[B])).toBe(false);
    expect(await likedOne(cookies[A])).toBe(false);
    expect((await like('PUT', 1, cookies[B])).statusCode).toBe(200);
    expect(await likedOne(cookies[B])).toBe(true);
    // Nobody else's answer carries it: A's facts (cached before) stay A's, a visitor has none.
    expect(await likedOne(cookies[A])).toBe(false);
    expect(await likedOne()).toBeUndefined();
    expect((await like('DELETE', 1, cookies[B])).statusCode).toBe(200);
    expect(await likedOne(cookies[B])).toBe(false);
  });

  it('keep a reader\u2019s facts in memory: a write behind the servers\u2019 back shows within FACTS_MS', async () => {
    const url = urls().explore;
    const likedTwo = async () => (await get(url, cookies[B])).items.find((c) => c.name === 'Shared 4')?.liked;
    expect(await likedTwo()).toBe(false);
    await t.database.db.insert(likes).values({ itemId: ids[4] as number, address: B });
    // Answered from the cached facts: no lookup saw the new row.
    expect(await likedTwo()).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FACTS_MS + 1 });
    expect(await likedTwo()).toBe(true);
    vi.useRealTimers();
    await t.database.db.delete(likes).where(and(eq(likes.itemId, ids[4] as number), eq(likes.address, B)));
  });

  it('a cookie that names no session gets the visitors\u2019 page', async () => {
    const url = urls().search;
    const visitor = await t.app.inject({ url });
    const stranger = await t.app.inject({ url, headers: { cookie: 'agora_session=no-such-session' } });
    expect(stranger.body).toBe(visitor.body);
  });
});

describe('the cache of readers’ facts', () => {
  /** A loader that counts its lookups and answers `liked` for the ids in `likedIds`, when `release` is called. */
  function loader(likedIds: number[]) {
    const calls: string[] = [];
    let release = () => {};
    return {
      calls,
      release: () => release(),
      load: (viewer: string, asked: number[]) => {
        calls.push(viewer);
        const found = new Map(
          asked.filter((id) => likedIds.includes(id)).map((id) => [id, { liked: true, myBid: null }]),
        );
        return new Promise<typeof found>((done) => {
          release = () => done(found);
        });
      },
    };
  }

  it('asks only about the cards it lacks; a lookup in flight when its reader is forgotten is not kept', async () => {
    const l = loader([1]);
    const cache = new ViewerFactsCache(l);
    const first = cache.of('0xa', [1, 2]);
    l.release();
    expect((await first).get(1)?.liked).toBe(true);
    expect(cache.of('0xa', [2, 1])).toBeInstanceOf(Map);
    const more = cache.of('0xa', [1, 3]);
    cache.forget('0xa');
    l.release();
    expect((await more).get(3)).toEqual({ liked: false, myBid: null });
    // Forgotten while its lookup ran: the next request asks again.
    const again = cache.of('0xa', [1]);
    expect(again).toBeInstanceOf(Promise);
    l.release();
    await again;
    expect(l.calls).toEqual(['0xa', '0xa', '0xa']);
  });

  it('holds at most its bound of facts, dropping the oldest readers first', async () => {
    const l = loader([]);
    const cache = new ViewerFactsCache(l, FACTS_MS, 4);
    for (const reader of ['0x1', '0x2', '0x3']) {
      const p = cache.of(reader, [1, 2]);
      l.release();
      await p;
    }
    expect(cache.of('0x3', [1, 2])).toBeInstanceOf(Map);
    expect(cache.of('0x2', [1, 2])).toBeInstanceOf(Map);
    expect(cache.of('0x1', [1, 2])).toBeInstanceOf(Promise);
  });

  it('a reader’s facts forgotten on one server are forgotten by the others over the bus, only theirs', async () => {
    const db = t.database.db;
    const bus = createLocalBus();
    const [here, there] = [
      new ViewerFactsCache(new ViewerFactsLoader(db)),
      new ViewerFactsCache(new ViewerFactsLoader(db)),
    ];
    shareFactDrops(here, bus);
    shareFactDrops(there, bus);
    const item = ids[5] as number;
    const liked = async (reader: string) => (await there.of(reader, [item])).get(item)?.liked;
    expect(await liked(A)).toBe(false);
    expect(await liked(B)).toBe(true);
    await db.insert(likes).values({ itemId: item, address: A });
    await db.delete(likes).where(and(eq(likes.itemId, item), eq(likes.address, B)));
    // Only A's are forgotten: B's cached facts still answer.
    here.forget(A);
    expect(await liked(A)).toBe(true);
    expect(await liked(B)).toBe(true);
    // Every reader's (an indexed change).
    here.forget(null);
    expect(await liked(B)).toBe(false);
    await db.delete(likes).where(and(eq(likes.itemId, item), eq(likes.address, A)));
    await db.insert(likes).values({ itemId: item, address: B });
  });
});
