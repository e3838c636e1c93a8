import { agoraMarketplaceAbi, orderFromJson } from '@agora/chain/browser';
import { ACTIVITY_TEXT, MSG, PLATFORM_TOKEN, type TokenDetail } from '@agora/core';
import type { Page } from 'playwright-core';
import { encodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { openJourney } from '../src/journey';
import { rpc } from '../src/rpc';
import { signedInPage } from '../src/sign-in';
import { lowerPrice, placeBid, quote } from '../src/trade';

/** Marks the document: the mark is gone if the page reloads or navigates. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { liveMark: 1 }));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark);

/** The demo market trades in the background after the start, its follows last: wait, so it floods no feed. */
async function demoDone(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const follows = (await (await fetch(`${url}/api/v1/activity?filter=Follow&page=1&limit=9`)).json()) as {
      items?: unknown[];
    };
    if (follows.items?.length) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the demo market was not complete within 180 s');
}

// Issue 16, live updates: a visitor's open token page and activity feed follow changes made by others — from
// other browsers (a lower price signed by the seller, a bid) and from the server's own indexer (a purchase sent
// straight to the chain, no report) — without a reload.
describe.skipIf(!hasChromium)('live token page and activity feed in Chromium', () => {
  const harness = useHarness();

  it('a visitor sees a price drop and a sale on an open token page (Buy Now goes), and the sale in the activity feed', async () => {
    const h = harness();
    const bob = h.accounts[2] as string;
    const opening = await openJourney(h, {
      seller: 1,
      create: ({ nativeSymbol }) => ({
        name: 'Tide pool live',
        type: 721,
        sale: { kind: 'FixedPrice', amount: '2', currency: nativeSymbol },
      }),
    });
    const { config, item, url } = opening;
    const { seller: alice, page: a } = opening;

    const visitor = await h.newPage();
    await visitor.goto(url);
    const price = visitor.getByTestId('token-price');
    await price.getByText(`2 ${config.nativeSymbol}`).waitFor();
    const buy = visitor.getByRole('button', { name: MSG.detail.buy, exact: true });
    await buy.first().waitFor();
    await demoDone(h.url);
    const feed = await h.newPage();
    await feed.goto('/activity');
    await feed.getByText(MSG.nav.activity).first().waitFor();
    const purchaseRow = feed
      .getByRole('listitem')
      .filter({ hasText: ACTIVITY_TEXT.purchase })
      .filter({ hasText: 'Tide pool live' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await purchaseRow.count()).toBe(0);
    await Promise.all([mark(visitor), mark(feed)]);

    // The seller lowers the price from their own browser: a new signed order, no transaction.
    await lowerPrice(a, url, '1');
    await price.getByText(`1 ${config.nativeSymbol}`).waitFor({ timeout: 10_000 });

    // The visitor watches the owners while the buyer's purchase goes straight to the chain: nobody reports
    // it, the server's indexer finds it.
    await visitor.getByRole('tab', { name: MSG.detail.tabs.owners }).click();
    await visitor.getByTestId('owners').locator(`a[href*="${alice}"]`).first().waitFor();
    const detail = (await (
      await fetch(`${h.url}/api/v1/items/${item.contract}/${item.tokenId}`)
    ).json()) as TokenDetail;
    const sale = detail.owners.find((o) => o.sale?.order)?.sale;
    if (!sale?.order || !sale.signature) throw new Error('no signed listing');
    const { order } = sale;
    const split = await quote(
      h.rpcUrl,
      config.addresses.marketplace,
      item.contract,
      item.tokenId,
      BigInt(order.unitPrice),
    );
    const total = BigInt(order.unitPrice) + split.buyerFee;
    await rpc(h.rpcUrl, 'eth_sendTransaction', [
      {
        from: bob,
        to: config.addresses.marketplace,
        value: `0x${total.toString(16)}`,
        data: encodeFunctionData({
          abi: agoraMarketplaceAbi,
          functionName: 'buy',
          args: [orderFromJson(order), sale.signature as `0x${string}`, 1n, total],
        }),
      },
    ]);

    // The visitor's page drops Buy Now and names the new owner; the feed shows the purchase.
    await buy.first().waitFor({ state: 'detached', timeout: 10_000 });
    await visitor.getByTestId('owners').locator(`a[href*="${bob}"]`).first().waitFor({ timeout: 10_000 });
    await purchaseRow.first().waitFor({ timeout: 10_000 });
    expect([await stillMarked(visitor), await stillMarked(feed)]).toEqual([1, 1]);
  });

  it('a visitor sees a new bid appear on an open auction page', async () => {
    const h = harness();
    const { url } = await openJourney(h, {
      seller: 3,
      funded: [4],
      create: {
        name: 'Kelp forest live',
        type: 721,
        sale: { kind: 'TimedAuction', amount: '1', currency: PLATFORM_TOKEN },
      },
    });
    const visitor = await h.newPage();
    await visitor.goto(url);
    await visitor.getByTestId('token-price').waitFor();
    await mark(visitor);

    const d = await signedInPage(h, 4);
    await placeBid(d, url, '2');

    await visitor.getByTestId('highest-bid').getByText(`2 ${PLATFORM_TOKEN}`).waitFor({ timeout: 10_000 });
    expect(await stillMarked(visitor)).toBe(1);
  });
});
