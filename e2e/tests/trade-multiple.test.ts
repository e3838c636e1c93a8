import { links, MSG, type OrderReply, PLATFORM_TOKEN, type TokenDetail } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { buyNow, createItem, lowerPrice, mintVsw } from '../src/trade';

// Issue 7 (v2, issue 13): A creates 10 copies on sale in the platform token (one signed order); B approves it
// and buys 3; the same order still sells the other 7, and A lowers their price.
describe.skipIf(!hasChromium)('create and buy copies of a multiple item in Chromium', () => {
  const harness = useHarness();

  it('A lists 10 copies for 2 VSW each; B approves and buys 3; owners A 7, B 3; A lowers the 7 left to 1.5', async () => {
    const h = harness();
    const [alice, bob] = [h.accounts[3] as string, h.accounts[4] as string];
    const config = (await (await fetch(`${h.url}/api/v1/config`)).json()) as {
      addresses: { vsw: string };
    };
    await mintVsw(h.rpcUrl, config.addresses.vsw, h.accounts[0] as string, bob, 100n * 10n ** 18n);
    const a = await signedInPage(h, 3);
    const item = await createItem(a, alice, {
      name: 'Ten lanterns',
      type: 1155,
      copies: 10,
      sale: { kind: 'FixedPrice', amount: '2', currency: PLATFORM_TOKEN },
    });

    const b = await signedInPage(h, 4);
    await b.goto(links.info(alice, item.contract, item.tokenId));
    await buyNow(b, { quantity: 3, approve: true });

    await b.goto(links.info(alice, item.contract, item.tokenId));
    await b.getByRole('tab', { name: MSG.detail.tabs.owners }).click();
    const owners = b.getByTestId('owners').locator('li');
    await expect.poll(() => owners.count()).toBe(2);
    const rows = await owners.allInnerTexts();
    const row = (addr: string) => rows.find((r) => r.toLowerCase().includes(addr.slice(0, 8))) ?? '';
    expect(row(alice)).toMatch(/\b7\/7\b|\b7\b/);
    expect(row(bob)).toMatch(/\b3\b/);

    // The signed order was filled in part: the same order still sells the 7 copies left, on the page and on chain.
    await expect
      .poll(
        async () => {
          const detail = (await (
            await b.request.get(`/api/v1/items/${item.contract}/${item.tokenId}`)
          ).json()) as TokenDetail;
          const sale = detail.owners.find((o) => o.user.address === alice)?.sale;
          const order = (await (
            await b.request.get(`/api/v1/orders/${sale?.orderHash}`)
          ).json()) as OrderReply;
          return { quantity: sale?.quantity, status: order.status, remaining: order.remaining };
        },
        { timeout: 15_000 },
      )
      .toEqual({ quantity: 7, status: 'active', remaining: 7 });

    // A lowers the price of the 7 left: the new order carries the nonce the sale's transfer moved to.
    await lowerPrice(a, links.info(alice, item.contract, item.tokenId), '1.5');
    const detail = (await (
      await a.request.get(`/api/v1/items/${item.contract}/${item.tokenId}`)
    ).json()) as TokenDetail;
    const sale = detail.owners.find((o) => o.user.address === alice)?.sale;
    expect(sale).toMatchObject({ price: '1500000000000000000', quantity: 7 });
    const lowered = (await (await a.request.get(`/api/v1/orders/${sale?.orderHash}`)).json()) as OrderReply;
    expect(lowered).toMatchObject({ status: 'active', remaining: 7 });
  });
});
