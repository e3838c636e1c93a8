import { links, MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { buyNow, createItem } from '../src/trade';

// Issue 16: the token page's price history chart shows a new sale. The section loads as it nears the screen.
const scrollToPriceHistory = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

describe.skipIf(!hasChromium)('price history in Chromium', () => {
  const harness = useHarness();

  it('a sold item has a price history chart and lists the sale in its currency', async () => {
    const h = harness();
    const [alice, bob] = [h.accounts[1] as string, h.accounts[2] as string];
    const { nativeSymbol } = (await (await fetch(`${h.url}/api/v1/config`)).json()) as {
      nativeSymbol: string;
    };
    const a = await signedInPage(h, 1);
    const item = await createItem(a, alice, {
      name: 'Tide chart',
      type: 721,
      sale: { kind: 'FixedPrice', amount: '1.5', currency: nativeSymbol },
    });

    const b = await signedInPage(h, 2);
    await b.goto(links.info(alice, item.contract, item.tokenId));
    await scrollToPriceHistory(b);
    await b.getByText(MSG.insight.noSales).waitFor();
    await buyNow(b);

    await b.goto(links.info(bob, item.contract, item.tokenId));
    await scrollToPriceHistory(b);
    const chart = b.getByRole('img', { name: MSG.insight.priceHistory });
    await chart.locator('canvas').waitFor({ timeout: 30_000 });
    expect(await b.getByText(`1.5 ${nativeSymbol}`).count()).toBeGreaterThan(0);
  });
});
