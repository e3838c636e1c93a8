import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '../src/db/schema';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { addItem, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const [admin, alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]];
const cookies: { admin: string; alice: string; bob: string } = { admin: '', alice: '', bob: '' };
beforeAll(async () => {
  t = await createTestApp({ ADMIN_ADDRESSES: admin.address });
  await seedDemoContent(t.database.db);
  cookies.admin = await signIn(t.app, admin);
  cookies.alice = await signIn(t.app, alice);
  cookies.bob = await signIn(t.app, bob);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, cookies.admin, payload);

const ADMIN_ROUTES: [Method, string, object?][] = [
  ['GET', '/admin/reports'],
  ['PUT', '/admin/reports/1', { resolved: true }],
  ['GET', '/admin/faq'],
  ['POST', '/admin/faq', { question: 'Q?', answer: 'A' }],
  ['PUT', '/admin/faq/1', { question: 'Q?', answer: 'A' }],
  ['DELETE', '/admin/faq/1'],
  ['PUT', '/admin/social-links', { reddit: null }],
  ['GET', '/admin/promotions'],
  ['POST', '/admin/promotions', { kind: 'banner', title: 'T' }],
  ['PUT', '/admin/promotions/1', { kind: 'banner', title: 'T' }],
  ['DELETE', '/admin/promotions/1'],
  ['PUT', '/admin/share-tags', { tags: ['NFT'] }],
  ['PUT', '/content/about', { html: '<p>x</p>' }],
];

describe('admin access', () => {
  it('answers 401 without a session and 403 to a wallet outside ADMIN_ADDRESSES, before reading the body', async () => {
    for (const [method, url, payload] of ADMIN_ROUTES) {
      const anon = await call(method, url, undefined, payload);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json().message).toBe('Connect your wallet and sign in first');
      const user = await call(method, url, cookies.alice, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json().message).toBe('You are not allowed to do this');
      // Even a malformed body is a 403 for a non-admin, not a field map.
      if (method !== 'GET') expect((await call(method, url, cookies.alice, { x: 1 })).statusCode).toBe(403);
    }
  });
});

