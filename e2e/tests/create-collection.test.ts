import {
  atHour,
  dayOf,
  formatDayLabel,
  links,
  MSG,
  PICKER_MSG,
  PLATFORM_TOKEN,
  shiftDay,
  type TokenDetail,
} from '@agora/core';
import { describe, expect, it } from 'vitest';
import { axeSerious } from '../src/axe';
import { hasChromium } from '../src/browser';
import { useHarness } from '../src/harness';
import { signedInPage } from '../src/sign-in';
import { createItem } from '../src/trade';

const D = PICKER_MSG.dates;

// Issue 7: the create form's collection picker and Choose-date calendar in a real browser. A creates a
// collection, then a single item in it on a timed auction starting tomorrow at 10:00, picked with the keyboard.
describe.skipIf(!hasChromium)('create into a collection with a picked start date in Chromium', () => {
  const harness = useHarness();

  it('the item lands in the chosen collection and its auction starts at the picked hour', async () => {
    const h = harness();
    const alice = h.accounts[2] as string;
    const a = await signedInPage(h, 2);
    const [category] = (await (await a.request.get('/api/v1/categories')).json()) as { name: string }[];
    // From Node, not the page: name the page's origin as its own fetch would (the server refuses other writes).
    const made = await a.request.post('/api/v1/collections', {
      headers: { origin: h.url },
      multipart: {
        name: 'Harbour Series',
        customUrl: 'harbourseries',
        type: 'SINGLE',
        category: category?.name ?? '',
      },
    });
    expect(made.status(), await made.text()).toBe(200);

    const tomorrow = shiftDay(dayOf(Date.now()), 1);
    const item = await createItem(a, alice, {
      name: 'Harbour at dusk',
      type: 721,
      sale: { kind: 'TimedAuction', amount: '1', currency: PLATFORM_TOKEN },
      beforeSubmit: async (page) => {
        await page.getByRole('radio', { name: 'Harbour Series' }).check();
        await page.getByLabel(D.startingDate).selectOption({ label: D.pickDate });
        const calendar = page.getByRole('dialog', { name: D.startTitle });
        await calendar.waitFor();
        // The form with its collection choices and the open calendar: nothing serious for axe.
        expect(await axeSerious(page)).toEqual([]);
        // The day grid is one tab stop on the selected day (today); the arrow moves to tomorrow, even
        // across a month's end, and Enter picks it.
        await calendar.locator('button[data-day][tabindex="0"]').focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        const day = calendar.getByRole('button', { name: formatDayLabel(tomorrow) });
        expect(await day.getAttribute('aria-pressed')).toBe('true');
        await calendar.getByLabel(D.hour).selectOption('10');
        await calendar.getByRole('button', { name: D.done }).click();
        await calendar.waitFor({ state: 'detached' });
      },
    });

    const tokens = (await (
      await a.request.get(`/api/v1/collections/${alice}/harbourseries/tokens`)
    ).json()) as { items: { contract: string; tokenId: string }[] };
    expect(tokens.items.map((t) => `${t.contract}/${t.tokenId}`)).toEqual([
      `${item.contract}/${item.tokenId}`,
    ]);

    const detail = (await (
      await a.request.get(`/api/v1/items/${item.contract}/${item.tokenId}`)
    ).json()) as TokenDetail;
    const sale = detail.owners.find((o) => o.user.address === alice)?.sale;
    const startsAt = atHour(tomorrow, 10);
    expect(sale?.saleType).toBe('TimedAuction');
    expect(Date.parse(sale?.startsAt ?? '')).toBe(startsAt);
    expect(Date.parse(sale?.endsAt ?? '')).toBe(startsAt + 86_400_000);

    await a.goto(links.info(alice, item.contract, item.tokenId));
    // Tomorrow 10:00 is 1 or 2 days away, rounded up, depending on the hour the test runs.
    const badge = a.getByTestId('auction-badge');
    await badge.waitFor();
    const text = (await badge.textContent()) ?? '';
    expect(
      [1, 2].some((days) => text.includes(MSG.auction.notStarted(days))),
      text,
    ).toBe(true);
  });
});
