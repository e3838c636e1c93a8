import { links, MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { checkout, createItem, ownerOf } from '../src/trade';

/** A card's menu button on explore, loading more pages until it shows: the demo market keeps listing items. */
async function menuOnExplore(page: Page, name: string) {
  await page.goto(links.explore());
  await page.locator('article').first().waitFor({ timeout: 20_000 });
  const menu = page.getByRole('button', { name: MSG.items.cardMenu(name) });
  for (let i = 0; i < 10 && (await menu.count()) === 0; i++) {
    await page.getByRole('button', { name: MSG.items.loadMore }).click();
    await page.waitForLoadState('networkidle');
  }
  return menu.first();
}

// Issue 16 "Trading from cards": the item card's menu offers what the token page offers and opens its modals.
describe.skipIf(!hasChromium)('a purchase from a card in Chromium', () => {
  const harness = useHarness();

  it('B opens a card’s menu on explore, buys the item, and the card names B as its owner', async () => {
    const h = harness();
    const [alice, bob] = [h.accounts[1] as string, h.accounts[2] as string];
    const a = await signedInPage(h, 1);
    const config = await a.request.get('/api/v1/config');
    const { nativeSymbol } = (await config.json()) as { nativeSymbol: string };
    const name = 'Card lantern';
    const item = await createItem(a, alice, {
      name,
      type: 721,
      sale: { kind: 'FixedPrice', amount: '0.5', currency: nativeSymbol },
    });

    const b = await signedInPage(h, 2);
    await (await menuOnExplore(b, name)).click();
    // What the token page offers a buyer: Buy Now, Report, Share (no owner actions on someone else's item).
    await b.getByRole('menuitem').first().waitFor();
    const entries = await b.getByRole('menuitem').allTextContents();
    expect(entries).toEqual([MSG.detail.buy, MSG.detail.menu.report, MSG.detail.menu.share]);
    await b.getByRole('menuitem', { name: MSG.detail.buy }).click();
    await checkout(b);
    await b.waitForURL('**/my-items');
    expect((await ownerOf(h.rpcUrl, item.contract, item.tokenId)).toLowerCase()).toBe(bob);

    // Back on explore the card is B's: it links to B's row and B's menu is the owner's.
    const mine = await menuOnExplore(b, name);
    await b
      .locator(`a[href="${links.info(bob, item.contract, item.tokenId)}"]`)
      .first()
      .waitFor();
    await mine.click();
    await b.getByRole('menuitem', { name: MSG.detail.menu.putOnSale }).waitFor();
    expect(await b.getByRole('menuitem', { name: MSG.detail.buy }).count()).toBe(0);
  });
});
