import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../src/activity/record';
import { accounts as accountsTable, users } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { addItem, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Issue 32.12: what an admin hid or banned leaves the public activity feed, and a banned user writes nothing. */
let t: TestApp;
const [admin, alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]];
const cookies = { admin: '', alice: '', bob: '' };
const lower = (a: string) => a.toLowerCase();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ADDRESSES: admin.address });
  cookies.admin = await signIn(t.app, admin);
  cookies.alice = await signIn(t.app, alice);
  cookies.bob = await signIn(t.app, bob);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
const feed = async (url = '/activity?filter=All&limit=50') => {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    text: string;
    token: { name: string } | null;
    from: { address: string } | null;
  }[];
};

describe('moderation reaches the activity feed and writes', () => {
  it('takes hidden items and banned users out of the public activity feed', async () => {
    const hidden = await addItem(t.database.db, { creator: lower(bob.address), name: 'Hidden Heron' });
    const kept = await addItem(t.database.db, { creator: lower(bob.address), name: 'Kept Kestrel' });
    const [hiddenRow, keptRow] = [hidden, kept].map((i) => i.id);
    await recordActivity(t.database.db, {
      action: 'like',
      text: 'Liked by',
      from: lower(alice.address),
      itemId: hiddenRow,
    });
    await recordActivity(t.database.db, {
      action: 'like',
      text: 'Liked by',
      from: lower(alice.address),
      itemId: keptRow,
    });
    await recordActivity(t.database.db, {
      action: 'follow',
      text: 'Followed by',
      from: lower(alice.address),
      to: lower(bob.address),
    });
    const names = async () => (await feed()).map((e) => e.token?.name ?? e.text);
    expect(await names()).toEqual(expect.arrayContaining(['Hidden Heron', 'Kept Kestrel', 'Followed by']));

    const hide = await call('PUT', `/admin/items/${CONTRACT}/${hidden.tokenId}/hidden`, cookies.admin, {
      hidden: true,
    });
    expect(hide.statusCode).toBe(200);
    expect(await names()).not.toContain('Hidden Heron');
    expect(await names()).toContain('Kept Kestrel');

    const ban = await call('PUT', `/admin/users/${lower(alice.address)}/banned`, cookies.admin, {
      banned: true,
    });
    expect(ban.statusCode).toBe(200);
    const after = await feed();
    expect(after.filter((e) => e.from?.address === lower(alice.address))).toEqual([]);
    expect(await feed(`/users/${lower(bob.address)}/activity?limit=50`)).toEqual([]);
  });

  it('refuses every new write of a banned user with a message, and lets them sign out and withdraw', async () => {
    const refused = [
      await call('PUT', `/follows/${lower(bob.address)}`, cookies.alice),
      await call('POST', '/reports', cookies.alice, { contract: CONTRACT, tokenId: '2', message: 'spam' }),
      await call('PUT', '/users/me', cookies.alice, { name: 'Renamed' }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toMatch(/banned/);
    }
    const [row] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.address, lower(alice.address)));
    expect(row?.name).not.toBe('Renamed');
    // Others still write; the banned user may still leave.
    expect((await call('PUT', `/follows/${lower(admin.address)}`, cookies.bob)).statusCode).toBeLessThan(400);
    expect((await call('POST', '/auth/logout', cookies.alice)).statusCode).toBeLessThan(400);
  });

  it('shows admins only emails their owners confirmed', async () => {
    const bobAddress = lower(bob.address);
    await t.database.db
      .update(users)
      .set({ email: 'typed-by-anyone@example.com' })
      .where(eq(users.address, bobAddress));
    const listed = async () => {
      const res = await call('GET', '/admin/users?q=', cookies.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.find((u: { address: string }) => u.address === bobAddress)?.email ?? null;
    };
    expect(await listed()).toBeNull();
    await t.database.db
      .insert(accountsTable)
      .values({ address: bobAddress, email: 'victim@example.com', walletLinked: true });
    expect(await listed()).toBeNull();
    const search = await call('GET', '/admin/users?q=victim', cookies.admin);
    expect(search.json().items).toEqual([]);
    await t.database.db.execute(
      sql`update accounts set email_verified_at = now() where address = ${bobAddress}`,
    );
    expect(await listed()).toBe('victim@example.com');
  });
});