describe('reports', () => {
  it('lists reports newest first with item, reporter and message, paged', async () => {
    const a = await addItem(t.database.db, { creator: alice.address, name: 'Reported One' });
    const b = await addItem(t.database.db, { creator: alice.address, name: 'Reported Two' });
    const report = (cookie: string, tokenId: string, message: string) =>
      call('POST', '/reports', cookie, { contract: CONTRACT, tokenId, message });
    expect((await report(cookies.bob, a.tokenId, 'first')).statusCode).toBe(200);
    expect((await report(cookies.alice, a.tokenId, 'second')).statusCode).toBe(200);
    expect((await report(cookies.bob, b.tokenId, 'third')).statusCode).toBe(200);

    const page1 = (await asAdmin('GET', '/admin/reports?limit=2')).json();
    expect(page1.hasMore).toBe(true);
    expect(page1.items.map((r: { message: string }) => r.message)).toEqual(['third', 'second']);
    expect(page1.items[0]).toMatchObject({
      resolved: false,
      reporter: { address: bob.address.toLowerCase() },
      item: { contract: CONTRACT, tokenId: b.tokenId, name: 'Reported Two' },
    });
    expect(Date.parse(page1.items[0].createdAt)).toBeGreaterThan(0);
    const page2 = (await asAdmin('GET', '/admin/reports?limit=2&page=2')).json();
    expect(page2).toMatchObject({ hasMore: false, items: [{ message: 'first' }] });
    expect((await asAdmin('GET', '/admin/reports?limit=0')).statusCode).toBe(400);

    const first = page2.items[0];
    const resolve = await asAdmin('PUT', `/admin/reports/${first.id}`, { resolved: true });
    expect(resolve.json().message).toBe('Saved successfully');
    const after = (await asAdmin('GET', '/admin/reports?limit=2&page=2')).json();
    expect(after.items[0]).toMatchObject({ id: first.id, resolved: true });
    const missing = await asAdmin('PUT', '/admin/reports/99999', { resolved: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Report not found');
  });
});

describe('CMS pages', () => {
  it('sanitises on write and on read', async () => {
    const res = await asAdmin('PUT', '/content/about', { html: '<h2>About</h2><img src=x onerror="x()">' });
    expect(res.json().html).toBe('<h2>About</h2><img src="x" />');
    // A row written around the API (an old import, a hand edit) is still served clean.
    await t.database.db
      .update(contentEntries)
      .set({ html: '<p>ok</p><script>alert(1)</script>' })
      .where(eq(contentEntries.key, 'about'));
    expect((await call('GET', '/content/about')).json().html).toBe('<p>ok</p>');
  });
});

describe('FAQ', () => {
  it('creates, updates and deletes entries, sanitising answers; the public list follows', async () => {
    const created = await asAdmin('POST', '/admin/faq', {
      question: '  Fees?  ',
      answer: '<p>2.5%<script>x</script></p>',
      position: 99,
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ question: 'Fees?', answer: '<p>2.5%</p>', position: 99 });
    const updated = await asAdmin('PUT', `/admin/faq/${entry.id}`, {
      question: 'What are the fees?',
      answer: '<p>2.5% each side</p>',
      position: 100,
    });
    expect(updated.json()).toMatchObject({ id: entry.id, question: 'What are the fees?', position: 100 });
    // Ordered by position: the entry comes after the seeded ones (position 0–3).
    const publicList = (await call('GET', '/content/faq')).json();
    expect(publicList.at(-1)).toEqual({ question: 'What are the fees?', answer: '<p>2.5% each side</p>' });
    const adminList = (await asAdmin('GET', '/admin/faq')).json();
    expect(adminList.at(-1)).toMatchObject({ id: entry.id, position: 100 });

    expect((await asAdmin('DELETE', `/admin/faq/${entry.id}`)).json().message).toBe('Deleted successfully');
    const again = await asAdmin('DELETE', `/admin/faq/${entry.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('FAQ entry not found');
    expect((await asAdmin('PUT', `/admin/faq/${entry.id}`, { question: 'x', answer: 'y' })).statusCode).toBe(
      404,
    );
  });

  it('answers bad input with the catalogue messages', async () => {
    const res = await asAdmin('POST', '/admin/faq', { question: ' ', answer: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ question: 'Enter the question', answer: 'Enter the answer' });
    expect((await asAdmin('DELETE', '/admin/faq/abc')).statusCode).toBe(400);
  });
});

describe('social links', () => {
  it('sets, replaces and removes links; only http(s) URLs', async () => {
    const res = await asAdmin('PUT', '/admin/social-links', {
      twitter: 'https://x.com/agora',
      reddit: null,
      linkedin: '',
    });
    expect(res.statusCode).toBe(200);
    const links = (await call('GET', '/content/social-links')).json();
    expect(links).toMatchObject({ twitter: 'https://x.com/agora', telegram: 'https://telegram.com/agora' });
    expect(links).not.toHaveProperty('reddit');
    expect(links).not.toHaveProperty('linkedin');
    const bad = await asAdmin('PUT', '/admin/social-links', { twitter: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.twitter).toBe('Enter a valid http(s) link');
    expect((await asAdmin('PUT', '/admin/social-links', { myspace: 'https://m.com' })).statusCode).toBe(400);
  });
});

describe('promotions', () => {
  it('creates, updates, hides and deletes promotions; visitors see active ones, sanitised', async () => {
    const created = await asAdmin('POST', '/admin/promotions', {
      kind: 'banner',
      title: 'Drop week',
      html: '<p onclick="x()">New drops</p>',
      image: '/media/banners/drop.webp',
      link: 'https://agora.example/drops',
    });
    expect(created.statusCode).toBe(200);
    const promo = created.json();
    expect(promo).toMatchObject({ html: '<p>New drops</p>', active: true, position: 0 });
    expect((await call('GET', '/content/promotions?kind=banner')).json()).toEqual([
      {
        id: promo.id,
        kind: 'banner',
        title: 'Drop week',
        html: '<p>New drops</p>',
        image: '/media/banners/drop.webp',
        link: 'https://agora.example/drops',
      },
    ]);
    const hidden = await asAdmin('PUT', `/admin/promotions/${promo.id}`, {
      kind: 'banner',
      title: 'Drop week',
      active: false,
    });
    expect(hidden.json()).toMatchObject({ active: false, image: null, link: null });
    expect((await call('GET', '/content/promotions?kind=banner')).json()).toEqual([]);
    expect((await asAdmin('GET', '/admin/promotions')).json()).toHaveLength(1);
    const badLink = await asAdmin('POST', '/admin/promotions', {
      kind: 'banner',
      title: 'x',
      link: 'ftp://x',
    });
    expect(badLink.json().errors).toEqual({ link: 'Enter a valid http(s) link' });
    expect((await asAdmin('DELETE', `/admin/promotions/${promo.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/admin/promotions/${promo.id}`)).json().message).toBe(
      'Promotion not found',
    );
  });
});

describe('share tags', () => {
  it('replaces the tags that /config and share texts use', async () => {
    const res = await asAdmin('PUT', '/admin/share-tags', { tags: ['NFT', 'Agora_Drops', 'NFT'] });
    expect(res.json()).toEqual(['NFT', 'Agora_Drops']);
    expect((await call('GET', '/content/share-tags')).json()).toEqual(['NFT', 'Agora_Drops']);
    const bad = await asAdmin('PUT', '/admin/share-tags', { tags: ['no spaces'] });
    expect(bad.json().message).toBe('Tags are letters, digits and underscores, up to 40');
    expect((await asAdmin('PUT', '/admin/share-tags', { tags: [] })).json()).toEqual([]);
  });
});
