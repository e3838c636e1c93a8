import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/admin/audit';
import { rows } from '../src/db/rows';
import { accounts, signIn } from './auth-helpers';
import { addItem, addUser, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Issue 15, admin area: who may enter, the audit log, the dashboard, reported items and users. */
let t: TestApp;
const [admin, alice, bob, carol] = accounts as [
  (typeof accounts)[0],
  (typeof accounts)[0],
  (typeof accounts)[0],
  (typeof accounts)[0],
];
const cookies = { admin: '', alice: '', bob: '' };
const lower = (a: string) => a.toLowerCase();
beforeAll(async () => {
  t = await createTestApp({ ADMIN_ADDRESSES: admin.address });
  cookies.admin = await signIn(t.app, admin);
  cookies.alice = await signIn(t.app, alice);
  cookies.bob = await signIn(t.app, bob);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, cookies.admin, payload);
/** A visitor (no cookie: the page cache's path) and a signed-in user (no cache) must agree. */
const asVisitor = (url: string) => call('GET', url);

/** The names of a list answer (which must be a 200). */
const names = (res: { statusCode: number; body: string; json(): { items: { name: string }[] } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((i) => i.name);
};
const explore = async (cookie?: string) => names(await call('GET', '/tokens?filter=All&limit=20', cookie));
const search = async (q: string) => (await asVisitor(`/search?q=${encodeURIComponent(q)}`)).json();
const created = async (address: string) =>
  names(await asVisitor(`/users/${lower(address)}/tokens?tab=created&limit=20`));

describe('admin access', () => {
  const ROUTES: [Method, string, object?][] = [
    ['GET', '/admin/me'],
    ['GET', '/admin/audit'],
    ['GET', '/admin/dashboard'],
    ['GET', '/admin/reported-items'],
    ['PUT', `/admin/items/${CONTRACT}/1/hidden`, { hidden: true }],
    ['PUT', `/admin/items/${CONTRACT}/1/reports`, { resolved: true }],
    ['GET', '/admin/users'],
    ['PUT', `/admin/users/${lower(alice.address)}/verified`, { verified: true }],
    ['PUT', `/admin/users/${lower(alice.address)}/banned`, { banned: true }],
  ];

  it('answers 401 without a session and 403 to a non-admin on every people and moderation route', async () => {
    for (const [method, url, payload] of ROUTES) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const user = await call(method, url, cookies.alice, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json().message).toBe('You are not allowed to do this');
    }
    // Nothing was written by the refused calls.
    expect((await asAdmin('GET', '/admin/audit')).json().items).toEqual([]);
  });

  it('tells an admin who they are', async () => {
    const me = await asAdmin('GET', '/admin/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ address: lower(admin.address), email: null, roles: ['admin'] });
  });
});

describe('reported items: hide, unhide, resolve', () => {
  it('shows the item with its reports, hides it from explore, search, profile and home lists, and back', async () => {
    const bad = await addItem(t.database.db, { creator: alice.address, name: 'Quokka Forgery' });
    await addItem(t.database.db, { creator: alice.address, name: 'Quokka Original' });
    const report = (cookie: string, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        headers: { cookie },
        payload: { contract: CONTRACT, tokenId: bad.tokenId, message },
      });
    expect((await report(cookies.bob, 'stolen art')).statusCode).toBe(200);
    expect((await report(cookies.alice, 'not mine')).statusCode).toBe(200);

    const reported = (await asAdmin('GET', '/admin/reported-items')).json();
    expect(reported.items).toHaveLength(1);
    expect(reported.items[0]).toMatchObject({
      item: { contract: CONTRACT, tokenId: bad.tokenId, name: 'Quokka Forgery', hidden: false },
      creator: { address: lower(alice.address), banned: false, verified: false },
      openReports: 2,
    });
    expect(reported.items[0].reports.map((r: { message: string }) => r.message).sort()).toEqual([
      'not mine',
      'stolen art',
    ]);
    expect((await asAdmin('GET', '/admin/dashboard')).json().reportsWaiting).toBe(1);

    // Warm the visitors' page cache first: hiding must clear it.
    expect(await explore()).toContain('Quokka Forgery');
    expect((await search('Quokka')).items.map((i: { name: string }) => i.name)).toContain('Quokka Forgery');

    const hide = await asAdmin('PUT', `/admin/items/${CONTRACT}/${bad.tokenId}/hidden`, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().message).toBe('The item is hidden from every list and search');
    for (const list of [await explore(), await explore(cookies.bob), await created(alice.address)]) {
      expect(list).toContain('Quokka Original');
      expect(list).not.toContain('Quokka Forgery');
    }
    expect((await search('Quokka')).items.map((i: { name: string }) => i.name)).toEqual(['Quokka Original']);
    expect(names(await asVisitor('/tokens?filter=Recently&page=1&limit=12'))).not.toContain('Quokka Forgery');
    // Its own page still answers, and says it is hidden.
    const page = await asVisitor(`/items/${CONTRACT}/${bad.tokenId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().token.hidden).toBe(true);
    expect((await asAdmin('GET', '/admin/reported-items')).json().items[0].item.hidden).toBe(true);

    expect(
      (await asAdmin('PUT', `/admin/items/${CONTRACT}/${bad.tokenId}/hidden`, { hidden: false })).statusCode,
    ).toBe(200);
    expect(await explore()).toContain('Quokka Forgery');
    expect((await search('Quokka')).items.map((i: { name: string }) => i.name)).toContain('Quokka Forgery');
    expect((await asVisitor(`/items/${CONTRACT}/${bad.tokenId}`)).json().token.hidden).toBe(false);

    const resolve = await asAdmin('PUT', `/admin/items/${CONTRACT}/${bad.tokenId}/reports`, {
      resolved: true,
    });
    expect(resolve.statusCode).toBe(200);
    expect((await asAdmin('GET', '/admin/reported-items')).json().items).toEqual([]);
    const done = (await asAdmin('GET', '/admin/reported-items?resolved=true')).json();
    expect(done.items[0]).toMatchObject({ openReports: 0, item: { tokenId: bad.tokenId } });
    expect((await asAdmin('GET', '/admin/dashboard')).json().reportsWaiting).toBe(0);

    const audit = (await asAdmin('GET', '/admin/audit')).json().items;
    expect(audit.slice(0, 3)).toMatchObject([
      { action: 'reports.resolve', target: `${CONTRACT}/${bad.tokenId}`, details: { reports: 2 } },
      { action: 'item.unhide', actor: lower(admin.address) },
      { action: 'item.hide', actor: lower(admin.address), target: `${CONTRACT}/${bad.tokenId}` },
    ]);
  });

  it('answers 404 for an unknown item and 400 for a malformed one, never 5xx', async () => {
    const unknown = await asAdmin('PUT', `/admin/items/${CONTRACT}/999999/hidden`, { hidden: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Item not found');
    expect((await asAdmin('PUT', '/admin/items/0x12/1/hidden', { hidden: true })).statusCode).toBe(400);
    expect((await asAdmin('PUT', `/admin/items/${CONTRACT}/1/hidden`, { hidden: 'yes' })).statusCode).toBe(
      400,
    );
  });
});

describe('users: search, verify, ban', () => {
  it('finds users by name and address, newest first, paged', async () => {
    await addUser(t.database.db, bob.address, { name: 'Bobby Tables' });
    const byName = (await asAdmin('GET', '/admin/users?q=tables')).json();
    expect(byName.items.map((u: { address: string }) => u.address)).toEqual([lower(bob.address)]);
    const byAddress = (await asAdmin('GET', `/admin/users?q=${alice.address.slice(0, 12)}`)).json();
    expect(byAddress.items[0]).toMatchObject({
      address: lower(alice.address),
      banned: false,
      verified: false,
    });
    const paged = (await asAdmin('GET', '/admin/users?limit=1')).json();
    expect(paged).toMatchObject({ hasMore: true });
    expect(paged.items).toHaveLength(1);
  });

  it('verifies a creator: the flag shows on cards, the profile and the token page', async () => {
    const item = await addItem(t.database.db, { creator: bob.address, name: 'Wombat Verified' });
    const card = async () =>
      (await search('Wombat')).items.find((i: { name: string }) => i.name === 'Wombat Verified').creator;
    expect((await card()).verified).toBe(false);
    const done = await asAdmin('PUT', `/admin/users/${lower(bob.address)}/verified`, { verified: true });
    expect(done.json().message).toBe('The creator is verified');
    expect((await card()).verified).toBe(true);
    expect((await asVisitor(`/users/${lower(bob.address)}`)).json().verified).toBe(true);
    expect((await asVisitor(`/items/${CONTRACT}/${item.tokenId}`)).json().token.creator.verified).toBe(true);
    await asAdmin('PUT', `/admin/users/${lower(bob.address)}/verified`, { verified: false });
    expect((await card()).verified).toBe(false);
  });

  it('bans a user: their items leave explore, search and top creators; the user leaves user search', async () => {
    // Carol never signed in: her users row is made by the ban.
    await addItem(t.database.db, { creator: carol.address, name: 'Numbat Banned' });
    await t.database.db.execute(
      sql`update users set created_count = 5 where address = ${lower(bob.address)}`,
    );
    expect(await explore()).toContain('Numbat Banned');
    expect((await search('Numbat')).items.map((i: { name: string }) => i.name)).toEqual(['Numbat Banned']);
    const topCreators = async () =>
      (await asVisitor('/users/top-creators')).json().map((u: { address: string }) => u.address);
    expect(await topCreators()).toContain(lower(bob.address));

    expect(
      (await asAdmin('PUT', `/admin/users/${lower(carol.address)}/banned`, { banned: true })).statusCode,
    ).toBe(200);
    expect(
      (await asAdmin('PUT', `/admin/users/${lower(bob.address)}/banned`, { banned: true })).statusCode,
    ).toBe(200);
    expect(await explore()).not.toContain('Numbat Banned');
    expect(await explore()).not.toContain('Wombat Verified');
    expect((await search('Numbat')).items).toEqual([]);
    expect((await search('Bobby')).users).toEqual([]);
    expect(await topCreators()).not.toContain(lower(bob.address));

    await asAdmin('PUT', `/admin/users/${lower(bob.address)}/banned`, { banned: false });
    expect(await explore()).toContain('Wombat Verified');
    expect((await search('Bobby')).users.map((u: { address: string }) => u.address)).toEqual([
      lower(bob.address),
    ]);
    expect(await explore()).not.toContain('Numbat Banned');

    const audit = (await asAdmin('GET', '/admin/audit?limit=3')).json().items;
    expect(audit.map((a: { action: string; target: string }) => [a.action, a.target])).toEqual([
      ['user.unban', lower(bob.address)],
      ['user.ban', lower(bob.address)],
      ['user.ban', lower(carol.address)],
    ]);
  });

  it('refuses to ban an admin wallet and answers 404 for an address nobody uses', async () => {
    const self = await asAdmin('PUT', `/admin/users/${lower(admin.address)}/banned`, { banned: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('An administrator cannot be banned');
    const nobody = await asAdmin('PUT', `/admin/users/0x${'ab'.repeat(20)}/verified`, { verified: true });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('hostile input', () => {
  it('answers 4xx, never 5xx, to control characters, huge numbers and malformed keys on every route', async () => {
    const bad = [
      '%00',
      '%E2%80%AE',
      'x'.repeat(300),
      '-1',
      '99999999999999999999',
      '0x%00',
      '%27%20or%201%3D1',
    ];
    for (const v of bad) {
      for (const [method, url, payload] of [
        ['GET', `/admin/users?q=${v}`],
        ['GET', `/admin/users?page=${v}`],
        ['GET', `/admin/audit?limit=${v}`],
        ['GET', `/admin/reported-items?resolved=${v}`],
        ['PUT', `/admin/items/${v}/${v}/hidden`, { hidden: true }],
        ['PUT', `/admin/items/${CONTRACT}/${v}/reports`, { resolved: v }],
        ['PUT', `/admin/users/${v}/banned`, { banned: true }],
        ['PUT', `/admin/users/${lower(bob.address)}/verified`, { verified: v }],
      ] as [Method, string, object?][]) {
        const res = await asAdmin(method, url, payload);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('dashboard and audit log', () => {
  it('counts new items, users, sales and USD volume per window', async () => {
    const { id } = await addItem(t.database.db, { creator: alice.address, name: 'Sold Thing' });
    const [bnb] = await rows<{ usd_price: string }>(
      t.database.db,
      sql`select usd_price from currencies where symbol = 'BNB'`,
    );
    await t.database.db.execute(sql`insert into activity (action, item_id, from_address, to_address, text, price,
      currency, quantity, created_at) values
      ('purchase', ${id}, ${lower(bob.address)}, ${lower(alice.address)}, 'bought', ${String(2n * 10n ** 18n)}, 'BNB', 1, now()),
      ('accept', ${id}, ${lower(alice.address)}, ${lower(bob.address)}, 'accepted', ${String(10n ** 18n)}, 'BNB', 2, now() - interval '3 days'),
      ('purchase', ${id}, ${lower(bob.address)}, ${lower(alice.address)}, 'bought', ${String(10n ** 18n)}, 'BNB', 1, now() - interval '60 days')`);
    const body = (await asAdmin('GET', '/admin/dashboard')).json();
    const price = Number(bnb?.usd_price ?? 0);
    const [day, week, month] = body.windows;
    expect(body.windows.map((w: { days: number }) => w.days)).toEqual([1, 7, 30]);
    expect(day).toMatchObject({ sales: 1, volumeUsd: Math.round(2 * price * 100) / 100 });
    expect(week).toMatchObject({ sales: 2, volumeUsd: Math.round(4 * price * 100) / 100 });
    expect(month.sales).toBe(2);
    const [counts] = await rows<{ items: number; users: number }>(
      t.database.db,
      sql`select (select count(*)::int from items) as items, (select count(*)::int from users) as users`,
    );
    expect(day).toMatchObject({ items: counts?.items, users: counts?.users });
  });

  it('pages the log newest first and keeps what recordAudit is given', async () => {
    for (const n of [1, 2, 3])
      await recordAudit(t.database.db, {
        actor: admin.address,
        action: 'test.step',
        target: `t/${n}`,
        details: { n },
      });
    const first = (await asAdmin('GET', '/admin/audit?limit=2')).json();
    expect(first.hasMore).toBe(true);
    expect(first.items.map((e: { target: string }) => e.target)).toEqual(['t/3', 't/2']);
    expect(first.items[0]).toMatchObject({ actor: lower(admin.address), details: { n: 3 } });
    const second = (await asAdmin('GET', '/admin/audit?limit=2&page=2')).json();
    expect(second.items[0].target).toBe('t/1');
    expect((await asAdmin('GET', '/admin/audit?limit=1000')).statusCode).toBe(400);
  });
});
