import { createHash } from 'node:crypto';
import { devAccount } from '@agora/chain';
import { pageOf, type TokenCard, tokenCard } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../src/auth/session';
import { SESSION_MEMO_MS, SessionMemo } from '../src/auth/session-memo';
import { SessionRenewals } from '../src/auth/session-renewals';
import { createLocalBus } from '../src/cluster/bus';
import { shareSessionEnds } from '../src/cluster/coordination';
import { items, sessions, users } from '../src/db/schema';
import { spliceFacts, viewerTemplate } from '../src/items/shared-page';
import { accounts, signIn } from './auth-helpers';
import { addItem } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * Shared pages take their reader from an in-process memo of confirmed sessions (auth/session-memo.ts): a
 * session ended must stop showing its reader's facts at once on the server that ended it, on the others as
 * soon as the bus tells, and at worst after SESSION_MEMO_MS. Writes never trust the memo.
 */
let t: TestApp;
const explore = '/api/v1/tokens?filter=All&page=1&limit=10';
const viewerFields = (body: string) =>
  (JSON.parse(body) as { items: TokenCard[] }).items.some((c) => 'liked' in c || 'myBid' in c);
let contract = '';
let tokenId = '';

beforeAll(async () => {
  t = await createTestApp();
  const item = await addItem(t.database.db, {
    creator: '0x00000000000000000000000000000000000000c2',
    name: 'Memo',
  });
  const [row] = await t.database.db
    .select({ contract: items.contract })
    .from(items)
    .where(eq(items.id, item.id));
  contract = row?.contract ?? '';
  tokenId = item.tokenId;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('the session memo of shared pages', () => {
  it('a reader who signs out gets the visitors’ page at once, and cannot write', async () => {
    const cookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
    const before = await t.app.inject({ url: explore, headers: { cookie } });
    expect(viewerFields(before.body)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    const after = await t.app.inject({ url: explore, headers: { cookie } });
    expect(viewerFields(after.body)).toBe(false);
    const like = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/likes/${contract}/${tokenId}`,
      headers: { cookie },
    });
    expect(like.statusCode).toBe(401);
  });

  it('a session deleted behind the server’s back stops within SESSION_MEMO_MS; writes and /auth/session at once', async () => {
    const cookie = await signIn(t.app, accounts[2] as (typeof accounts)[number]);
    expect(viewerFields((await t.app.inject({ url: explore, headers: { cookie } })).body)).toBe(true);
    const address = (accounts[2]?.address ?? '').toLowerCase();
    await t.database.db.delete(sessions).where(eq(sessions.address, address));
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json()).toBeNull();
    const like = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/likes/${contract}/${tokenId}`,
      headers: { cookie },
    });
    expect(like.statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_MEMO_MS + 1 });
    expect(viewerFields((await t.app.inject({ url: explore, headers: { cookie } })).body)).toBe(false);
  });

  it('past half its time a remembered session is confirmed again in the background, and gone if deleted', async () => {
    const cookie = await signIn(t.app, accounts[3] as (typeof accounts)[number]);
    const read = async () => viewerFields((await t.app.inject({ url: explore, headers: { cookie } })).body);
    expect(await read()).toBe(true);
    const address = (accounts[3]?.address ?? '').toLowerCase();
    await t.database.db.delete(sessions).where(eq(sessions.address, address));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_MEMO_MS / 2 + 1 });
    // This reader is answered from the memo and starts the renewal, which finds the session gone.
    expect(await read()).toBe(true);
    let after = true;
    for (let n = 0; n < 50 && after; n++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await read();
    }
    expect(after).toBe(false);
  });

  it('renewals falling due together are confirmed together: the valid kept, the deleted forgotten', async () => {
    const [a, b] = [devAccount(6), devAccount(7)];
    const [cookieA, cookieB] = [await signIn(t.app, a), await signIn(t.app, b)];
    const read = async (cookie: string) =>
      viewerFields((await t.app.inject({ url: explore, headers: { cookie } })).body);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect([await read(cookieA), await read(cookieB)]).toEqual([true, true]);
    const drop = (who: typeof a) =>
      t.database.db.delete(sessions).where(eq(sessions.address, who.address.toLowerCase()));
    await drop(a);
    vi.setSystemTime(start + SESSION_MEMO_MS / 2 + 1);
    // Both from the memo; both renewals start, gathered into one statement.
    expect([await read(cookieA), await read(cookieB)]).toEqual([true, true]);
    let seesA = true;
    for (let n = 0; n < 50 && seesA; n++) {
      await new Promise((r) => setTimeout(r, 20));
      seesA = await read(cookieA);
    }
    expect(seesA).toBe(false);
    // B was confirmed at half time, so it is remembered past the first answer's end without the database.
    await drop(b);
    vi.setSystemTime(start + SESSION_MEMO_MS + 1);
    expect(await read(cookieB)).toBe(true);
  });

  it('gathers the renewals falling due within its window into one confirmation', async () => {
    const asked: string[][] = [];
    const renewals = new SessionRenewals(async (hashes) => {
      asked.push(hashes);
    }, 5);
    for (const h of ['a', 'b', 'a', 'c']) renewals.add(h);
    await new Promise((r) => setTimeout(r, 40));
    renewals.add('d');
    await new Promise((r) => setTimeout(r, 40));
    expect(asked).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('a lookup that started before a session was forgotten is not remembered', () => {
    const memo = new SessionMemo<string>();
    const expires = new Date(Date.now() + 86_400_000);
    const stamp = memo.stamp();
    memo.forget({ hash: 'ended' });
    memo.put('read-before', '0x1', 'user', expires, stamp);
    expect(memo.get('read-before')).toBeNull();
    memo.put('read-after', '0x1', 'user', expires, memo.stamp());
    expect(memo.get('read-after')).toEqual({ user: 'user', renew: false });
  });

  it('a session ended on one server is forgotten by the others over the bus', async () => {
    const db = t.database.db;
    const bus = createLocalBus();
    const [here, there] = [new SessionStore(db, t.config), new SessionStore(db, t.config)];
    shareSessionEnds(here, bus);
    shareSessionEnds(there, bus);
    const address = '0x00000000000000000000000000000000000000d3';
    await db.insert(users).values({ address }).onConflictDoNothing();
    const token = 'memo-bus-session';
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await db.insert(sessions).values({ tokenHash, address, expiresAt: new Date(Date.now() + 86_400_000) });
    const req = { cookies: { agora_session: token }, protocol: 'http' } as unknown as FastifyRequest;
    const fresh = () => ({ ...req }) as FastifyRequest;
    expect((await there.viewer(fresh()))?.address).toBe(address);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    // Remembered until told: the bound when the bus is down.
    expect((await there.viewer(fresh()))?.address).toBe(address);
    here.ended({ address });
    expect(await there.viewer(fresh())).toBeNull();
  });
});

