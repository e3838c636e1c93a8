import { MSG, type OutboxMail } from '@agora/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, accounts as wallets } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

const A = MSG.accounts;
const E = MSG.account.errors;
const PASSWORD = 'correct horse battery';
const [alice, bob] = wallets as [(typeof wallets)[0], (typeof wallets)[0]];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${url}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
const outbox = async (): Promise<OutboxMail[]> => (await t.app.inject('/api/v1/dev/mail')).json();
const mailsTo = async (to: string) => (await outbox()).filter((m) => m.to === to);

/** The token of the newest mail to `to` linking to `page`. */
async function tokenFrom(to: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const [mail] = await mailsTo(to);
  const match = mail?.text.match(new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in the newest mail to ${to}`);
  return match[1];
}

const cookieOf = (res: Awaited<ReturnType<typeof post>>) => {
  const c = res.cookies.find((k) => k.name === 'agora_session');
  if (!c) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `agora_session=${c.value}`;
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

describe('register and verify', () => {
  it('creates an account, mails a link to /verify-email on the public origin, and refuses login until confirmed', async () => {
    const res = await post('register', { name: 'Ann', email: ' Ann@Example.com ', password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: A.registered });
    const [mail] = await mailsTo('ann@example.com');
    expect(mail?.subject).toBe(A.mail.verifySubject);
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail?.html).toContain('<a href="http://localhost:3000/verify-email?token=');

    const early = await post('login', { email: 'ann@example.com', password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(A.badCredentials);

    const token = await tokenFrom('ann@example.com', 'verify-email');
    const verified = await post('verify', { token, password: PASSWORD });
    expect(verified.json()).toEqual({ message: A.verified });
    const login = await post('login', { email: 'ANN@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ admin: false, wallet: false, email: 'ann@example.com' });
    expect(await sessionOf(cookieOf(login))).toMatchObject({ wallet: false, email: 'ann@example.com' });
  });

  it('answers a second register of the same email exactly like the first and mails its owner instead', async () => {
    await account('ben@example.com', 'Ben');
    const first = await post('register', { name: 'Bea', email: 'bea@example.com', password: PASSWORD });
    const again = await post('register', {
      name: 'Eve',
      email: 'ben@example.com',
      password: 'another password',
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const [newest] = await mailsTo('ben@example.com');
    expect(newest?.subject).toBe(A.mail.existsSubject);
    expect(newest?.text).toContain('/reset-password?token=');
    // Eve's password was not set on Ben's account.
    expect((await post('login', { email: 'ben@example.com', password: 'another password' })).statusCode).toBe(
      401,
    );
  });

  it('refuses short, common and malformed input with the form messages', async () => {
    const short = await post('register', { name: 'C', email: 'c@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(E.passwordShort);
    const common = await post('register', { name: 'C', email: 'c@example.com', password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain(A.passwordCommon);
    const bad = await post('register', { name: 'C', email: 'not-an-email', password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(E.enterValidEmail);
    expect(await mailsTo('c@example.com')).toEqual([]);
  });

  it('saves the username as the profile link, refuses a taken one, and resets by username', async () => {
    const payload = { name: 'Uma', email: 'uma@example.com', password: PASSWORD, username: 'Uma_Art' };
    expect((await post('register', payload)).statusCode).toBe(201);
    const token = await tokenFrom('uma@example.com', 'verify-email');
    expect((await post('verify', { token, password: PASSWORD })).statusCode).toBe(200);
    const profile = await t.app.inject('/api/v1/users/by-url/uma_art');
    expect(profile.json()).toMatchObject({ name: 'Uma', customUrl: 'uma_art' });
    const taken = await post('register', { ...payload, email: 'other@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.editProfile.errors.customUrlTaken);
    expect((await post('forgot', { email: 'UMA_ART' })).statusCode).toBe(200);
    expect((await mailsTo('uma@example.com'))[0]?.subject).toBe(A.mail.resetSubject);
  });

  it('uses a verification token once (again: "already confirmed" for a while), and never after 30 minutes', async () => {
    await post('register', { name: 'Dee', email: 'dee@example.com', password: PASSWORD });
    const token = await tokenFrom('dee@example.com', 'verify-email');
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    const expired = await post('verify', { token, password: PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(A.invalidToken);

    await post('register', { name: 'Dee', email: 'dee@example.com', password: PASSWORD }); // a fresh link
    const fresh = await tokenFrom('dee@example.com', 'verify-email');
    expect((await post('verify', { token: fresh, password: PASSWORD })).json()).toEqual({
      message: A.verified,
    });
    // A reload of the confirmation page: it worked, and says so (issue 31) without asking the password again,
    // until the used link expires.
    expect((await post('verify', { token: fresh })).json()).toEqual({ message: A.alreadyVerified });
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    expect((await post('verify', { token: fresh, password: PASSWORD })).statusCode).toBe(400);
  });
});

describe('login, forgot and reset', () => {
  it('answers a wrong password and an unknown email alike', async () => {
    await account('fay@example.com');
    const wrong = await post('login', { email: 'fay@example.com', password: 'wrong password!' });
    const unknown = await post('login', { email: 'nobody@example.com', password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers forgot the same for known and unknown emails, mailing only the known one', async () => {
    await account('gus@example.com');
    const known = await post('forgot', { email: 'gus@example.com' });
    const unknown = await post('forgot', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await mailsTo('gus@example.com'))[0]?.subject).toBe(A.mail.resetSubject);
    expect(await mailsTo('ghost@example.com')).toEqual([]);
  });

  it('resets the password with the mailed link once, ending every session of the account', async () => {
    const phone = await account('hal@example.com');
    const laptop = cookieOf(await post('login', { email: 'hal@example.com', password: PASSWORD }));
    await post('forgot', { email: 'hal@example.com' });
    const token = await tokenFrom('hal@example.com', 'reset-password');
    const reset = await post('reset', { token, password: 'a brand new secret' });
    expect(reset.json()).toEqual({ message: A.passwordReset });
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(laptop)).toBeNull();
    expect((await post('reset', { token, password: 'yet another secret' })).statusCode).toBe(400);
    expect((await post('login', { email: 'hal@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await post('login', { email: 'hal@example.com', password: 'a brand new secret' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    await account('ida@example.com');
    await post('forgot', { email: 'ida@example.com' });
    const token = await tokenFrom('ida@example.com', 'reset-password');
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    expect((await post('reset', { token, password: 'a brand new secret' })).statusCode).toBe(400);
  });

  it('changes the password when signed in and given the current one', async () => {
    const cookie = await account('jon@example.com');
    expect((await post('password', { current: PASSWORD, password: 'new secret words' })).statusCode).toBe(
      401,
    );
    const wrong = await post('password', { current: 'not it at all', password: 'new secret words' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(A.wrongCurrentPassword);
    const ok = await post('password', { current: PASSWORD, password: 'new secret words' }, cookie);
    expect(ok.json()).toEqual({ message: A.passwordChanged });
    expect(await sessionOf(cookie)).toBeNull(); // replaced by the cookie of the answer
    expect(await sessionOf(cookieOf(ok))).toMatchObject({ email: 'jon@example.com' });
    expect((await post('login', { email: 'jon@example.com', password: 'new secret words' })).statusCode).toBe(
      200,
    );
  });
});

describe('email-only accounts and wallets', () => {
  it('may follow but not create or trade (403 with the connect prompt)', async () => {
    const cookie = await account('kim@example.com');
    await signIn(t.app, bob);
    const follow = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/follows/${bob.address}`,
      headers: { cookie },
    });
    expect(follow.statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/collections',
      headers: { cookie },
      payload: { name: 'Mine', customUrl: 'mine', category: 'Art' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(A.walletRequired);
    const trade = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auctions/${bob.address}/1`,
      headers: { cookie },
    });
    expect(trade.statusCode).toBe(403);
    expect(trade.json().message).toBe(A.walletRequired);
  });

  it('links a wallet explicitly, moving the follows, and refuses that wallet to another account', async () => {
    const cookie = await account('lea@example.com', 'Lea');
    const before = await sessionOf(cookie);
    await signIn(t.app, bob);
    await t.app.inject({ method: 'PUT', url: `/api/v1/follows/${bob.address}`, headers: { cookie } });
    const kinds = {
      sold: false,
      bidReceived: true,
      outbid: false,
      offerAccepted: true,
      auctionWon: true,
      auctionEnding: false,
    };
    const mailPrefs = '/api/v1/users/me/mail-preferences';
    expect(
      (await t.app.inject({ method: 'PUT', url: mailPrefs, headers: { cookie }, payload: { kinds } }))
        .statusCode,
    ).toBe(200);

    const wallet = await signIn(t.app, alice);
    const linked = await post('link', await linkBody(alice, 'lea@example.com'), wallet);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      address: alice.address.toLowerCase(),
      wallet: true,
      email: 'lea@example.com',
    });
    expect(await sessionOf(cookie)).toBeNull(); // the internal address's sessions ended
    const following = await t.app.inject({
      url: `/api/v1/follows/${bob.address}`,
      headers: { cookie: wallet },
    });
    expect(following.json()).toEqual({ following: true });
    // The mailed kinds chosen before moved with the account.
    const moved = await t.app.inject({ url: mailPrefs, headers: { cookie: wallet } });
    expect(moved.json()).toEqual({ email: 'lea@example.com', kinds });
    const profile = await t.app.inject(`/api/v1/users/${before.address}`);
    expect(profile.statusCode).toBe(404);
    // Logging in by email now signs in as the wallet.
    const login = await post('login', { email: 'lea@example.com', password: PASSWORD });
    expect(login.json()).toMatchObject({ address: alice.address.toLowerCase(), wallet: true });

    await account('max@example.com');
    const refused = await post('link', await linkBody(alice, 'max@example.com'), wallet);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(A.walletLinkedElsewhere);
  });

  it('lets a wallet add and confirm an email, which then logs in after a reset and may be an admin email', async () => {
    const [, , carol] = wallets as [unknown, unknown, (typeof wallets)[0]];
    const cookie = await signIn(t.app, carol);
    expect((await post('email', { email: 'boss@example.com' })).statusCode).toBe(401);
    const added = await post('email', { email: 'Boss@example.com' }, cookie);
    expect(added.json()).toEqual({ message: A.emailAdded });
    expect(await sessionOf(cookie)).toMatchObject({ email: null, admin: false });
    const verified = await post('verify', { token: await tokenFrom('boss@example.com', 'verify-email') });
    expect(verified.json()).toEqual({ message: A.emailVerified });
    expect(await sessionOf(cookie)).toMatchObject({ email: 'boss@example.com', admin: true, wallet: true });
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie } });
    expect(me.json().email).toBe('boss@example.com');
    // No password yet: forgot sets one.
    await post('forgot', { email: 'boss@example.com' });
    await post('reset', {
      token: await tokenFrom('boss@example.com', 'reset-password'),
      password: 'bosses secret',
    });
    const login = await post('login', { email: 'boss@example.com', password: 'bosses secret' });
    expect(login.json()).toMatchObject({ address: carol.address.toLowerCase(), admin: true });
  });

  it('answers adding an email another account has exactly like a free one, mailing that owner', async () => {
    const [, , , dan] = wallets as [unknown, unknown, unknown, (typeof wallets)[0]];
    await account('ned@example.com');
    const cookie = await signIn(t.app, dan);
    const taken = await post('email', { email: 'ned@example.com' }, cookie);
    const free = await post('email', { email: 'dan@example.com' }, cookie);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    expect((await mailsTo('ned@example.com'))[0]?.subject).toBe(A.mail.existsSubject);
  });
});

/** What the web app sends to link the signed-in `wallet` to `email` (POST /accounts/link). */
async function linkBody(wallet: (typeof wallets)[0], email: string) {
  const { nonce, domain } = (await t.app.inject('/api/v1/auth/nonce')).json();
  const message = A.linkMessage({ wallet: wallet.address.toLowerCase(), email, domain, nonce });
  return { email, password: PASSWORD, nonce, domain, signature: await wallet.signMessage({ message }) };
}

describe('the development outbox', () => {
  it('serves a page at /dev/mail with the mails escaped', async () => {
    await post('register', { name: 'Zed', email: 'zed@example.com', password: PASSWORD });
    const page = await t.app.inject('/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(A.mail.verifySubject);
    expect(page.body).toContain('<a href="http://localhost:3000/verify-email?token=');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await prod.app.inject('/api/v1/dev/mail')).statusCode).toBe(404);
      expect((await prod.app.inject('/dev/mail')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
