import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { accountClient, PASSWORD } from './account-helpers';
import { createTestApp, type TestApp } from './helpers';

const STRANGER = '203.0.113.9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await accountClient(t).post('register', { name: 'Ann', email: 'ann@example.com', password: PASSWORD });
});
afterAll(() => t.close());

const read = (app: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ url, remoteAddress, headers });

describe('the development outbox (issue 32 item 2)', () => {
  it('answers a client on this machine', async () => {
    const res = await read(t, '/api/v1/dev/mail', '127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].to).toBe('ann@example.com');
    expect((await read(t, '/dev/mail', '::1')).statusCode).toBe(200);
  });

  it('is not there for another address, nor for a loopback connection a proxy forwarded', async () => {
    for (const url of ['/api/v1/dev/mail', '/dev/mail']) {
      const remote = await read(t, url, STRANGER);
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('ann@example.com');
      expect((await read(t, url, '127.0.0.1', { 'x-forwarded-for': STRANGER })).statusCode).toBe(404);
      expect((await read(t, url, '127.0.0.1', { 'x-real-ip': STRANGER })).statusCode).toBe(404);
    }
  });

  it('answers everyone with DEV_MAIL=1', async () => {
    const open = await createTestApp({ DEV_MAIL: '1' });
    try {
      expect((await read(open, '/api/v1/dev/mail', STRANGER)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('admin emails without SMTP (issue 32 item 2)', () => {
  const base = { ADMIN_EMAILS: 'boss@example.com', DATA_DIR: '/tmp/unused' };

  it('refuses to start on an address others can reach', () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.1'])
      expect(() => loadConfig({ ...base, HOST })).toThrow(ConfigError);
  });

  it('starts with SMTP, or on loopback', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example:25' }).HOST).toBe('0.0.0.0');
    for (const HOST of ['127.0.0.1', 'localhost', '::1'])
      expect(loadConfig({ ...base, HOST }).HOST).toBe(HOST);
  });
});
