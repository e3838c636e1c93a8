import { MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, siweMessage } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 12 part 2: a sign-in message is bound to this deployment — its domain, uri and chain come from the
 * configuration, never from request headers — and valid only around now. A message signed on a phishing site,
 * for another network, post-dated or stale is refused with its own message.
 */
const [alice] = accounts as [(typeof accounts)[0]];
const MIN = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signAndVerify(
  app: TestApp['app'],
  over: Parameters<typeof siweMessage>[2] = {},
  headers: Record<string, string> = {},
) {
  const message = await siweMessage(app, alice, over);
  const signature = await alice.signMessage({ message });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { message, signature },
    headers,
  });
  return { res, message, signature, cookie: res.cookies.find((c) => c.name === 'agora_session') };
}

function refused(res: { statusCode: number; json(): { message: string } }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
}

describe('GET /auth/nonce names what to sign', () => {
  it("answers the test server's own origin and the local chain", async () => {
    const res = await t.app.inject('/api/v1/auth/nonce');
    expect(res.json()).toMatchObject({
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      chainId: 31337,
    });
    expect(res.json().origins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('suggests the loopback name the page is on, and never a header-named foreign host', async () => {
    const on127 = await t.app.inject({
      url: '/api/v1/auth/nonce',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(on127.json()).toMatchObject({ domain: '127.0.0.1:3000', uri: 'http://127.0.0.1:3000' });
    const evil = await t.app.inject({
      url: '/api/v1/auth/nonce',
      headers: { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(evil.json().domain).toBe('localhost:3000');
    expect(evil.json().origins).not.toContain('https://evil.example');
  });
});

describe('domain and uri', () => {
  it('signs in on each loopback name the server listens under', async () => {
    // [::1] is accepted too, but viem's createSiweMessage cannot write an IPv6 domain, so no wallet signs one.
    for (const uri of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const { res } = await signAndVerify(t.app, { domain: new URL(uri).host, uri });
      expect(res.statusCode, uri).toBe(200);
    }
  });

  it('refuses a message for another site', async () => {
    const { res, cookie } = await signAndVerify(t.app, {
      domain: 'evil.example',
      uri: 'https://evil.example',
    });
    refused(res, MSG.api.wrongDomain);
    expect(cookie).toBeUndefined();
  });

  it('refuses it even when Host and X-Forwarded-Host name that site', async () => {
    const over = { domain: 'evil.example', uri: 'https://evil.example' };
    const spoofs: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', origin: 'http://localhost:3000' },
    ];
    for (const headers of spoofs) {
      const { res } = await signAndVerify(t.app, over, headers);
      refused(res, MSG.api.wrongDomain);
    }
  });

  it('refuses it when Origin names that site too (the attacker replays from their own client)', async () => {
    const { res, cookie } = await signAndVerify(
      t.app,
      { domain: 'evil.example', uri: 'https://evil.example' },
      { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    // Refused by the binding check, or earlier by the cross-site write check; never a session.
    expect([400, 403]).toContain(res.statusCode);
    expect(cookie).toBeUndefined();
  });

  it("refuses our domain with another site's uri, or another port of ours", async () => {
    refused((await signAndVerify(t.app, { uri: 'https://evil.example/login' })).res, MSG.api.wrongUri);
    refused((await signAndVerify(t.app, { uri: 'http://localhost:3001' })).res, MSG.api.wrongUri);
    refused(
      (await signAndVerify(t.app, { domain: 'localhost:3001', uri: 'http://localhost:3001' })).res,
      MSG.api.wrongDomain,
    );
  });

  it('refuses a uri under the right host but another scheme', async () => {
    refused((await signAndVerify(t.app, { uri: 'https://localhost:3000' })).res, MSG.api.wrongUri);
  });
});

describe('chain', () => {
  it('refuses a message for another network', async () => {
    for (const chainId of [1, 56, 31338]) {
      refused((await signAndVerify(t.app, { chainId })).res, MSG.api.wrongChain);
    }
  });
});

describe('time', () => {
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

  it('refuses a message dated in the future beyond a minute of clock skew', async () => {
    refused((await signAndVerify(t.app, { issuedAt: at(365 * 24 * 60 * MIN) })).res, MSG.api.siweFuture);
    refused((await signAndVerify(t.app, { issuedAt: at(61_000) })).res, MSG.api.siweFuture);
  });

  it('accepts a message 30 s ahead (a device clock slightly fast)', async () => {
    expect((await signAndVerify(t.app, { issuedAt: at(30_000) })).res.statusCode).toBe(200);
  });

  it('refuses a message issued more than 10 minutes ago, even with a fresh nonce', async () => {
    refused((await signAndVerify(t.app, { issuedAt: at(-11 * MIN) })).res, MSG.api.siweExpired);
    refused((await signAndVerify(t.app, { issuedAt: at(-60 * MIN) })).res, MSG.api.siweExpired);
    expect((await signAndVerify(t.app, { issuedAt: at(-9 * MIN) })).res.statusCode).toBe(200);
  });

  it('refuses a message past its expirationTime', async () => {
    refused((await signAndVerify(t.app, { expirationTime: at(-1_000) })).res, MSG.api.siweExpired);
    refused(
      (await signAndVerify(t.app, { issuedAt: at(-5 * MIN), expirationTime: at(-4 * MIN) })).res,
      MSG.api.siweExpired,
    );
    expect((await signAndVerify(t.app, { expirationTime: at(5 * MIN) })).res.statusCode).toBe(200);
  });

  it('refuses a message whose notBefore is still ahead', async () => {
    refused((await signAndVerify(t.app, { notBefore: at(5 * MIN) })).res, MSG.api.siweNotYetValid);
    expect((await signAndVerify(t.app, { notBefore: at(-MIN) })).res.statusCode).toBe(200);
  });
});

describe('nonce', () => {
  it('is single-use: the same signed message cannot open a second session', async () => {
    const first = await signAndVerify(t.app);
    expect(first.res.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { message: first.message, signature: first.signature },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.api.invalidNonce);
  });

  it('is consumed only by a valid signature: a refused attempt leaves it for the real one', async () => {
    const message = await siweMessage(t.app, alice);
    const wrong = await accounts[1]?.signMessage({ message });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { message, signature: wrong },
    });
    expect(bad.statusCode).toBe(401);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { message, signature: await alice.signMessage({ message }) },
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('with PUBLIC_URL', () => {
  let pub: TestApp;
  beforeAll(async () => {
    pub = await createTestApp({ PUBLIC_URL: 'https://market.example' });
  });
  afterAll(() => pub.close());

  it('names the public site with the nonce and accepts a message for it', async () => {
    const nonce = await pub.app.inject('/api/v1/auth/nonce');
    expect(nonce.json()).toMatchObject({ domain: 'market.example', uri: 'https://market.example' });
    expect(nonce.json().origins).toEqual(['https://market.example']);
    const { res } = await signAndVerify(pub.app);
    expect(res.statusCode).toBe(200);
  });

  it('accepts only that host: loopback names and header-named hosts are refused', async () => {
    refused(
      (await signAndVerify(pub.app, { domain: 'localhost:3000', uri: 'http://localhost:3000' })).res,
      MSG.api.wrongDomain,
    );
    refused(
      (
        await signAndVerify(
          pub.app,
          { domain: 'evil.example', uri: 'https://evil.example' },
          { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        )
      ).res,
      MSG.api.wrongDomain,
    );
    refused((await signAndVerify(pub.app, { uri: 'http://market.example' })).res, MSG.api.wrongUri);
  });
});
