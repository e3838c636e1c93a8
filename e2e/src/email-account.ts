import { MSG, type OutboxMail } from '@agora/core';
import type { Page } from 'playwright-core';

/** The path (with its token) of the newest mail to `to` that links to `target`, read from the dev outbox. */
export async function mailedLink(
  page: Page,
  to: string,
  target: 'verify-email' | 'reset-password',
): Promise<string> {
  const mails = (await (await page.request.get('/api/v1/dev/mail')).json()) as OutboxMail[];
  const mail = mails.find((x) => x.to === to && x.text.includes(`/${target}?token=`));
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no ${target} mail to ${to}`);
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

/** The newest mail to `to` with `subject` in the dev outbox, or null. */
export async function newestMailTo(page: Page, to: string, subject: string): Promise<OutboxMail | null> {
  const mails = (await (await page.request.get('/api/v1/dev/mail')).json()) as OutboxMail[];
  return mails.find((x) => x.to === to && x.subject === subject) ?? null;
}

/** Fills and submits the open Login modal; waits until it closes. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: MSG.account.loginTitle });
  await dialog.getByLabel(MSG.account.email).fill(email);
  await dialog.getByLabel(MSG.account.password).fill(password);
  await dialog.getByRole('button', { name: MSG.account.login, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Registers `email` through the API and confirms it by its mail with the registration's password (issue 32: no
 * pre-registration); the page ends on the confirmation page.
 */
export async function confirmedEmailAccount(page: Page, origin: string, email: string, password: string) {
  await page.request.post('/api/v1/accounts/register', {
    data: { name: 'Email Person', email, password },
    headers: { origin },
  });
  await page.goto(await mailedLink(page, email, 'verify-email'));
  await page.getByLabel(MSG.accounts.confirmPasswordLabel).fill(password);
  await page.getByRole('button', { name: MSG.accounts.confirmSubmit }).click();
  await page.getByText(MSG.accounts.verified).waitFor();
}
