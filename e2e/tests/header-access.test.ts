import { ADMIN_MSG, MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { confirmedEmailAccount, submitLogin } from '../src/email-account';
import { type Harness, startHarness } from '../src/harness';

// A long address on purpose: it must not widen the header (issue 31). An admin by ADMIN_EMAILS.
const EMAIL = 'a.rather.long.address.for.the.header@example-marketplace.org';
const PASSWORD = 'header journey secret';

/** What decides whether the header fits: its rows, the search field's width, a horizontal overflow. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('header > div') as HTMLElement;
    const shown = [...row.children].filter((c) => (c as HTMLElement).offsetParent !== null);
    const tops = new Set(
      shown.map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2)),
    );
    const search = document.querySelector('header input[type="search"]') as HTMLElement;
    const searchForm = search.closest('form') as HTMLElement;
    const nav = document.querySelector('header nav[aria-label="Main"]') as HTMLElement;
    const name = document.querySelector('header [aria-label^="Account"] span:last-child') as HTMLElement;
    return {
      rows: tops.size,
      searchWidth: Math.round(search.getBoundingClientRect().width),
      overlap: Math.round(searchForm.getBoundingClientRect().right - nav.getBoundingClientRect().left),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      nameCut: name.scrollWidth > name.clientWidth,
    };
  });
}

// Issue 31: email accounts from a phone's menu drawer; the header of an email account at desktop widths; the
// account menu's way into the admin area.
describe.skipIf(!hasChromium)('accounts and the admin area from the header in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    // The stack's server inherits this process's environment (e2e/src/stack.ts).
    process.env.ADMIN_EMAILS = EMAIL;
    h = await startHarness();
    const page = await h.newPage();
    await confirmedEmailAccount(page, h.url, EMAIL, PASSWORD);
  });
  afterAll(async () => {
    delete process.env.ADMIN_EMAILS;
    await h?.close();
  });

  it('390 px: the menu drawer offers Login and Create Account; the account menu then leads to the admin area', async () => {
    const page = await h.newPage({ width: 390 });
    await page.goto('/');
    expect(
      await page.locator('header').getByRole('button', { name: MSG.nav.login, exact: true }).isVisible(),
    ).toBe(false);
    await page.getByRole('button', { name: MSG.nav.menu }).click();
    const drawer = page.getByRole('dialog', { name: MSG.nav.menu });
    await drawer.getByRole('button', { name: MSG.account.register }).waitFor();
    await drawer.getByRole('button', { name: MSG.nav.login, exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await submitLogin(page, EMAIL, PASSWORD);
    expect(await (await page.request.get('/api/v1/auth/session')).json()).toMatchObject({
      email: EMAIL,
      admin: true,
    });

    await page.getByRole('button', { name: new RegExp(`^${MSG.wallet.account} `) }).click();
    await page.getByRole('menuitem', { name: MSG.wallet.admin }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('navigation', { name: ADMIN_MSG.title }).waitFor();
    expect(await page.getByText(ADMIN_MSG.notAllowed).count()).toBe(0);
  });

  // The search field's least width: what measured 161 px at 1366 and 88 px at 1280 (issue 31: it was 0 px).
  it.each([
    [1366, 150],
    [1280, 80],
  ])(
    '%i px: an email account’s header keeps one row, a usable search field and a cut-short email',
    async (width, search) => {
      const page = await h.newPage({ width });
      await page.goto('/');
      await page.locator('header').getByRole('button', { name: MSG.nav.login, exact: true }).click();
      await submitLogin(page, EMAIL, PASSWORD);
      await page.getByRole('button', { name: new RegExp(`^${MSG.wallet.account} `) }).waitFor();
      await page.waitForLoadState('networkidle');
      const layout = await headerLayout(page);
      console.log(`header at ${width} px`, layout);
      expect(layout).toMatchObject({ rows: 1, overflow: 0, nameCut: true });
      expect(layout.searchWidth).toBeGreaterThanOrEqual(search);
      expect(layout.overlap).toBeLessThanOrEqual(0);
    },
  );
});
