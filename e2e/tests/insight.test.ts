import { links, MSG } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { type Harness, startHarness } from '../src/harness';
import { signIn } from '../src/sign-in';
import { createItem } from '../src/trade';

// Issue 16: the token page's price history chart (uPlot, loaded with the page) shows a new sale.
describe.skipIf(!hasChromium)('price history in Chromium', () => {
  let h: Harness;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    h = await startHarness();
    [alice, bob] = [h.accounts[1] as string, h.accounts[2] as string];
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a sold item has a price history chart and lists the sale in its currency', async () => {
    const { nativeSymbol } = (await (await fetch(`${h.url}/api/v1/config`)).json()) as {
      nativeSymbol: string;
    };
    const a = await h.newPage({ account: 1 });
    await a.goto('/');
    await signIn(a, alice);
    const item = await createItem(a, alice, {
      name: 'Tide chart',
      type: 721,
      sale: { kind: 'FixedPrice', amount: '1.5', currency: nativeSymbol },
    });

    const b = await h.newPage({ account: 2 });
    await b.goto('/');
    await signIn(b, bob);
    await b.goto(links.info(alice, item.contract, item.tokenId));
    await b.getByText(MSG.insight.noSales).waitFor();
    await b.getByRole('button', { name: MSG.detail.buy, exact: true }).first().click();
    await b
      .getByRole('dialog', { name: MSG.checkout.title })
      .getByRole('button', { name: MSG.checkout.button.start })
      .click();
    await b
      .getByRole('dialog', { name: MSG.sale.followSteps })
      .getByRole('button', { name: MSG.checkout.steps.purchaseTitle })
      .click();
    await b.getByText(MSG.toast.purchased).waitFor({ timeout: 60_000 });

    await b.goto(links.info(bob, item.contract, item.tokenId));
    const chart = b.getByRole('img', { name: MSG.insight.priceHistory });
    await chart.locator('canvas').waitFor({ timeout: 30_000 });
    expect(await b.getByText(`1.5 ${nativeSymbol}`).count()).toBeGreaterThan(0);
  });
});
