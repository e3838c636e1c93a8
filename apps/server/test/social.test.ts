import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn } from './auth-helpers';
import { addItem, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let aliceCookie: string;
let bobCookie: string;
const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
const A = alice.address.toLowerCase();
const B = bob.address.toLowerCase();
let tokenId: string;

beforeAll(async () => {
  t = await createTestApp();
  aliceCookie = await signIn(t.app, alice);
  bobCookie = await signIn(t.app, bob);
  ({ tokenId } = await addItem(t.database.db, { creator: B, name: 'Sunset' }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

describe('follows', () => {
  it('needs a session to follow', async () => {
    expect((await call('PUT', `/follows/${B}`)).statusCode).toBe(401);
    expect((await call('GET', `/follows/${B}`)).json()).toEqual({ following: false });
  });

  it('follows, lists, notifies, and unfollows', async () => {
    expect((await call('PUT', `/follows/${B}`, aliceCookie)).json()).toEqual({
      message: 'Followed successfully',
    });
    expect((await call('PUT', `/follows/${B}`, aliceCookie)).statusCode).toBe(200);
    expect((await call('GET', `/follows/${B}`, aliceCookie)).json()).toEqual({ following: true });
    const followers = (await call('GET', `/users/${B}/followers`)).json();
    expect(followers.items.map((u: { address: string }) => u.address)).toEqual([A]);
    const following = (await call('GET', `/users/${A}/following`)).json();
    expect(following.items.map((u: { address: string }) => u.address)).toEqual([B]);
    expect((await call('GET', `/users/${B}`)).json().counts.followers).toBe(1);
    const notes = (await call('GET', '/notifications', bobCookie)).json();
    expect(notes[0]).toMatchObject({ isNew: true, text: 'Followed by', from: { address: A } });
    expect(
      (await call('GET', '/follows/feed', aliceCookie)).json().items.map((c: { name: string }) => c.name),
    ).toEqual(['Sunset']);
    expect((await call('DELETE', `/follows/${B}`, aliceCookie)).json()).toEqual({
      message: 'Unfollowed successfully',
    });
    expect((await call('GET', `/follows/${B}`, aliceCookie)).json()).toEqual({ following: false });
  });

  it('refuses following yourself or an unknown user', async () => {
    expect((await call('PUT', `/follows/${A}`, aliceCookie)).statusCode).toBe(400);
    expect(
      (await call('PUT', '/follows/0x00000000000000000000000000000000000000aa', aliceCookie)).statusCode,
    ).toBe(404);
  });
});

describe('likes', () => {
  it('needs a session', async () => {
    expect((await call('PUT', `/likes/${CONTRACT}/${tokenId}`)).statusCode).toBe(401);
  });

  it('toggles with the new count, once per user, and shows in the liked tab', async () => {
    expect((await call('PUT', `/likes/${CONTRACT}/${tokenId}`, aliceCookie)).json()).toEqual({
      likeCount: 1,
      liked: true,
      message: 'Liked successfully',
    });
    expect((await call('PUT', `/likes/${CONTRACT}/${tokenId}`, aliceCookie)).json().likeCount).toBe(1);
    expect((await call('PUT', `/likes/${CONTRACT}/${tokenId}`, bobCookie)).json().likeCount).toBe(2);
    const liked = (await call('GET', `/users/${A}/tokens?tab=liked`)).json();
    expect(liked.items[0]).toMatchObject({ tokenId, likeCount: 2 });
    const asViewer = (await call('GET', `/users/${A}/tokens?tab=liked`, aliceCookie)).json();
    expect(asViewer.items[0].liked).toBe(true);
    expect((await call('DELETE', `/likes/${CONTRACT}/${tokenId}`, aliceCookie)).json()).toMatchObject({
      likeCount: 1,
      liked: false,
    });
    const activity = (await call('GET', '/activity?filter=Token%20Like')).json();
    expect(activity.items.length).toBeGreaterThanOrEqual(1);
    expect(activity.items[0]).toMatchObject({ action: 'like', token: { tokenId, name: 'Sunset' } });
  });

  it("clears visitors' cached explore and search pages, so they show the new count at once", async () => {
    const likeCount = async (url: string) =>
      (await call('GET', url)).json().items.find((c: { tokenId: string }) => c.tokenId === tokenId).likeCount;
    const explore = '/tokens?filter=Recently&limit=50';
    const search = '/search?q=Sunset';
    const [before, found] = [await likeCount(explore), await likeCount(search)];
    expect(found).toBe(before);
    await call('PUT', `/likes/${CONTRACT}/${tokenId}`, aliceCookie);
    expect(await likeCount(explore)).toBe(before + 1);
    expect(await likeCount(search)).toBe(before + 1);
    await call('DELETE', `/likes/${CONTRACT}/${tokenId}`, aliceCookie);
    expect(await likeCount(explore)).toBe(before);
  });

  it('answers Item Not Found for an unknown token', async () => {
    const res = await call('PUT', `/likes/${CONTRACT}/999999`, aliceCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Item Not Found');
  });
});

describe('notifications', () => {
  it('marks own notifications read; others are not found', async () => {
    const [first] = (await call('GET', '/notifications', bobCookie)).json();
    expect((await call('POST', `/notifications/${first.id}/read`, aliceCookie)).statusCode).toBe(404);
    expect((await call('POST', `/notifications/${first.id}/read`, bobCookie)).statusCode).toBe(200);
    const after = (await call('GET', '/notifications?limit=12', bobCookie)).json();
    expect(after.find((n: { id: string }) => n.id === first.id).isNew).toBe(false);
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
  });

  it('filters My Activity by the session', async () => {
    expect((await call('GET', '/activity?filter=My%20Activity')).statusCode).toBe(401);
    const mine = (await call('GET', '/activity?filter=My%20Activity', aliceCookie)).json();
    expect(mine.items.every((a: { from: { address: string } }) => a.from.address === A)).toBe(true);
    expect((await call('GET', `/users/${A}/activity`)).json().items.length).toBe(mine.items.length);
  });
});
