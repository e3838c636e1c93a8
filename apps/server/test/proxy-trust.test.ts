import { MSG } from '@agora/core';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { SIGN_IN_PER_ADDRESS, WRITES_PER_ACCOUNT } from '../src/http/rate-limits';
import { accounts, signIn, siweMessage } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
const LIMIT = 20;

/** The status codes of `n` GETs of a cheap route, the i-th with the headers and peer address `at(i)` gives. */
async function statuses(t: TestApp, n: number, at: (i: number) => { xff: string; peer?: string }) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const { xff, peer } = at(i);
    const res = await t.app.inject({
      url: '/api/v1/collections/top',
      headers: { 'x-forwarded-for': xff },
      remoteAddress: peer ?? '127.0.0.1',
    });
    codes.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json()).toEqual({ message: MSG.api.tooManyRequests });
  }
  return codes;
}

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  it('varied X-Forwarded-For headers do not escape the per-address limit', async () => {
    const codes = await statuses(t, LIMIT + 5, (i) => ({ xff: `198.51.100.${i}` }));
    expect(codes.slice(0, LIMIT).every((c) => c === 200)).toBe(true);
    expect(codes.slice(LIMIT)).toEqual(Array(5).fill(429));
  });
});

describe('TRUST_PROXY=1 (one proxy hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { rateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  it('the client is the right-most hop: a forged left part does not make a new client', async () => {
    const codes = await statuses(t, LIMIT + 1, (i) => ({
      xff: `10.9.9.${i}, 203.0.113.7`,
      peer: '10.0.0.2',
    }));
    expect(codes.at(-1)).toBe(429);
  });

  it('distinct right-most hops are distinct clients', async () => {
    const codes = await statuses(t, LIMIT + 5, (i) => ({ xff: `203.0.113.${100 + i}`, peer: '10.0.0.2' }));
    expect(codes.every((c) => c === 200)).toBe(true);
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, ::1' }, { rateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  it('a peer that is not a listed proxy is the client, whatever it forwards', async () => {
    const codes = await statuses(t, LIMIT + 1, (i) => ({ xff: `203.0.113.${i}`, peer: '198.51.100.9' }));
    expect(codes.at(-1)).toBe(429);
  });

  it('behind a listed proxy, each forwarded client has its own limit', async () => {
    const codes = await statuses(t, LIMIT + 5, (i) => ({ xff: `192.0.2.${i}`, peer: '10.1.2.3' }));
    expect(codes.every((c) => c === 200)).toBe(true);
  });
});

describe('TRUST_PROXY configuration', () => {
  it('is off by default and parses a hop count or a list', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.16.0.0/12' }).TRUST_PROXY).toEqual([
      'loopback',
      '172.16.0.0/12',
    ]);
  });

  it.each(['true', 'nginx', '10.0.0.0/33', '10.0.0.1/8/2'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('per-account limits hold across addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimitPerMinute: 10_000 });
  });
  afterAll(() => t.close());

  // Each attempt from its own address, the nonce too (the nonce route is limited per address as well).
  async function verify(account: typeof alice, ip: string) {
    const { nonce, domain, uri, chainId } = (
      await t.app.inject({ url: '/api/v1/auth/nonce', remoteAddress: ip })
    ).json();
    const message = createSiweMessage({
      address: account.address,
      ...{ nonce, domain, uri, chainId },
      version: '1',
      issuedAt: new Date(),
    });
    const signature = await account.signMessage({ message });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { message, signature },
      remoteAddress: ip,
    });
  }

  it(`sign-in: ${SIGN_IN_PER_ADDRESS} a minute per wallet, from any number of addresses`, async () => {
    for (let i = 0; i < SIGN_IN_PER_ADDRESS; i++) {
      expect((await verify(alice, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    const over = await verify(alice, '203.0.113.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MSG.api.tooManyRequests });
    expect(over.headers['set-cookie']).toBeUndefined();
    // Another wallet from the same address is not held back.
    expect((await verify(bob, '203.0.113.1')).statusCode).toBe(200);
  });

  it(`writes: ${WRITES_PER_ACCOUNT} a minute per signed-in account, from any number of addresses`, async () => {
    const aliceCookie = await signIn(t.app, accounts[2] as typeof alice);
    const bobCookie = await signIn(t.app, accounts[3] as typeof alice);
    const follow = (cookie: string, ip: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/follows/${bob.address}`,
        headers: { cookie },
        remoteAddress: ip,
      });
    for (let i = 0; i < WRITES_PER_ACCOUNT; i++) {
      expect((await follow(aliceCookie, `10.${i >> 8}.${i & 255}.1`)).statusCode).toBe(200);
    }
    const over = await follow(aliceCookie, '203.0.113.2');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await follow(bobCookie, '203.0.113.2')).statusCode).toBe(200);
  });
});

describe('session-dependent answers are not cached', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, alice);
  });
  afterAll(() => t.close());

  const vary = (h: Record<string, unknown>) =>
    String(h.vary ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase());

  it('GET /users/me (with the email) is no-store and varies on Cookie', async () => {
    const res = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(vary(res.headers)).toContain('cookie');
  });

  it('a session-dependent route is no-store for a visitor too', async () => {
    const res = await t.app.inject('/api/v1/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('any answer to a signed-in request is no-store; the anonymous one only varies on Cookie', async () => {
    const signedIn = await t.app.inject({ url: '/api/v1/collections/top', headers: { cookie } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject('/api/v1/collections/top');
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(vary(anonymous.headers)).toContain('cookie');
  });

  it('sign-in, which sets the cookie, is no-store', async () => {
    const message = await siweMessage(t.app, bob);
    const signature = await bob.signMessage({ message });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { message, signature },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
