import type { OutboxMail } from '@agora/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

export const PASSWORD = 'correct horse battery';

type Page = 'verify-email' | 'reset-password' | 'login-link';

/** Account-route helpers for one test app: requests, the development outbox and mailed tokens. */
export function accountClient(t: TestApp) {
  let clients = 0;
  /** POSTs from `remoteAddress`, else from a new client address each time (apps with rate limits on). */
  const post = (url: string, payload: object, cookie?: string, remoteAddress?: string) => {
    clients += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${url}`,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: remoteAddress ?? `10.${clients >> 16}.${(clients >> 8) & 255}.${clients & 255}`,
    });
  };
  const outbox = async (): Promise<OutboxMail[]> => (await t.app.inject('/api/v1/dev/mail')).json();
  const mailsTo = async (to: string) => (await outbox()).filter((m) => m.to === to);

  /** The token of the newest mail to `to` linking to `page`. */
  async function tokenFrom(to: string, page: Page): Promise<string> {
    const mail = (await mailsTo(to)).find((m) => m.text.includes(`/${page}?token=`));
    const match = mail?.text.match(new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`));
    if (!match?.[1]) throw new Error(`no ${page} link in the mails to ${to}`);
    return match[1];
  }

  const cookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((k) => k.name.endsWith('agora_session') && k.value);
    if (!c) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
    return `${c.name}=${c.value}`;
  };
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json();

  /** Registers, confirms and logs in `email`; answers the session cookie. */
  async function account(email: string, name = 'Ann Example'): Promise<string> {
    expect((await post('register', { name, email, password: PASSWORD })).statusCode).toBe(201);
    const token = await tokenFrom(email, 'verify-email');
    expect((await post('verify', { token, password: PASSWORD })).statusCode).toBe(200);
    return cookieOf(await post('login', { email, password: PASSWORD }));
  }

  return { post, outbox, mailsTo, tokenFrom, cookieOf, sessionOf, account };
}
