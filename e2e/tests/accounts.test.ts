import { MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { mailedLink, submitLogin } from '../src/email-account';
import { type Harness, startHarness } from '../src/harness';
import { signIn } from '../src/sign-in';

const m = MSG.account;
const A = MSG.accounts;
const EMAIL = 'journey@example.com';

async function session(page: Page) {
  return (await page.request.get('/api/v1/auth/session')).json();
}

async function logIn(page: Page, password: string, email = EMAIL) {
  await page.getByRole('button', { name: MSG.nav.login, exact: true }).first().click();
  await submitLogin(page, email, password);
}

// Issue 15: an email account from the Create Account modal to a password reset, with the mails read from the
// development outbox the server keeps while no SMTP is configured.
describe.skipIf(!hasChromium)('email accounts in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('registers, confirms by mail, logs in, resets the password by mail and logs in with the new one', async () => {
    const page = await h.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: MSG.nav.login, exact: true }).first().click();
    await page.getByRole('dialog', { name: m.loginTitle }).getByRole('button', { name: m.register }).click();
    const create = page.getByRole('dialog', { name: m.register });
    await create.getByLabel(m.email).fill(EMAIL);
    await create.getByLabel(m.username).fill('journey');
    await create.getByLabel(m.fullName).fill('Journey Person');
    await create.getByLabel(m.password).fill('qwertyuiop');
    await create.getByRole('button', { name: m.register }).click();
    await create.getByText(A.passwordCommon).waitFor();
    await create.getByLabel(m.password).fill('first long secret');
    await create.getByRole('button', { name: m.register }).click();
    await create.getByText(A.registered).waitFor();
    await create.getByRole('button', { name: MSG.close }).click();

    await page.goto(await mailedLink(page, EMAIL, 'verify-email'));
    await page.getByText(A.verified).waitFor();
    expect(new URL(page.url()).search).toBe(''); // the token left the address bar
    await logIn(page, 'first long secret');
    expect(await session(page)).toMatchObject({ wallet: false, email: EMAIL });

    // Another browser asks for a reset; the first one's session ends with it.
    const other = await h.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: MSG.nav.login, exact: true }).first().click();
    await other.getByRole('dialog', { name: m.loginTitle }).getByRole('button', { name: m.forgot }).click();
    const forgot = other.getByRole('dialog', { name: m.forgot });
    await forgot.getByLabel(m.usernameOrEmail).fill(EMAIL);
    await forgot.getByRole('button', { name: m.submit }).click();
    await forgot.getByText(A.resetSent).waitFor();
    await forgot.getByRole('button', { name: MSG.close }).click();

    await other.goto(await mailedLink(other, EMAIL, 'reset-password'));
    await other.getByLabel(A.newPassword).fill('second long secret');
    await other.getByRole('button', { name: A.resetSubmit }).click();
    await other.getByText(A.passwordReset).waitFor();
    expect(await session(page)).toBeNull();

    // The reset page's own Login button opens the modal.
    await other.locator('#main').getByRole('button', { name: m.login, exact: true }).click();
    const dialog = other.getByRole('dialog', { name: m.loginTitle });
    await dialog.getByLabel(m.email).fill(EMAIL);
    await dialog.getByLabel(m.password).fill('first long secret');
    await dialog.getByRole('button', { name: m.login, exact: true }).click();
    await dialog.getByText(A.badCredentials).waitFor();
    await dialog.getByLabel(m.password).fill('second long secret');
    await dialog.getByRole('button', { name: m.login, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await session(other)).toMatchObject({ wallet: false, email: EMAIL });
  });
  it('an email-only account is refused creating (403, the connect message) and links the wallet it connects', async () => {
    const email = 'linker@example.com';
    const page = await h.newPage({ account: 2 });
    await page.goto('/');
    const origin = { origin: h.url };
    await page.request.post('/api/v1/accounts/register', {
      data: { name: 'Linker', email, password: 'linking secret words' },
      headers: origin,
    });
    await page.goto(await mailedLink(page, email, 'verify-email'));
    await page.getByText(A.verified).waitFor();
    await logIn(page, 'linking secret words', email);
    expect(await session(page)).toMatchObject({ wallet: false, email });
    const refused = await page.request.post('/api/v1/collections', {
      multipart: { name: 'Mine', customUrl: 'mine' },
      headers: origin,
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(A.walletRequired);

    await signIn(page, h.accounts[2] as string);
    expect(await session(page)).toMatchObject({ address: h.accounts[2], wallet: true, email });
  });
});
