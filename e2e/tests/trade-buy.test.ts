import { links, MSG } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { buyNow, createItem, findItem, nativeBalance, txCount } from '../src/trade';

// Issue 7 (v2, issue 13): A creates a single item on sale at a fixed price in the native coin — the listing a
// signed order, no transaction — and B buys it with buy(order, signature).
describe.skipIf(!hasChromium)('create and buy a single item in Chromium', () => {
  const harness = useHarness();

  it('A lists a single item for 1.5 BNB; B buys it; A gets the price less the seller fee', async () => {
    const h = harness();
    const [alice, bob] = [h.accounts[1] as string, h.accounts[2] as string];
    const config = (await (await fetch(`${h.url}/api/v1/config`)).json()) as {
      nativeSymbol: string;
      fees: { sellerBps: number };
    };
    const a = await signedInPage(h, 1);
    const sent = await txCount(h.rpcUrl, alice);
    const item = await createItem(a, alice, {
      name: 'Harbour at dawn',
      type: 721,
      sale: { kind: 'FixedPrice', amount: '1.5', currency: config.nativeSymbol },
    });
    // The mint and the one-time collection approval; the listing is a signature (no gas).
    expect(await txCount(h.rpcUrl, alice)).toBe(sent + 2);

    const b = await signedInPage(h, 2);
    await b.goto(links.info(alice, item.contract, item.tokenId));
    const before = await nativeBalance(h.rpcUrl, alice);
    await buyNow(b);
    await b.waitForURL('**/my-items');

    // A sent nothing meanwhile: the sale is the only change, and the royalty comes back to A, the creator.
    const price = 1_500_000_000_000_000_000n;
    const after = await nativeBalance(h.rpcUrl, alice);
    expect(after - before).toBe(price - (price * BigInt(config.fees.sellerBps)) / 10_000n);

    await expect(findItem(b, bob, 'Harbour at dawn')).resolves.toEqual(item);
    await b.goto('/my-items');
    await b.getByRole('tab', { name: new RegExp(MSG.profile.tabs.collectibles) }).click();
    // The card links to the item page (its name may be shortened on the card).
    await b.getByRole('tabpanel').locator(`a[href$="/${item.contract}/${item.tokenId}"]`).first().waitFor();

    const activity = (await (await b.request.get(`/api/v1/users/${bob}/activity`)).json()) as unknown;
    expect(JSON.stringify(activity)).toMatch(/Harbour at dawn/);
  });
});
