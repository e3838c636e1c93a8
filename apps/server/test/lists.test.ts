import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../src/db/schema';
import { seedDemoContent } from '../src/seed/demo';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name);
const list = async (query: string) => (await t.app.inject(`/api/v1/tokens?${query}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDemoContent(db);
  await addUser(db, A, { name: 'Ann Artist', customUrl: 'ann', createdCount: 3 });
  await addUser(db, B, { name: 'Ben Buyer', boughtCount: 2 });
  const [art] = await db.select().from(categories).where(eq(categories.name, 'Art'));
  const soon = new Date(Date.now() + 3_600_000);
  await addItem(db, {
    creator: A,
    name: 'Red Moon',
    categoryId: art?.id,
    saleType: 'FixedPrice',
    priceUsd: 30,
  });
  await addItem(db, { creator: A, name: 'Blue Sea', saleType: 'FixedPrice', priceUsd: 10 });
  await addItem(db, {
    creator: A,
    owner: B,
    name: 'Green Hill',
    saleType: 'TimedAuction',
    priceUsd: 20,
    auctionEnd: soon,
  });
  await addItem(db, { creator: B, name: 'Open Offer', saleType: 'UnLimitedAuction' });
  await addItem(db, { creator: B, name: 'Quiet Lake', categoryId: art?.id });
});
afterAll(() => t.close());

describe('explore filters', () => {
  it('All and Recently: newest first with has-more paging', async () => {
    expect(names(await list('filter=All'))).toEqual([
      'Quiet Lake',
      'Open Offer',
      'Green Hill',
      'Blue Sea',
      'Red Moon',
    ]);
    const p1 = await list('filter=Recently&limit=2&page=1');
    const p3 = await list('filter=Recently&limit=2&page=3');
    expect(p1.hasMore).toBe(true);
    expect(names(p3)).toEqual(['Red Moon']);
    expect(p3.hasMore).toBe(false);
  });

  it('by category name, sale type, price both ways, live auctions', async () => {
    expect(names(await list('filter=Art'))).toEqual(['Quiet Lake', 'Red Moon']);
    expect(names(await list('filter=Music'))).toEqual([]);
    expect(await list('filter=NoSuchCategory')).toMatchObject({ items: [], hasMore: false });
    expect(names(await list('filter=FixedPrice'))).toEqual(['Blue Sea', 'Red Moon']);
    expect(names(await list('filter=TimedAuction'))).toEqual(['Green Hill']);
    expect(names(await list('filter=UnLimitedAuction'))).toEqual(['Open Offer']);
    expect(names(await list('filter=LowtoHigh'))).toEqual(['Blue Sea', 'Green Hill', 'Red Moon']);
    expect(names(await list('filter=HightoLow'))).toEqual(['Red Moon', 'Green Hill', 'Blue Sea']);
    const live = await list('filter=LiveAuction');
    expect(names(live)).toEqual(['Green Hill']);
    expect(live.items[0].listing).toMatchObject({ saleType: 'TimedAuction', owner: B });
  });

  it('continues with a keyset cursor', async () => {
    const p1 = await list('filter=LowtoHigh&limit=2');
    expect(p1.nextCursor).toBeTruthy();
    const p2 = await list(`filter=LowtoHigh&limit=2&cursor=${p1.nextCursor}`);
    expect(names(p2)).toEqual(['Red Moon']);
    expect(p2.hasMore).toBe(false);
    expect((await t.app.inject('/api/v1/tokens?filter=All&cursor=garbage')).statusCode).toBe(400);
  });

  it('cards carry creator, owner, price and media', async () => {
    const [card] = (await list('filter=FixedPrice&limit=1')).items;
    expect(card).toMatchObject({
      name: 'Blue Sea',
      type: 721,
      creator: { address: A, name: 'Ann Artist', customUrl: 'ann' },
      owner: { address: A },
      listing: { saleType: 'FixedPrice', currency: 'BNB', balance: 1 },
      stock: 1,
    });
    expect(card.media).toMatch(/^\/ipfs\/bafy/);
  });
});

describe('profile tabs and tops', () => {
  const tab = async (who: string, name: string) =>
    (await t.app.inject(`/api/v1/users/${who}/tokens?tab=${name}`)).json();
  it('collectibles, onsale, created, with the profile counts agreeing', async () => {
    expect(names(await tab(A, 'created'))).toEqual(['Green Hill', 'Blue Sea', 'Red Moon']);
    expect(names(await tab(A, 'collectibles'))).toEqual(['Blue Sea', 'Red Moon']);
    expect(names(await tab(B, 'onsale'))).toEqual(['Open Offer', 'Green Hill']);
    const profile = (await t.app.inject(`/api/v1/users/${B}`)).json();
    expect(profile.counts).toMatchObject({ onSale: 2, collectibles: 3, created: 2, liked: 0 });
    expect((await t.app.inject(`/api/v1/users/${A}/tokens?tab=bogus`)).statusCode).toBe(400);
  });

  it('top creators and buyers from the counters', async () => {
    expect((await t.app.inject('/api/v1/users/top-creators')).json()[0]).toMatchObject({
      address: A,
      count: 3,
    });
    await t.database.db.update(users).set({ boughtCount: 5 }).where(eq(users.address, A));
    const buyers = (await t.app.inject('/api/v1/users/top-buyers')).json();
    expect(buyers.map((u: { address: string }) => u.address)).toEqual([A, B]);
  });
});

describe('search', () => {
  const search = async (q: string, limit = 6) =>
    (await t.app.inject(`/api/v1/search?q=${encodeURIComponent(q)}&limit=${limit}`)).json();
  it('finds items by substring and users by name', async () => {
    const r = await search('moon');
    expect(names(r)).toEqual(['Red Moon']);
    // A word being typed is part of a known word (not misspelt): the same matches.
    expect(names(await search('red mo'))).toEqual(['Red Moon']);
    expect((await search('ben')).users.map((u: { address: string }) => u.address)).toEqual([B]);
  });

  it('matches any case, mid-word, non-ASCII letters and custom URLs', async () => {
    await addItem(t.database.db, { creator: B, name: 'Éclair Über' });
    expect(names(await search('RED MOON'))).toEqual(['Red Moon']);
    expect(names(await search('EEN hI'))).toEqual(['Green Hill']);
    expect(names(await search('éCLAIR ü'))).toEqual(['Éclair Über']);
    expect((await search('ANN')).users.map((u: { address: string }) => u.address)).toEqual([A]);
    expect((await search('N BUY')).users.map((u: { address: string }) => u.address)).toEqual([B]);
  });

  it('matches several words only as typed, in order and side by side', async () => {
    expect(names(await search('d MOO'))).toEqual(['Red Moon']);
    expect(names(await search('red  moon'))).toEqual([]);
    expect(names(await search('moon red'))).toEqual([]);
    expect((await search('ann art')).users.map((u: { address: string }) => u.address)).toEqual([A]);
  });

  it('lists matching users most prolific first, by name, custom URL or address prefix, up to the limit', async () => {
    const low = '0x00000000000000000000000000000000000000d1';
    const high = '0x00000000000000000000000000000000000000d2';
    const url = '0x00000000000000000000000000000000000000d3';
    await addUser(t.database.db, low, { name: 'Kestrel Low', createdCount: 1 });
    await addUser(t.database.db, high, { name: 'kestrel high', createdCount: 9 });
    await addUser(t.database.db, url, { name: 'Someone', customUrl: 'the-KESTREL', createdCount: 5 });
    const found = async (q: string, limit?: number) =>
      (await search(q, limit)).users.map((u: { address: string }) => u.address);
    expect(await found('kestrel')).toEqual([high, url, low]);
    expect(await found('KESTREL', 2)).toEqual([high, url]);
    expect(await found('0x00000000000000000000000000000000000000d')).toEqual([high, url, low]);
  });

  it('tolerates typos (pg_trgm)', async () => {
    expect(names(await search('Quite Lake'))).toContain('Quiet Lake');
    expect((await search('Ann Artsit')).users[0]?.address).toBe(A);
  });

  it('corrects typos with the words of names added later (search_words triggers)', async () => {
    await addItem(t.database.db, { creator: A, name: 'Zephyr Tower' });
    await addUser(t.database.db, '0x00000000000000000000000000000000000000c3', { name: 'Xavier Quill' });
    expect(names(await search('zephir towr'))).toEqual(['Zephyr Tower']);
    expect((await search('xaviar')).users.map((u: { name: string }) => u.name)).toEqual(['Xavier Quill']);
  });

  it('respects the limit and treats % and _ literally', async () => {
    expect((await search('e', 2)).items).toHaveLength(2);
    expect(names(await search('%'))).toEqual([]);
    expect((await t.app.inject('/api/v1/search?q=')).statusCode).toBe(400);
  });
});

describe('page cache', () => {
  it('answers everyone from a one-second cache, a cookie without a session as a visitor', async () => {
    const before = await t.app.inject('/api/v1/tokens?filter=Recently&limit=3');
    await addItem(t.database.db, { creator: B, name: 'Just Minted' });
    const again = await t.app.inject('/api/v1/tokens?filter=Recently&limit=3');
    expect(again.body).toBe(before.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // Signed-in readers share the cached page too (their own facts laid over it: shared-pages.test.ts).
    const withCookie = await t.app.inject({
      url: '/api/v1/tokens?filter=Recently&limit=3',
      cookies: { agora_session: 'not-a-session' },
    });
    expect(withCookie.body).toBe(before.body);
    expect(names(withCookie.json())).not.toContain('Just Minted');
  });
});
