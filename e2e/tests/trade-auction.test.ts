import { links, MSG, PLATFORM_TOKEN } from '@agora/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { mailedLink, newestMailTo } from '../src/email-account';
import { useHarness } from '../src/harness';
import { openJourney } from '../src/journey';
import { signedInPage } from '../src/sign-in';
import { advanceTime, chainTime, erc20Balance, ownerOf, placeBid, quote, runSteps } from '../src/trade';

const HOUR = 3_600;

/**
 * The token page's Bid tab, freshly loaded, and its Accept buttons. They show once the page knows the viewer
 * from the restored wallet, which may come after the bids: wait for an owner-only text before counting.
 */
async function bidTab(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('tab', { name: MSG.detail.tabs.bid }).click();
  const panel = page.getByRole('tabpanel');
  await panel.locator('li').first().waitFor();
  return { panel, accept: panel.getByRole('button', { name: MSG.detail.acceptBid, exact: true }) };
}

// Issue 7 (v2, issue 13): A puts a single item on timed auction in VSW (a signed auction order); B approves and
// places a signed bid; the chain's clock moves past the end (evm_increaseTime + evm_mine); A accepts the bid,
// which settles the auction on chain (settleAuction); the item and the money move on chain.
describe.skipIf(!hasChromium)('timed auction in Chromium', () => {
  const harness = useHarness();

  it('A auctions a single item for a minimum of 1 VSW, C bids 1.5 and B 2 VSW; after the end A may accept either, 48 h later only B’s; A accepts', async () => {
    const h = harness();
    const bob = h.accounts[4] as string;
    const opening = await openJourney(h, {
      seller: 3,
      funded: [4, 9],
      create: {
        name: 'Lighthouse at noon',
        type: 721,
        sale: { kind: 'TimedAuction', amount: '1', currency: PLATFORM_TOKEN },
      },
    });
    const { config, item, url } = opening;
    const { seller: alice, page: a } = opening;
    const vsw = config.addresses.vsw;
    const api = `/api/v1/items/${item.contract}/${item.tokenId}`;

    // C adds an email to the wallet and confirms it (issue 30: outbid mails are on by default).
    const c = await signedInPage(h, 9);
    const cEmail = 'collector.c@example.com';
    const added = await c.request.post('/api/v1/accounts/email', {
      data: { email: cEmail },
      headers: { origin: h.url },
    });
    expect(added.status(), await added.text()).toBe(200);
    await expect.poll(() => mailedLink(c, cEmail, 'verify-email').catch(() => null)).not.toBeNull();
    await c.goto(await mailedLink(c, cEmail, 'verify-email'));
    await c.getByText(MSG.accounts.emailVerified).waitFor();

    // C bids first, B outbids C (at least 5% more).
    await placeBid(c, url, '1.5');
    const b = await signedInPage(h, 4);
    await placeBid(b, url, '2');

    // C is mailed about it by the notification job, with the item's link, which opens the token page.
    const outbidMail = () => newestMailTo(c, cEmail, MSG.notifyMail.subject.outbid);
    await expect.poll(outbidMail, { timeout: 30_000 }).not.toBeNull();
    const outbid = await outbidMail();
    const itemLink = outbid?.text.match(/Open: (\S+)/)?.[1] ?? '';
    expect(new URL(itemLink).pathname).toBe(new URL(url, h.url).pathname);
    expect(outbid?.text).toContain('Lighthouse at noon');

    await b.goto(url);
    await b.getByTestId('highest-bid').getByText(`2 ${PLATFORM_TOKEN}`).waitFor();
    const seen = await bidTab(b, url);
    await seen.panel.getByText(`1.5 ${PLATFORM_TOKEN}`).waitFor();
    await seen.panel.getByText(`2 ${PLATFORM_TOKEN}`).waitFor();
    // The bidder sees no Accept on any bid; the owner none while the auction runs.
    expect(await seen.accept.count()).toBe(0);
    const running = await bidTab(a, url);
    await a.getByTestId('auction-badge').getByText(MSG.auction.ownerMustWait).waitFor();
    expect(await running.accept.count()).toBe(0);

    // The chain's clock decides: an hour after the end the owner may accept either bid; 48 hours after the
    // end only the highest, and the lower one says why.
    const sale = (await (await a.request.get(api)).json()) as {
      owners: { sale: { endsAt: string; orderHash: string | null } | null }[];
    };
    const end = Date.parse(sale.owners[0]?.sale?.endsAt ?? '') / 1000;
    const auctionHash = sale.owners[0]?.sale?.orderHash ?? '';
    await advanceTime(h.rpcUrl, end + HOUR - (await chainTime(h.rpcUrl)));
    const ended = await bidTab(a, url);
    await expect.poll(() => ended.accept.count(), { timeout: 15_000 }).toBe(2);
    await advanceTime(h.rpcUrl, 48 * HOUR);
    const late = await bidTab(a, url);
    await late.panel.getByText(MSG.auction.highestOnly).waitFor();
    expect(await late.accept.count()).toBe(1);

    const before = {
      alice: await erc20Balance(h.rpcUrl, vsw, alice),
      bob: await erc20Balance(h.rpcUrl, vsw, bob),
    };

    await late.accept.click();
    const acceptForm = a.getByRole('dialog', { name: MSG.acceptBid.title });
    await acceptForm.getByRole('button', { name: MSG.acceptBid.button.start }).click();
    await runSteps(a, [MSG.acceptBid.stepLabels.init, MSG.acceptBid.button.start]);
    await a.getByText(MSG.toast.bidAccepted).waitFor({ timeout: 60_000 });

    expect(await ownerOf(h.rpcUrl, item.contract, item.tokenId)).toBe(bob);
    // Accepting on one's own auction settles the signed auction order on chain (settleAuction).
    await expect
      .poll(async () => (await (await a.request.get(`/api/v1/orders/${auctionHash}`)).json()).status, {
        timeout: 15_000,
      })
      .toBe('settled');
    // The auction is settled: C's lower bid is offered to nobody, B, the new holder, included.
    await expect
      .poll(async () => (await (await a.request.get(api)).json()).bids, { timeout: 15_000 })
      .toEqual([]);
    // The contract's own split: A, the creator, also gets the royalty back, so A receives the price less the
    // seller fee, and B pays the price plus the buyer fee.
    const price = 2n * 10n ** 18n;
    const split = await quote(h.rpcUrl, config.addresses.marketplace, item.contract, item.tokenId, price);
    expect(split.royaltyReceiver).toBe(alice);
    expect(split.sellerFee).toBe((price * BigInt(config.fees.sellerBps)) / 10_000n);
    expect((await erc20Balance(h.rpcUrl, vsw, alice)) - before.alice).toBe(price - split.sellerFee);
    expect(before.bob - (await erc20Balance(h.rpcUrl, vsw, bob))).toBe(price + split.buyerFee);

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
