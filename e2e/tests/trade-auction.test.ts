import { links, MSG, PLATFORM_TOKEN } from '@agora/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { advanceTime, createItem, erc20Balance, mintVsw, ownerOf } from '../src/trade';

interface Config {
  addresses: { vsw: string };
  fees: { buyerBps: number; sellerBps: number };
}

const DAY = 86_400;

/** Runs the Follow Steps buttons named `labels` one after the other, each once it is enabled. */
async function runSteps(page: Page, labels: string[]): Promise<void> {
  const steps = page.getByRole('dialog', { name: MSG.sale.followSteps });
  for (const label of labels) await steps.getByRole('button', { name: label, exact: true }).click();
}

// Issue 7: A puts a single item on timed auction in VSW; B approves and places a signed bid; the chain's clock
// moves past the end (evm_increaseTime + evm_mine); A accepts the bid; the item and the money move on chain.
describe.skipIf(!hasChromium)('timed auction in Chromium', () => {
  const harness = useHarness();

  it('A auctions a single item for a minimum of 1 VSW, B bids 2 VSW, the clock passes the end, A accepts', async () => {
    const h = harness();
    const [alice, bob] = [h.accounts[3] as string, h.accounts[4] as string];
    const config = (await (await fetch(`${h.url}/api/v1/config`)).json()) as Config;
    const vsw = config.addresses.vsw;
    await mintVsw(h.rpcUrl, vsw, h.accounts[0] as string, bob, 100n * 10n ** 18n);

    const a = await signedInPage(h, 3);
    const item = await createItem(a, alice, {
      name: 'Lighthouse at noon',
      type: 721,
      sale: { kind: 'TimedAuction', amount: '1', currency: PLATFORM_TOKEN },
    });
    const page = links.info(alice, item.contract, item.tokenId);

    const b = await signedInPage(h, 4);
    await b.goto(page);
    await b.getByRole('button', { name: MSG.detail.bidButton.none }).click();
    const bidForm = b.getByRole('dialog', { name: MSG.bid.title });
    await bidForm.getByLabel(MSG.bid.yourBid).fill('2');
    await bidForm.getByRole('button', { name: MSG.bid.submit }).click();
    await runSteps(b, [MSG.bid.stepLabels.init, MSG.bid.submit]);
    await b.getByText(MSG.toast.bidPlaced).waitFor({ timeout: 30_000 });

    await b.goto(page);
    await b.getByText(`${MSG.detail.highestBid}`).waitFor();
    await expect.poll(() => b.getByTestId('highest-bid').textContent()).toContain(`2 ${PLATFORM_TOKEN}`);
    await b.getByRole('tab', { name: MSG.detail.tabs.bid }).click();
    await expect.poll(() => b.getByRole('tabpanel').textContent()).toContain(`2 ${PLATFORM_TOKEN}`);
    // The bidder sees no Accept on their own bid.
    await expect(b.getByRole('button', { name: MSG.detail.acceptBid, exact: true }).count()).resolves.toBe(0);

    // The created auction runs for the form's default expiry; a week later it is long over.
    await advanceTime(h.rpcUrl, 7 * DAY);
    const before = {
      alice: await erc20Balance(h.rpcUrl, vsw, alice),
      bob: await erc20Balance(h.rpcUrl, vsw, bob),
    };

    await a.goto(page);
    await a.getByRole('tab', { name: MSG.detail.tabs.bid }).click();
    await a.getByRole('tabpanel').getByRole('button', { name: MSG.detail.acceptBid, exact: true }).click();
    const acceptForm = a.getByRole('dialog', { name: MSG.acceptBid.title });
    await acceptForm.getByRole('button', { name: MSG.acceptBid.button.start }).click();
    await runSteps(a, [MSG.acceptBid.stepLabels.init, MSG.acceptBid.button.start]);
    await a.getByText(MSG.toast.bidAccepted).waitFor({ timeout: 60_000 });

    expect(await ownerOf(h.rpcUrl, item.contract, item.tokenId)).toBe(bob);
    // A is the creator, so the royalty comes back to A: A gets the price less the seller fee, B pays the price
    // plus the buyer fee (the contract's quote: each share rounded down).
    const price = 2n * 10n ** 18n;
    const fee = (bps: number) => (price * BigInt(bps)) / 10_000n;
    expect((await erc20Balance(h.rpcUrl, vsw, alice)) - before.alice).toBe(
      price - fee(config.fees.sellerBps),
    );
    expect(before.bob - (await erc20Balance(h.rpcUrl, vsw, bob))).toBe(price + fee(config.fees.buyerBps));

    await expect
      .poll(
        async () => {
          await a.goto(links.info(bob, item.contract, item.tokenId));
          await a.getByRole('tab', { name: MSG.detail.tabs.owners }).click();
          return a.getByTestId('owners').textContent();
        },
        { timeout: 30_000 },
      )
      .toMatch(new RegExp(bob.slice(0, 6), 'i'));
  });
});
