import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema';
import { createPriceProvider } from '../src/prices/provider';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const [alice, admin] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
beforeAll(async () => {
  t = await createTestApp({ ADMIN_ADDRESSES: admin.address });
  expect(await seedDemoContent(t.database.db)).toBe(true);
  expect(await seedDemoContent(t.database.db)).toBe(false);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(`/api/v1${url}`);

describe('content', () => {
  it('serves CMS pages by key and by the spec load names', async () => {
    expect((await get('/content/footer')).json().html).toContain('open-source');
    expect((await get('/content/About')).json().html).toContain('About Agora');
    expect((await get('/content/Terms%20of%20Service')).json().html).toContain('Terms');
    expect((await get('/content/unknown')).statusCode).toBe(404);
  });

  it('serves FAQ, social links, share tags and promotions', async () => {
    expect((await get('/content/faq')).json()[0]).toHaveProperty('question');
    expect((await get('/content/social-links')).json().twitter).toMatch(/^https:/);
    expect((await get('/content/share-tags')).json()).toContain('NFT');
    expect((await get('/content/promotions?kind=banner')).json()).toEqual([]);
  });

  it('lets only admins edit pages, and sanitises the HTML', async () => {
    const html = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:bad()">x</a></p>';
    const anon = await t.app.inject({ method: 'PUT', url: '/api/v1/content/about', payload: { html } });
    expect(anon.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/content/about',
      payload: { html },
      headers: { cookie: await signIn(t.app, alice) },
    });
    expect(user.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/content/about',
      payload: { html },
      headers: { cookie: await signIn(t.app, admin) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
  });
});

describe('categories', () => {
  it('hides Film while its setting says activate false, shows it otherwise', async () => {
    const names = async () => (await get('/categories')).json().map((c: { name: string }) => c.name);
    expect(await names()).not.toContain('Film');
    await t.database.db
      .update(settings)
      .set({ value: { activate: true } })
      .where(eq(settings.key, 'film'));
    expect(await names()).toContain('Film');
  });
});

describe('currencies and prices', () => {
  it('lists static prices', async () => {
    const list = (await get('/currencies')).json();
    expect(list[0]).toMatchObject({ symbol: 'BNB', usdPrice: 600 });
  });

  it('takes feed prices over static ones, caches, and falls back when the feed fails', async () => {
    let calls = 0;
    const feed = (async () => {
      calls++;
      return new Response(JSON.stringify({ BNB: 612.5, VSW: 'x' }));
    }) as typeof fetch;
    const p = createPriceProvider(t.database.db, { feedUrl: 'http://feed.test', fetchImpl: feed });
    const first = await p.currencies();
    expect(first.find((c) => c.symbol === 'BNB')?.usdPrice).toBe(612.5);
    expect(first.find((c) => c.symbol === 'VSW')?.usdPrice).toBe(0.05);
    await p.currencies();
    expect(calls).toBe(1);
    const broken = createPriceProvider(t.database.db, {
      feedUrl: 'http://feed.test',
      fetchImpl: (async () => {
        throw new Error('down');
      }) as typeof fetch,
    });
    expect((await broken.currencies())[0]?.usdPrice).toBe(600);
  });
});

describe('newsletter', () => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload });
  it('validates with the spec messages and handles duplicates', async () => {
    expect((await post({ email: '' })).json()).toEqual({
      message: 'Enter email',
      errors: { email: 'Enter email' },
    });
    expect((await post({ email: 'not-mail' })).json().message).toBe('Enter valid email');
    expect((await post({ email: 'A@Example.com' })).json().message).toBe(
      'You have subscribed to our newsletter',
    );
    const again = await post({ email: 'a@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You are already subscribed');
  });
});
