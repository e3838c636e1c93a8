import { MSG, type OutboxMail } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers';

const A = MSG.accounts;
const PASSWORD = 'correct horse battery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (email: string, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/accounts/register',
    payload: { name: 'Ann', email, password: PASSWORD },
    headers: { origin },
  });
const verify = (token: string, password?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/accounts/verify', payload: { token, password } });
async function linkTo(to: string): Promise<string> {
  const mails: OutboxMail[] = (await t.app.inject('/api/v1/dev/mail')).json();
  const link = mails.find((m) => m.to === to)?.text.match(/http\S+\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

/** Issue 31 item 11: where mailed links lead, and a confirmation page reloaded. */
describe('mailed links without PUBLIC_URL', () => {
  it('point to the allowed origin the visitor registered from, not to localhost', async () => {
    expect((await register('loop@example.com', 'http://127.0.0.1:3000')).statusCode).toBe(201);
    expect(await linkTo('loop@example.com')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/verify-email\?token=/);
    expect((await register('local@example.com', 'http://localhost:3000')).statusCode).toBe(201);
    expect(await linkTo('local@example.com')).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
  });

  it('are refused in production: mail over SMTP needs PUBLIC_URL', () => {
    const smtp = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig(smtp)).toThrow(ConfigError);
    expect(() => loadConfig(smtp)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://agora.example' }).PUBLIC_URL).toBe(
      'https://agora.example',
    );
    expect(loadConfig({ SMTP_URL: smtp.SMTP_URL }).PUBLIC_URL).toBeUndefined();
  });
});

describe('a confirmation link opened twice', () => {
  it('says the address is already confirmed, and confirms nothing else', async () => {
    expect((await register('twice@example.com', 'http://localhost:3000')).statusCode).toBe(201);
    const token = new URL(await linkTo('twice@example.com')).searchParams.get('token') as string;
    // A registration is confirmed with its password (issue 32); the reload that follows needs none.
    expect((await verify(token)).json()).toEqual({ message: A.confirmNeedsPassword });
    const first = await verify(token, PASSWORD);
    expect(first.json()).toEqual({ message: A.verified });
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: A.alreadyVerified });
    expect(again.cookies).toEqual([]);
    // A token that never was stays invalid.
    expect((await verify(`${token.slice(0, -2)}xx`)).json()).toEqual({ message: A.invalidToken });
  });
});
