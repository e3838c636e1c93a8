import { MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import type { Harness } from './harness';

/**
 * Connects the page's injected wallet through the Connect Your Wallet modal and waits until the SIWE session is
 * open (the wallet menu shows the address).
 */
export async function signIn(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: MSG.wallet.connect }).first().click();
  await page
    .getByRole('dialog', { name: MSG.wallet.title })
    .getByRole('button', { name: /E2E Wallet/ })
    .click();
  await page
    .getByRole('button', { name: `${MSG.wallet.account} ${address}`, exact: false })
    .waitFor({ timeout: 20_000 });
}

/** A fresh page with dev account `account`'s wallet, signed in on the home page. */
export async function signedInPage(h: Harness, account: number): Promise<Page> {
  const page = await h.newPage({ account });
  await page.goto('/');
  await signIn(page, h.accounts[account] as string);
  return page;
}
