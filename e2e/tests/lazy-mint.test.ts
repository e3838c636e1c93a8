import { ACTIVITY_TEXT, CARD_MSG, links, MSG } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { buyNow, createItem, nativeBalance, ownerOf, txCount } from '../src/trade';

interface Page721 {
  token: { minted?: false; creator: { address: string } };
  owners: { user: { address: string } }[];
  history: { action: string; txHash: string | null }[];
}

// Issue 30 (lazy minting): A lists an item without minting it — one signed voucher, no transaction — and it is
// on A's profile at once, marked as not minted yet; B's purchase mints it to B with A as its creator.
describe.skipIf(!hasChromium)('list without minting, then the first buyer mints (issue 30)', () => {
  const harness = useHarness();

  it('A lists without minting (no transaction); B buys it and owns the minted token, A its creator', async () => {
    const h = harness();
    const [alice, bob] = [h.accounts[1] as string, h.accounts[2] as string];
    const config = (await (await fetch(`${h.url}/api/v1/config`)).json()) as { nativeSymbol: string };
    const a = await signedInPage(h, 1);
    const sent = await txCount(h.rpcUrl, alice);
    const item = await createItem(a, alice, {
      name: 'Unminted harbour',
      type: 721,
      sale: { kind: 'FixedPrice', amount: '1.5', currency: config.nativeSymbol },
      lazy: true,
    });
    // A signature only: the wallet's nonce did not move.
    expect(await txCount(h.rpcUrl, alice)).toBe(sent);
    // Its page says so, and so does its card on A's profile.
    await a.getByTestId('not-minted').waitFor();
    await a.goto(links.myItems());
    await a.getByRole('tab', { name: new RegExp(MSG.profile.tabs.collectibles) }).click();
    const card = a
      .getByRole('tabpanel')
      .locator('article', { has: a.locator(`a[href$="/${item.tokenId}"]`) });
    await expect(card.getByTestId('not-minted').textContent()).resolves.toBe(CARD_MSG.notMinted);

    const b = await signedInPage(h, 2);
    await b.goto(links.info(alice, item.contract, item.tokenId));
    const before = await nativeBalance(h.rpcUrl, alice);
    await buyNow(b);
    await b.waitForURL('**/my-items');
    expect(await ownerOf(h.rpcUrl, item.contract, item.tokenId)).toBe(bob);
    // A was paid without sending anything.
    expect(await nativeBalance(h.rpcUrl, alice)).toBeGreaterThan(before);

    // The same token page (the id did not change): B the owner, A the creator, Minted + Purchased in one tx.
    const read = async () =>
      (await (await b.request.get(`/api/v1/items/${item.contract}/${item.tokenId}`)).json()) as Page721;
    await expect
      .poll(async () => (await read()).owners.map((o) => o.user.address), { timeout: 30_000 })
      .toEqual([bob]);
    const page = await read();
    expect(page.token.minted).toBeUndefined();
    expect(page.token.creator.address).toBe(alice);
    expect(page.history.map((e) => e.action)).toEqual(['purchase', 'mint']);
    expect(new Set(page.history.map((e) => e.txHash)).size).toBe(1);

    await b.goto(links.info(bob, item.contract, item.tokenId));
    await b.getByRole('tab', { name: MSG.detail.tabs.history }).click();
    const rows = b.getByTestId('history-row');
    await expect(rows.allTextContents()).resolves.toEqual([
      expect.stringContaining(ACTIVITY_TEXT.purchase),
      expect.stringContaining(ACTIVITY_TEXT.mint),
    ]);
    expect(await b.getByTestId('not-minted').count()).toBe(0);
  });
});
