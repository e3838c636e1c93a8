import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { accountClient, PASSWORD } from './account-helpers';
import { createTestApp, type TestApp } from './helpers';

const A = MSG.accounts;
const STRANGER = '198.51.100.20';
const OWNER = '192.0.2.20';

let t: TestApp;
let c: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 600 });
  c = accountClient(t);
});
afterAll(() => t.close());

const outboxFiles = async () => (await readdir(path.join(t.dataDir, 'outbox')).catch(() => [])).length;

describe('enumeration (issue 32 item 8)', () => {
  it('answers forgot before any work for the email is done, the same for known and unknown', async () => {
    await c.account('enu@example.com');
    const before = await outboxFiles();
    const known = await c.post('forgot', { email: 'enu@example.com' });
    expect(await outboxFiles()).toBe(before); // no token, no mail yet: the answer did not wait for them
    const unknown = await c.post('forgot', { email: 'unknown@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect((await c.mailsTo('enu@example.com'))[0]?.subject).toBe(A.mail.resetSubject);
  });

  it('lets no username tell whether the email has an account', async () => {
    await c.account('has@example.com');
    const known = await c.post('register', {
      name: 'K',
      email: 'has@example.com',
      password: PASSWORD,
      username: 'probe_k',
    });
    const fresh = await c.post('register', {
      name: 'F',
      email: 'new@example.com',
      password: PASSWORD,
      username: 'probe_f',
    });
    expect(known.statusCode).toBe(201);
    expect(fresh.body).toBe(known.body);
    // Trying each username again answers alike: an unconfirmed registration took neither.
    const reuseK = await c.post('register', {
      name: 'X',
      email: 'x1@example.com',
      password: PASSWORD,
      username: 'probe_k',
    });
    const reuseF = await c.post('register', {
      name: 'X',
      email: 'x2@example.com',
      password: PASSWORD,
      username: 'probe_f',
    });
    expect(reuseF.statusCode).toBe(reuseK.statusCode);
  });
});

describe('reset links (issue 32 item 10)', () => {
  it('keeps a pending link when another is asked for, and ends all of them with the password', async () => {
    await c.account('rst@example.com');
    await c.post('forgot', { email: 'rst@example.com' });
    const first = await c.tokenFrom('rst@example.com', 'reset-password');
    await c.post('forgot', { email: 'rst@example.com' });
    const second = await c.tokenFrom('rst@example.com', 'reset-password');
    expect(second).not.toBe(first);
    expect((await c.post('reset', { token: first, password: 'the owners new one' })).statusCode).toBe(200);
    expect((await c.post('reset', { token: second, password: 'the strangers one' })).statusCode).toBe(400);
  });

  it('ends pending reset links and other sessions when the password is changed', async () => {
    const here = await c.account('chg@example.com');
    const elsewhere = c.cookieOf(await c.post('login', { email: 'chg@example.com', password: PASSWORD }));
    await c.post('forgot', { email: 'chg@example.com' });
    const token = await c.tokenFrom('chg@example.com', 'reset-password');
    const changed = await c.post('password', { current: PASSWORD, password: 'changed on purpose' }, here);
    expect(changed.statusCode).toBe(200);
    expect(await c.sessionOf(elsewhere)).toBeNull();
    expect((await c.post('reset', { token, password: 'an old link here' })).statusCode).toBe(400);
  });

  it("does not let a stranger use up the owner's reset mails", async () => {
    await c.account('own2@example.com');
    for (let i = 0; i < 3; i++)
      expect((await c.post('forgot', { email: 'own2@example.com' }, undefined, STRANGER)).statusCode).toBe(
        200,
      );
    expect((await c.post('forgot', { email: 'own2@example.com' }, undefined, STRANGER)).statusCode).toBe(429);
    const before = (await c.mailsTo('own2@example.com')).length;
    expect((await c.post('forgot', { email: 'own2@example.com' }, undefined, OWNER)).statusCode).toBe(200);
    expect(await c.mailsTo('own2@example.com')).toHaveLength(before + 1);
  });
});

describe('one strict email syntax (issue 32 item 11)', () => {
  const bad = [
    'x,victim@example.com',
    'victim@example.com,x@example.com',
    'Victim <victim@example.com>',
    '"a b"@example.com',
    'a@b@example.com',
    'victim@example.com;x@example.com',
    'victim@[127.0.0.1]',
    'victim@example',
  ];

  it('refuses every other spelling in register, login links and forgot', async () => {
    for (const email of bad) {
      const reg = await c.post('register', { name: 'V', email, password: PASSWORD });
      expect(reg.statusCode, email).toBe(400);
      expect(reg.body).toContain(MSG.account.errors.enterValidEmail);
      expect((await c.post('login-link', { email })).statusCode, email).toBe(400);
      expect((await c.post('forgot', { email })).statusCode, email).toBe(400);
    }
    expect((await c.outbox()).some((m) => m.to.includes('victim'))).toBe(false);
  });

  it('counts every spelling of one address under one limit', async () => {
    const from = '198.51.100.30';
    for (const email of [' Spell@Example.com', 'SPELL@example.COM ', 'spell@example.com'])
      expect((await c.post('forgot', { email }, undefined, from)).statusCode).toBe(200);
    expect((await c.post('forgot', { email: 'sPeLl@example.com' }, undefined, from)).statusCode).toBe(429);
  });

  it('normalises and checks ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.COM ' }).ADMIN_EMAILS).toEqual(['boss@example.com']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'Boss <boss@example.com>' })).toThrow(ConfigError);
  });
});
