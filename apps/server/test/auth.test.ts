import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn, siweMessage } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
beforeAll(async () => {
  t = await createTestApp({ ADMIN_ADDRESSES: bob.address });
});
afterAll(() => t.close());

const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload });

describe('SIWE sign-in', () => {
  it('signs in, sets an httpOnly SameSite cookie and creates the profile on first sign-in', async () => {
    const message = await siweMessage(t.app, alice);
    const signature = await alice.signMessage({ message });
    const res = await verify({ message, signature });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: alice.address.toLowerCase(),
      admin: false,
      wallet: true,
      email: null,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/agora_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = `agora_session=${res.cookies[0]?.value}`;
    const session = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.json()).toEqual({
      address: alice.address.toLowerCase(),
      admin: false,
      wallet: true,
      email: null,
    });
  });

  it('answers null without a session', async () => {
    const res = await t.app.inject('/api/v1/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('gives admin to configured addresses', async () => {
    const cookie = await signIn(t.app, bob);
    const res = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
    expect(res.json().admin).toBe(true);
  });

  it('refuses a reused nonce', async () => {
    const message = await siweMessage(t.app, alice);
    const signature = await alice.signMessage({ message });
    expect((await verify({ message, signature })).statusCode).toBe(200);
    const again = await verify({ message, signature });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/expired/);
  });

  it('refuses an unknown nonce', async () => {
    const message = await siweMessage(t.app, alice, { nonce: 'abcdefgh12345678' });
    expect((await verify({ message, signature: await alice.signMessage({ message }) })).statusCode).toBe(401);
  });

  it("refuses someone else's signature", async () => {
    const message = await siweMessage(t.app, alice);
    const res = await verify({ message, signature: await bob.signMessage({ message }) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a message for another domain', async () => {
    const message = await siweMessage(t.app, alice, { domain: 'evil.example' });
    const res = await verify({ message, signature: await alice.signMessage({ message }) });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an expired message', async () => {
    const message = await siweMessage(t.app, alice, { expirationTime: new Date(Date.now() - 1000) });
    const res = await verify({ message, signature: await alice.signMessage({ message }) });
    expect(res.statusCode).toBe(400);
  });

  it('refuses garbage with 400', async () => {
    expect((await verify({ message: 'hello', signature: '0x1234' })).statusCode).toBe(400);
    expect((await verify({ message: 5 })).statusCode).toBe(400);
  });

  it('logs out: the cookie no longer opens a session', async () => {
    const cookie = await signIn(t.app, alice);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    const res = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
    expect(res.json()).toBeNull();
  });
});
