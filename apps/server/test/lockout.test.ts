import { MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, PASSWORD } from './account-helpers';
import { createTestApp, type TestApp } from './helpers';

const ATTACKER = '198.51.100.7';
const OWNER = '192.0.2.10';

let t: TestApp;
let c: ReturnType<typeof accountClient>;
beforeAll(async () => {
  // Rate limits on, as in production: the old per-email limit is what locked owners out.
  t = await createTestApp({}, { rateLimitPerMinute: 600 });
  c = accountClient(t);
});
afterAll(() => t.close());

const guess = (email: string, password: string, from: string, cookie?: string) =>
  c.post('login', { email, password }, cookie, from);

// A dozen password hashes a test, each deliberately slow: 30 s was not enough at load 20.
describe('password guessing (issue 32 item 7)', { timeout: 90_000 }, () => {
  it('refuses the guesser, only slows the account, and lets the owner in', async () => {
    await c.account('own@example.com');
    for (let i = 0; i < 10; i++)
      expect((await guess('own@example.com', `wrong guess ${i}`, ATTACKER)).statusCode).toBe(401);
    const refused = await guess('own@example.com', PASSWORD, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.api.tooManyRequests);

    const started = Date.now();
    const owner = await guess('own@example.com', PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500); // the account is slowed, not closed
  });

  it("lets a browser that logged in before through from the guesser's own address", async () => {
    await c.account('nat@example.com');
    const first = await guess('nat@example.com', PASSWORD, OWNER);
    const device = first.cookies.find((k) => k.name === 'agora_device');
    expect(device).toMatchObject({ httpOnly: true });
    const shared = '198.51.100.8'; // one NAT for the owner's home and the guesser
    for (let i = 0; i < 10; i++) await guess('nat@example.com', `wrong guess ${i}`, shared);
    expect((await guess('nat@example.com', PASSWORD, shared)).statusCode).toBe(429);
    const known = await guess('nat@example.com', PASSWORD, shared, `agora_device=${device?.value}`);
    expect(known.statusCode).toBe(200);
  });

  it('mails a one-time login link that needs no password', async () => {
    await c.account('lnk@example.com');
    const asked = await c.post('login-link', { email: 'lnk@example.com' }, undefined, OWNER);
    const unknown = await c.post('login-link', { email: 'nobody@example.com' }, undefined, OWNER);
    expect(asked.json()).toEqual({ message: MSG.accounts.loginLinkSent });
    expect(unknown.body).toBe(asked.body);
    const token = await c.tokenFrom('lnk@example.com', 'login-link');
    const used = await c.post('login-link/use', { token });
    expect(used.statusCode).toBe(200);
    expect(await c.sessionOf(c.cookieOf(used))).toMatchObject({ email: 'lnk@example.com' });
    expect((await c.post('login-link/use', { token })).statusCode).toBe(400);
  });

  it("counts a guesser's tries on every server sharing the database", async () => {
    await c.account('two@example.com');
    const second = await createTestApp({}, { database: t.database, rateLimitPerMinute: 600 });
    try {
      const other = accountClient(second);
      const from = '198.51.100.9';
      // Five wrong guesses through each server: ten in all, the guesser's limit.
      for (let i = 0; i < 5; i++) {
        expect((await guess('two@example.com', `wrong ${i}`, from)).statusCode).toBe(401);
        const there = await other.post(
          'login',
          { email: 'two@example.com', password: `other ${i}` },
          undefined,
          from,
        );
        expect(there.statusCode).toBe(401);
      }
      expect((await guess('two@example.com', PASSWORD, from)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
