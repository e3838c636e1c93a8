import { ADMIN_MSG, type Page as ListPage, MODERATION_MSG, MSG, type TokenCard } from '@agora/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { type Harness, startHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';

// Anvil's first dev account (index 0) is the admin of this stack; account 3 is an ordinary collector.
const ADMIN = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const DEMO_ITEMS = 30;

// Issue 15, admin area: an admin hides a reported item and a visitor no longer finds it; a non-admin is refused.
describe.skipIf(!hasChromium)('admin area in Chromium', () => {
  let h: Harness;
  let target: TokenCard;
  const cardLink = (p: Page) => p.locator(`a[href$="/${target.contract}/${target.tokenId}"]`);

  beforeAll(async () => {
    // The stack's server inherits this process's environment (e2e/src/stack.ts).
    process.env.ADMIN_ADDRESSES = ADMIN;
    h = await startHarness();
    expect(h.accounts[0]).toBe(ADMIN);
    // The demo market mints in the background: wait for all of it, so the newest item stays the newest.
    const deadline = Date.now() + 240_000;
    for (;;) {
      const res = await fetch(`${h.url}/api/v1/tokens?filter=All&limit=10&page=${DEMO_ITEMS / 10}`);
      const page = (await res.json()) as ListPage<TokenCard>;
      if (page.items.length === 10) break;
      if (Date.now() > deadline) throw new Error('the demo market did not mint its items in time');
      await new Promise((done) => setTimeout(done, 2_000));
    }
    const newest = (await (
      await fetch(`${h.url}/api/v1/tokens?filter=All&limit=1`)
    ).json()) as ListPage<TokenCard>;
    target = newest.items[0] as TokenCard;
  });
  afterAll(async () => {
    delete process.env.ADMIN_ADDRESSES;
    await h?.close();
  });

  /** Where a visitor finds the item: explore, the search page for its name, the home page's recent items. */
  async function visitorSees(page: Page): Promise<Record<'explore' | 'search' | 'home', boolean>> {
    const seen = async (path: string) => {
      await page.goto(path);
      // Lists load after the shell, each on its own query: wait for a card or the search's empty answer, then
      // for every request to end.
      await page.locator('article').or(page.getByText(MSG.noItemsFound)).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      return (await cardLink(page).count()) > 0;
    };
    return {
      explore: await seen('/explore/All'),
      search: await seen(`/search?search=${encodeURIComponent(target.name)}`),
      home: await seen('/'),
    };
  }

  it('an admin hides a reported item: a visitor no longer finds it in explore, search or home', async () => {
    const visitor = await h.newPage();
    expect(await visitorSees(visitor)).toEqual({ explore: true, search: true, home: true });

    const collector = await signedInPage(h, 3);
    const report = await collector.request.post('/api/v1/reports', {
      headers: { origin: h.url },
      data: { contract: target.contract, tokenId: target.tokenId, message: 'This copies my work' },
    });
    expect(report.status()).toBe(200);

    const admin = await signedInPage(h, 0);
    await admin.goto('/admin/reports');
    const entry = admin.getByTestId('reported-item').filter({ hasText: 'This copies my work' });
    await entry.getByRole('button', { name: ADMIN_MSG.hide }).click();
    await admin.getByText(ADMIN_MSG.itemHiddenDone).waitFor();
    await entry.getByText(ADMIN_MSG.hiddenBadge, { exact: true }).waitFor();

    expect(await visitorSees(visitor)).toEqual({ explore: false, search: false, home: false });
    // Its own page still opens (the chain cannot be stopped) and says it is hidden.
    await visitor.goto(`/info/${target.owner.address}/${target.contract}/${target.tokenId}`);
    await visitor.getByText(MODERATION_MSG.itemHidden).waitFor();

    // The audit log names the action.
    await admin.goto('/admin/audit');
    const row = admin.getByTestId('audit-table').locator('tbody tr').first();
    await row.getByText('item.hide').waitFor();
    expect(await row.textContent()).toContain(`${target.contract}/${target.tokenId}`);

    // Shown again: back in every list.
    await admin.goto('/admin/reports');
    await entry.getByRole('button', { name: ADMIN_MSG.unhide }).click();
    await admin.getByText(ADMIN_MSG.itemShownDone).waitFor();
    expect(await visitorSees(visitor)).toEqual({ explore: true, search: true, home: true });
  });

  it('refuses a non-admin everywhere: the page and the API', async () => {
    const visitor = await h.newPage();
    await visitor.goto('/admin');
    await visitor.getByTestId('admin-not-allowed').waitFor();
    expect((await visitor.request.get('/api/v1/admin/me')).status()).toBe(401);

    const collector = await signedInPage(h, 3);
    for (const path of ['/admin', '/admin/reports', '/admin/users', '/admin/audit']) {
      await collector.goto(path);
      await collector.getByTestId('admin-not-allowed').waitFor();
      await collector.getByText(ADMIN_MSG.notAllowed).waitFor();
      expect(await collector.getByTestId('admin-area').count()).toBe(0);
    }
    for (const path of [
      '/admin/me',
      '/admin/dashboard',
      '/admin/reported-items',
      '/admin/users',
      '/admin/audit',
    ])
      expect((await collector.request.get(`/api/v1${path}`)).status(), path).toBe(403);
    const write = await collector.request.put(
      `/api/v1/admin/items/${target.contract}/${target.tokenId}/hidden`,
      {
        headers: { origin: h.url },
        data: { hidden: true },
      },
    );
    expect(write.status()).toBe(403);
  });

  it('loads nothing of the admin area on the home page', async () => {
    const page = await h.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.locator('article').first().waitFor({ timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /admin/i.test(u))).toEqual([]);
    // …and the admin page does load its own chunk.
    const admin = await signedInPage(h, 0);
    const adminScripts: string[] = [];
    admin.on('request', (r) => {
      if (r.resourceType() === 'script') adminScripts.push(r.url());
    });
    await admin.goto('/admin');
    await admin.getByTestId('admin-area').waitFor();
    await admin.getByText(ADMIN_MSG.reportsWaiting).waitFor();
    expect(adminScripts.some((u) => /AdminPage/.test(u))).toBe(true);
  });
});
