import type { AddressInfo } from 'node:net';
import { MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { multipart } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

// The test app listens (in config) on 127.0.0.1:3000, so its own origins are the loopback names on port 3000.
const OWN = 'http://localhost:3000';
const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.database.db);
  cookie = await signIn(t.app, alice);
});
afterAll(() => t.close());

/** Headers a browser sends, minus the cookie: `origin: undefined` means the request carries no Origin. */
type Sent = Record<string, string | undefined>;

async function createCollection(name: string, headers: Sent) {
  const body = await multipart({ name, customUrl: name, category: 'Art' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/collections',
    payload: body.payload,
    headers: { ...body.headers, cookie, ...headers },
  });
}

async function collectionExists(name: string) {
  const res = await t.app.inject({ url: `/api/v1/collections/mine/${name}`, headers: { cookie } });
  return res.statusCode === 200;
}

async function signedIn() {
  const res = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
  return res.json()?.address === alice.address.toLowerCase();
}

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: MSG.api.crossSite });
}

describe('cross-site writes are refused', () => {
  it.each<[string, Sent]>([
    ['no Origin and no Sec-Fetch-Site', { origin: undefined }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:4000' }],
    ['another scheme of the same host', { origin: 'https://localhost:3000' }],
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site without Origin', { origin: undefined, 'sec-fetch-site': 'same-site' }],
    [
      'a foreign Origin even with Sec-Fetch-Site: same-origin',
      { origin: 'http://evil', 'sec-fetch-site': 'same-origin' },
    ],
  ])('multipart create-collection with %s: 403, nothing created', async (_case, headers) => {
    const name = `x${Math.random().toString(36).slice(2, 8)}`;
    expectRefused(await createCollection(name, headers));
    expect(await collectionExists(name)).toBe(false);
  });

  it('a JSON write from another port is refused and nothing changes', async () => {
    const follow = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/follows/${bob.address}`,
        headers: { cookie, origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
        payload: '{}',
      });
    expectRefused(await follow());
    const status = await t.app.inject({ url: `/api/v1/follows/${bob.address}`, headers: { cookie } });
    expect(status.json()).toEqual({ following: false });
  });

  it('a text/plain logout from another site is refused: the session still works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: 'http://localhost:8080', 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expectRefused(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await signedIn()).toBe(true);
  });

  it('GET is unaffected by a foreign Origin', async () => {
    const res = await t.app.inject({
      url: '/api/v1/auth/session',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toBe(alice.address.toLowerCase());
  });
});

describe('same-origin writes pass', () => {
  it.each<[string, Sent]>([
    ['its own Origin', { origin: OWN }],
    ['its own Origin under another loopback name', { origin: 'http://127.0.0.1:3000' }],
    ['no Origin but Sec-Fetch-Site: same-origin', { origin: undefined, 'sec-fetch-site': 'same-origin' }],
  ])('multipart create-collection with %s', async (_case, headers) => {
    const name = `ok${Math.random().toString(36).slice(2, 8)}`;
    expect((await createCollection(name, headers)).statusCode).toBe(200);
    expect(await collectionExists(name)).toBe(true);
  });
});

describe('configured origins', () => {
  let pub: TestApp;
  beforeAll(async () => {
    pub = await createTestApp({
      PUBLIC_URL: 'https://agora.example/app',
      CORS_ORIGINS: 'https://wallet.example',
    });
  });
  afterAll(() => pub.close());

  const logout = (origin: string) =>
    pub.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin } });

  it('PUBLIC_URL’s origin and CORS_ORIGINS are accepted', async () => {
    expect((await logout('https://agora.example')).statusCode).toBe(200);
    expect((await logout('https://wallet.example')).statusCode).toBe(200);
  });

  it('with PUBLIC_URL set, the loopback origins are someone else', async () => {
    expectRefused(await logout(OWN));
    expectRefused(await logout('http://agora.example'));
  });
});

describe('PORT=0', () => {
  let zero: TestApp;
  let port: number;
  beforeAll(async () => {
    zero = await createTestApp({ PORT: '0' });
    await zero.app.listen({ port: 0, host: '127.0.0.1' });
    port = (zero.app.server.address() as AddressInfo).port;
  });
  afterAll(() => zero.close());

  const logout = (origin: string) =>
    fetch(`http://127.0.0.1:${port}/api/v1/auth/logout`, { method: 'POST', headers: { origin } });

  it('takes its own origin from the port actually listened on', async () => {
    expect((await logout(`http://localhost:${port}`)).status).toBe(200);
    expect((await logout(`http://127.0.0.1:${port}`)).status).toBe(200);
    expect((await logout(`http://localhost:${port + 1}`)).status).toBe(403);
    expect((await logout('http://localhost:0')).status).toBe(403);
  });
});
