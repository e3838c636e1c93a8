import { MSG } from '@agora/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, PASSWORD } from './account-helpers';
import { signIn, accounts as wallets } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';

const A = MSG.accounts;
const E = MSG.account.errors;
const [alice, bob] = wallets as [(typeof wallets)[0], (typeof wallets)[0]];

let t: TestApp;
let c: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  c = accountClient(t);
});
afterAll(() => t.close());

describe('register and verify', () => {
  it('creates an account, mails a link to /verify-email on the public origin, and refuses login until confirmed', async () => {
    const res = await c.post('register', { name: 'Ann', email: ' Ann@Example.com ', password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: A.registered });
    const [mail] = await c.mailsTo('ann@example.com');
    expect(mail?.subject).toBe(A.mail.verifySubject);
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail?.html).toContain('<a href="http://localhost:3000/verify-email?token=');

    const early = await c.post('login', { email: 'ann@example.com', password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(A.badCredentials);

    const token = await c.tokenFrom('ann@example.com', 'verify-email');
    const verified = await c.post('verify', { token, password: PASSWORD });
    expect(verified.json()).toEqual({ message: A.verified });
    const login = await c.post('login', { email: 'ANN@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ admin: false, wallet: false, email: 'ann@example.com' });
    expect(await c.sessionOf(c.cookieOf(login))).toMatchObject({ wallet: false, email: 'ann@example.com' });
  });

  it('answers a second register of the same email exactly like the first and mails its owner instead', async () => {
    await c.account('ben@example.com', 'Ben');
    const first = await c.post('register', { name: 'Bea', email: 'bea@example.com', password: PASSWORD });
    const again = await c.post('register', {
      name: 'Eve',
      email: 'ben@example.com',
      password: 'another password',
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const [newest] = await c.mailsTo('ben@example.com');
    expect(newest?.subject).toBe(A.mail.existsSubject);
    expect(newest?.text).toContain('/reset-password?token=');
    // Eve's password was not set on Ben's account.
    expect(
      (await c.post('login', { email: 'ben@example.com', password: 'another password' })).statusCode,
    ).toBe(401);
  });

  it('refuses short, common and malformed input with the form messages', async () => {
    const short = await c.post('register', { name: 'C', email: 'c@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(E.passwordShort);
    const common = await c.post('register', { name: 'C', email: 'c@example.com', password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain(A.passwordCommon);
    const bad = await c.post('register', { name: 'C', email: 'not-an-email', password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(E.enterValidEmail);
    expect(await c.mailsTo('c@example.com')).toEqual([]);
  });

  it('saves the username as the profile link, refuses a taken one, and resets by username', async () => {
    const payload = { name: 'Uma', email: 'uma@example.com', password: PASSWORD, username: 'Uma_Art' };
    expect((await c.post('register', payload)).statusCode).toBe(201);
    const token = await c.tokenFrom('uma@example.com', 'verify-email');
    expect((await c.post('verify', { token, password: PASSWORD })).statusCode).toBe(200);
    const profile = await t.app.inject('/api/v1/users/by-url/uma_art');
    expect(profile.json()).toMatchObject({ name: 'Uma', customUrl: 'uma_art' });
    const taken = await c.post('register', { ...payload, email: 'other@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.editProfile.errors.customUrlTaken);
    expect((await c.post('forgot', { email: 'UMA_ART' })).statusCode).toBe(200);
    expect((await c.mailsTo('uma@example.com'))[0]?.subject).toBe(A.mail.resetSubject);
  });

  it('uses a verification token once (again: "already confirmed" for a while), and never after 30 minutes', async () => {
    await c.post('register', { name: 'Dee', email: 'dee@example.com', password: PASSWORD });
    const token = await c.tokenFrom('dee@example.com', 'verify-email');
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    const expired = await c.post('verify', { token, password: PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(A.invalidToken);

    await c.post('register', { name: 'Dee', email: 'dee@example.com', password: PASSWORD }); // a fresh link
    const fresh = await c.tokenFrom('dee@example.com', 'verify-email');
    expect((await c.post('verify', { token: fresh, password: PASSWORD })).json()).toEqual({
      message: A.verified,
    });
    // A reload of the confirmation page: it worked, and says so (issue 31) without asking the password again,
    // until the used link expires.
    expect((await c.post('verify', { token: fresh })).json()).toEqual({ message: A.alreadyVerified });
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    expect((await c.post('verify', { token: fresh, password: PASSWORD })).statusCode).toBe(400);
  });
});

describe('login, forgot and reset', () => {
  it('answers a wrong password and an unknown email alike', async () => {
    await c.account('fay@example.com');
    const wrong = await c.post('login', { email: 'fay@example.com', password: 'wrong password!' });
    const unknown = await c.post('login', { email: 'nobody@example.com', password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers forgot the same for known and unknown emails, mailing only the known one', async () => {
    await c.account('gus@example.com');
    const known = await c.post('forgot', { email: 'gus@example.com' });
    const unknown = await c.post('forgot', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await c.mailsTo('gus@example.com'))[0]?.subject).toBe(A.mail.resetSubject);
    expect(await c.mailsTo('ghost@example.com')).toEqual([]);
  });

  it('resets the password with the mailed link once, ending every session of the account', async () => {
    const phone = await c.account('hal@example.com');
    const laptop = c.cookieOf(await c.post('login', { email: 'hal@example.com', password: PASSWORD }));
    await c.post('forgot', { email: 'hal@example.com' });
    const token = await c.tokenFrom('hal@example.com', 'reset-password');
    const reset = await c.post('reset', { token, password: 'a brand new secret' });
    expect(reset.json()).toEqual({ message: A.passwordReset });
    expect(await c.sessionOf(phone)).toBeNull();
    expect(await c.sessionOf(laptop)).toBeNull();
    expect((await c.post('reset', { token, password: 'yet another secret' })).statusCode).toBe(400);
    expect((await c.post('login', { email: 'hal@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await c.post('login', { email: 'hal@example.com', password: 'a brand new secret' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    await c.account('ida@example.com');
    await c.post('forgot', { email: 'ida@example.com' });
    const token = await c.tokenFrom('ida@example.com', 'reset-password');
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    expect((await c.post('reset', { token, password: 'a brand new secret' })).statusCode).toBe(400);
  });

  it('changes the password when signed in and given the current one', async () => {
    const cookie = await c.account('jon@example.com');
    expect((await c.post('password', { current: PASSWORD, password: 'new secret words' })).statusCode).toBe(
      401,
    );
    const wrong = await c.post(
      'password',
      { current: 'not it at all', password: 'new secret words' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(A.wrongCurrentPassword);
    const ok = await c.post('password', { current: PASSWORD, password: 'new secret words' }, cookie);
    expect(ok.json()).toEqual({ message: A.passwordChanged });
    expect(await c.sessionOf(cookie)).toBeNull(); // replaced by the cookie of the answer
    expect(await c.sessionOf(c.cookieOf(ok))).toMatchObject({ email: 'jon@example.com' });
    expect(
      (await c.post('login', { email: 'jon@example.com', password: 'new secret words' })).statusCode,
    ).toBe(200);
  });
});

describe('email-only accounts and wallets', () => {
  it('may follow but not create or trade (403 with the connect prompt)', async () => {
    const cookie = await c.account('kim@example.com');
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
    const cookie = await c.account('lea@example.com', 'Lea');
    const before = await c.sessionOf(cookie);
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
    const linked = await c.post('link', await linkBody(alice, 'lea@example.com'), wallet);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      address: alice.address.toLowerCase(),
      wallet: true,
      email: 'lea@example.com',
    });
    expect(await c.sessionOf(cookie)).toBeNull(); // the internal address's sessions ended
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
    const login = await c.post('login', { email: 'lea@example.com', password: PASSWORD });
    expect(login.json()).toMatchObject({ address: alice.address.toLowerCase(), wallet: true });

    await c.account('max@example.com');
    const refused = await c.post('link', await linkBody(alice, 'max@example.com'), wallet);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(A.walletLinkedElsewhere);
  });

  it('lets a wallet add and confirm an email, which then logs in after a reset and may be an admin email', async () => {
    const [, , carol] = wallets as [unknown, unknown, (typeof wallets)[0]];
    const cookie = await signIn(t.app, carol);
    expect((await c.post('email', { email: 'boss@example.com' })).statusCode).toBe(401);
    const added = await c.post('email', { email: 'Boss@example.com' }, cookie);
    expect(added.json()).toEqual({ message: A.emailAdded });
    expect(await c.sessionOf(cookie)).toMatchObject({ email: null, admin: false });
    const verified = await c.post('verify', { token: await c.tokenFrom('boss@example.com', 'verify-email') });
    expect(verified.json()).toEqual({ message: A.emailVerified });
    expect(await c.sessionOf(cookie)).toMatchObject({ email: 'boss@example.com', admin: true, wallet: true });
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie } });
    expect(me.json().email).toBe('boss@example.com');
    // No password yet: forgot sets one.
    await c.post('forgot', { email: 'boss@example.com' });
    await c.post('reset', {
      token: await c.tokenFrom('boss@example.com', 'reset-password'),
      password: 'bosses secret',
    });
    const login = await c.post('login', { email: 'boss@example.com', password: 'bosses secret' });
    expect(login.json()).toMatchObject({ address: carol.address.toLowerCase(), admin: true });
  });

  it('answers adding an email another account has exactly like a free one, mailing that owner', async () => {
    const [, , , dan] = wallets as [unknown, unknown, unknown, (typeof wallets)[0]];
    await c.account('ned@example.com');
    const cookie = await signIn(t.app, dan);
    const taken = await c.post('email', { email: 'ned@example.com' }, cookie);
    const free = await c.post('email', { email: 'dan@example.com' }, cookie);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    expect((await c.mailsTo('ned@example.com'))[0]?.subject).toBe(A.mail.existsSubject);
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
    await c.post('register', { name: 'Zed', email: 'zed@example.com', password: PASSWORD });
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
