import { MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, PASSWORD } from './account-helpers';
import { signIn, accounts as wallets } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

const A = MSG.accounts;
const STRANGERS = 'the strangers secret';

let t: TestApp;
let c: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = accountClient(t);
});
afterAll(() => t.close());

describe('pre-registration hijack (issue 32 item 3)', () => {
  it("never makes a stranger's registration the account its owner confirms", async () => {
    const squat = { name: 'Not Vic', email: 'vic@example.com', password: STRANGERS, username: 'vic' };
    expect((await c.post('register', squat)).statusCode).toBe(201);
    // The owner opens the mail the stranger caused: the link alone confirms nothing.
    const token = await c.tokenFrom('vic@example.com', 'verify-email');
    const bare = await c.post('verify', { token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(A.confirmNeedsPassword);
    const owners = await c.post('verify', { token, password: PASSWORD });
    expect(owners.statusCode).toBe(400);
    expect(owners.json().message).toBe(A.confirmWrongPassword);
    expect((await c.post('login', { email: 'vic@example.com', password: STRANGERS })).statusCode).toBe(401);

    // The unconfirmed registration squats neither the username nor the email.
    const own = { name: 'Vic', email: 'vic@example.com', password: PASSWORD, username: 'vic' };
    expect((await c.post('register', own)).statusCode).toBe(201);
    const mine = await c.tokenFrom('vic@example.com', 'verify-email');
    expect((await c.post('verify', { token: mine, password: PASSWORD })).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/users/by-url/vic')).json()).toMatchObject({ name: 'Vic' });
    expect((await c.post('login', { email: 'vic@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect((await c.post('login', { email: 'vic@example.com', password: STRANGERS })).statusCode).toBe(401);
    // The stranger's link, used late with the stranger's password, cannot take the confirmed email.
    expect((await c.post('verify', { token, password: STRANGERS })).statusCode).toBe(400);
  });

  it('does not stop a wallet from confirming an email a stranger registered', async () => {
    expect(
      (await c.post('register', { name: 'X', email: 'wal@example.com', password: STRANGERS })).statusCode,
    ).toBe(201);
    // The stranger's mail is out before the wallet asks (both are sent after their answers, in any order).
    expect(await c.mailsTo('wal@example.com')).toHaveLength(1);
    const wallet = await signIn(t.app, wallets[0] as (typeof wallets)[0]);
    expect((await c.post('email', { email: 'wal@example.com' }, wallet)).statusCode).toBe(200);
    const [mail] = await c.mailsTo('wal@example.com');
    expect(mail?.subject).toBe(A.mail.verifySubject);
    const token = await c.tokenFrom('wal@example.com', 'verify-email');
    expect((await c.post('verify', { token })).json()).toEqual({ message: A.emailVerified });
    expect(await c.sessionOf(wallet)).toMatchObject({ email: 'wal@example.com', wallet: true });
  });
});