describe('the viewer template of a shared page', () => {
  const encode = serializerCompiler({ schema: pageOf(tokenCard), method: 'GET', url: '' }) as (
    p: unknown,
  ) => string;
  it('splices each reader’s facts into the very bytes the serializer makes of them', async () => {
    const [card] = (JSON.parse((await t.app.inject({ url: explore })).body) as { items: TokenCard[] }).items;
    if (!card) throw new Error('no card on the explore page');
    // A name that spells a viewer field is escaped inside its string and never taken for one.
    const cards = [card, { ...card, name: '"liked":false,"myBid":null' }, { ...card, name: 'c' }];
    const shared = {
      json: encode({ items: cards, hasMore: false }),
      page: { items: cards, hasMore: false },
      ids: [1, 2, 3],
    };
    const pieces = viewerTemplate(encode, shared);
    expect(pieces).not.toBeNull();
    const facts = new Map([
      [1, { liked: true, myBid: null }],
      [3, { liked: false, myBid: { status: 'partiallyCompleted' as const } }],
    ]);
    const expected = encode({
      items: cards.map((c, k) => ({
        ...c,
        liked: facts.get(k + 1)?.liked ?? false,
        myBid: facts.get(k + 1)?.myBid ?? null,
      })),
      hasMore: false,
    });
    expect(spliceFacts(pieces as string[], shared.ids, facts)).toBe(expected);
  });
});
