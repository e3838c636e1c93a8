import { ADMIN_CONTENT_MSG as M, MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { type Harness, startHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';

// Anvil's first dev account (index 0) deployed the contracts: it is the marketplace owner and this stack's admin.
const ADMIN = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

// Issue 15, admin area: an admin edits the FAQ and adds a promotion, and visitors see both.
describe.skipIf(!hasChromium)('admin content in Chromium', () => {
  let h: Harness;

  beforeAll(async () => {
    // The stack's server inherits this process's environment (e2e/src/stack.ts).
    process.env.ADMIN_ADDRESSES = ADMIN;
    h = await startHarness();
  });
  afterAll(async () => {
    delete process.env.ADMIN_ADDRESSES;
    await h?.close();
  });

  it('an admin adds a FAQ entry in the rich-text editor and a home banner; a visitor sees both', async () => {
    const admin = await signedInPage(h, 0);
    await admin.goto('/admin/faq');
    await admin.getByRole('button', { name: M.add }).click();
    await admin.getByRole('textbox', { name: M.question }).fill('Can I pay in VSW?');
    const answer = admin.getByRole('textbox', { name: M.answer });
    await answer.click();
    await admin.keyboard.type('Yes, and ');
    await admin.getByRole('toolbar', { name: M.answer }).getByRole('button', { name: M.bold }).click();
    await admin.keyboard.type('without extra fees');
    await admin.getByRole('button', { name: M.save }).click();
    await admin.getByTestId('admin-faq').filter({ hasText: 'Can I pay in VSW?' }).waitFor();

    await admin.goto('/admin/promotions');
    await admin.getByRole('button', { name: M.add }).click();
    await admin.getByRole('textbox', { name: M.title, exact: true }).fill('Spring drop this Friday');
    await admin.getByRole('textbox', { name: M.text }).click();
    await admin.keyboard.type('Forty new artists');
    await admin.getByRole('textbox', { name: M.target, exact: true }).fill('https://example.com/spring');
    await admin.getByRole('button', { name: M.save }).click();
    await admin.getByTestId('admin-promotion').filter({ hasText: 'Spring drop this Friday' }).waitFor();

    // Both writes are in the audit log.
    await admin.goto('/admin/audit');
    const log = admin.getByTestId('audit-table');
    await log.getByText('promotion.add').waitFor();
    await log.getByText('faq.add').waitFor();

    const visitor = await h.newPage();
    await visitor.goto('/how-it-works');
    await visitor.getByRole('button', { name: /Can I pay in VSW\?/ }).click();
    const bold = visitor.locator('strong', { hasText: 'without extra fees' });
    await bold.waitFor();
    expect(await bold.isVisible()).toBe(true);

    await visitor.goto('/');
    const banner = visitor.getByTestId('home-promotions');
    await banner.getByText('Spring drop this Friday').waitFor();
    await banner.getByText('Forty new artists').waitFor();
    expect(await banner.getByRole('link').first().getAttribute('href')).toBe('https://example.com/spring');
  });

  it('the owner wallet changes the fees with Follow Steps: the page shows the new on-chain values, the log the change', async () => {
    const admin = await signedInPage(h, 0);
    const bad: string[] = [];
    admin.on(
      'response',
      (r) => r.status() >= 400 && bad.push(`${r.request().method()} ${r.url()} ${r.status()}`),
    );
    admin.on('console', (m) => m.type() === 'error' && bad.push(m.text()));
    await admin.goto('/admin/fees');
    await admin.getByText(M.currentFees('2.5', '2.5')).waitFor();
    await admin.getByRole('textbox', { name: M.buyerFee }).fill('1.25');
    await admin.getByRole('button', { name: M.changeFees }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: M.stepLabels.init }).click();
    // The receipt is polled every 8 s; then POST /tx and the audit receipt.
    const done = dialog.getByRole('button', { name: M.stepLabels.done });
    await done.or(dialog.getByRole('button', { name: M.stepLabels.tryagain })).waitFor({ timeout: 60_000 });
    if (!(await done.isVisible())) throw new Error(`the step failed: ${bad.join('; ')}`);
    await dialog.getByRole('button', { name: MSG.close }).click();
    await admin.getByText(M.currentFees('1.25', '2.5')).waitFor();
    await admin.goto('/admin/audit');
    await admin.getByTestId('audit-table').getByText('fees.set').waitFor();
  });

  it('refuses a non-admin the content and money sections and their endpoints', async () => {
    const collector = await signedInPage(h, 3);
    for (const path of ['/admin/faq', '/admin/promotions', '/admin/currencies', '/admin/fees']) {
      await collector.goto(path);
      await collector.getByTestId('admin-not-allowed').waitFor();
      expect(await collector.getByTestId('admin-area').count()).toBe(0);
    }
    for (const path of [
      '/admin/categories',
      '/admin/faq',
      '/admin/promotions',
      '/admin/currencies',
      '/admin/fees',
    ])
      expect((await collector.request.get(`/api/v1${path}`)).status(), path).toBe(403);
    const write = await collector.request.post('/api/v1/admin/promotions', {
      headers: { origin: h.url },
      data: { kind: 'banner', title: 'Not mine' },
    });
    expect(write.status()).toBe(403);
  });
});
