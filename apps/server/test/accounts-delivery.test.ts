import type { AddressInfo } from 'node:net';
import { MSG } from '@agora/core';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const PASSWORD = 'correct horse battery';

describe('rate limits of login and forgot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimitPerMinute: 600 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/accounts/${url}`, payload, remoteAddress: ip });

  it('slows logins per email whatever address they come from, and never refuses them', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post(
        'login',
        { email: 'target@example.com', password: `guess number ${i}` },
        `198.51.100.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const started = Date.now();
    const slowed = await post(
      'login',
      { email: 'target@example.com', password: 'guess 10' },
      '198.51.100.99',
    );
    expect(slowed.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  });

  it('limits forgot per client (5 a minute), per email and requester (3 per 15 minutes), per email (20 an hour)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post('forgot', { email: `user${i}@example.com` }, '203.0.113.5')).statusCode).toBe(200);
    expect((await post('forgot', { email: 'user5@example.com' }, '203.0.113.5')).statusCode).toBe(429);

    for (let i = 0; i < 3; i++)
      expect((await post('forgot', { email: 'flooded@example.com' }, '203.0.113.10')).statusCode).toBe(200);
    expect((await post('forgot', { email: 'flooded@example.com' }, '203.0.113.10')).statusCode).toBe(429);
    for (let i = 0; i < 17; i++)
      expect((await post('forgot', { email: 'flooded@example.com' }, `203.0.113.${20 + i}`)).statusCode).toBe(
        200,
      );
    expect((await post('forgot', { email: 'flooded@example.com' }, '203.0.113.99')).statusCode).toBe(429);
  });
});

describe('mail over SMTP', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const received: ParsedMail[] = [];
  let arrived: () => void = () => {};

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            arrived();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Agora <hello@agora.test>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the verification mail through the SMTP server, and serves no dev outbox', async () => {
    const got = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      payload: { name: 'Smtp User', email: 'smtp@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    await got;
    const [mail] = received;
    expect(mail?.subject).toBe(MSG.accounts.mail.verifySubject);
    expect(mail?.from?.text).toContain('hello@agora.test');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('smtp@example.com');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('href="http://localhost:3000/verify-email?token=');
    expect((await t.app.inject('/api/v1/dev/mail')).statusCode).toBe(404);
  });
});
