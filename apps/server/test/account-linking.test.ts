import { MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, PASSWORD } from './account-helpers';
import { signIn, siweMessage, accounts as wallets } from './auth-helpers';
import { addItem, CONTRACT } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

const A = MSG.accounts;
const [alice, bob] = wallets as [(typeof wallets)[0], (typeof wallets)[0]];

let t: TestApp;
let c: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = accountClient(t);
});
afterAll(() => t.close());

/** Signs `wallet` in while the browser holds `cookie` (another account's session). */
async function signInOver(wallet: (typeof wallets)[0], cookie: string) {
  const message = await siweMessage(t.app, wallet);
  const signature = await wallet.signMessage({ message });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { message, signature },
    headers: { cookie },
  });
}

/** What the web app sends to link the signed-in `wallet` to `email`. */
async function linkBody(wallet: (typeof wallets)[0], email: string, password = PASSWORD) {
  const { nonce, domain } = (await t.app.inject('/api/v1/auth/nonce')).json();
  const message = A.linkMessage({ wallet: wallet.address.toLowerCase(), email, domain, nonce });
  return { email, password, nonce, domain, signature: await wallet.signMessage({ message }) };
}

describe('linking a wallet to an email account (issue 32 item 1)', () => {
  it('never links a wallet that signs in while the browser holds an email session', async () => {
    const victimSession = await c.account('vic@example.com');
    const signedIn = await signInOver(alice, victimSession);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ address: alice.address.toLowerCase(), email: null });
    // The email's password still opens the email-only account, not the wallet.
    const login = await c.post('login', { email: 'vic@example.com', password: PASSWORD });
    expect(login.json()).toMatchObject({ wallet: false, email: 'vic@example.com' });
    expect(login.json().address).not.toBe(alice.address.toLowerCase());
  });

  it('links only with the signed link message and the account password, from a signed-in wallet', async () => {
    const lea = await c.account('lea@example.com', 'Lea');
    const wallet = await signIn(t.app, bob);
    // Lea likes an item; the wallet's own facts are read (and kept) before the link.
    const item = await addItem(t.database.db, { creator: alice.address, name: 'Linked like' });
    const like = `/api/v1/likes/${CONTRACT}/${item.tokenId}`;
    expect((await t.app.inject({ method: 'PUT', url: like, headers: { cookie: lea } })).statusCode).toBe(200);
    const likedByWallet = async () =>
      (await t.app.inject({ url: '/api/v1/tokens?filter=All&page=1&limit=10', headers: { cookie: wallet } }))
        .json()
        .items.find((card: { name: string }) => card.name === 'Linked like')?.liked;
    expect(await likedByWallet()).toBe(false);
    const body = await linkBody(bob, 'lea@example.com');
    expect((await c.post('link', body)).statusCode).toBe(401); // signed out
    const wrongPassword = await c.post(
      'link',
      await linkBody(bob, 'lea@example.com', 'not the password'),
      wallet,
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(A.badCredentials);
    // An ordinary sign-in signature is not a link signature.
    const signInText = await siweMessage(t.app, bob);
    const forged = { ...body, signature: await bob.signMessage({ message: signInText }) };
    expect((await c.post('link', forged, wallet)).statusCode).toBe(400);
    // A message naming another email does not link this one.
    const other = { ...(await linkBody(bob, 'someone@example.com')), email: 'lea@example.com' };
    expect((await c.post('link', other, wallet)).statusCode).toBe(400);

    const linked = await c.post('link', body, wallet);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      address: bob.address.toLowerCase(),
      wallet: true,
      email: 'lea@example.com',
    });
    expect((await c.post('link', body, wallet)).statusCode).toBe(400); // the nonce is used up
    // Lea's like moved to the wallet, and shows on its next read.
    expect(await likedByWallet()).toBe(true);
    const login = await c.post('login', { email: 'lea@example.com', password: PASSWORD });
    expect(login.json()).toMatchObject({ address: bob.address.toLowerCase(), wallet: true });
  });
});

describe('the session cookie (issue 32 item 1)', () => {
  it('is __Host- prefixed and Secure on an https origin, and a planted plain cookie is not read', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://agora.example' });
    try {
      const message = await siweMessage(https.app, alice);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify',
        payload: { message, signature: await alice.signMessage({ message }) },
      });
      const [cookie] = res.cookies;
      expect(cookie).toMatchObject({ name: '__Host-agora_session', secure: true, path: '/', httpOnly: true });
      expect(cookie).not.toHaveProperty('domain');
      const session = (cookieHeader: string) =>
        https.app.inject({ url: '/api/v1/auth/session', headers: { cookie: cookieHeader } });
      expect((await session(`__Host-agora_session=${cookie?.value}`)).json()).toMatchObject({
        address: alice.address.toLowerCase(),
      });
      expect((await session(`agora_session=${cookie?.value}`)).json()).toBeNull();
    } finally {
      await https.close();
    }
  });

  it('is __Host- prefixed when the request itself is https behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const cookie = (await signInHttps(proxied)).cookies[0];
      expect(cookie).toMatchObject({ name: '__Host-agora_session', secure: true });
    } finally {
      await proxied.close();
    }
  });

  it('keeps the plain name on http localhost', async () => {
    const cookie = await signIn(t.app, alice);
    expect(cookie.startsWith('agora_session=')).toBe(true);
  });
});

async function signInHttps(app: TestApp) {
  const message = await siweMessage(app.app, alice);
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    headers: { 'x-forwarded-proto': 'https' },
    payload: { message, signature: await alice.signMessage({ message }) },
  });
}
