import { atHour, type EndChoice, MSG, PICKER_MSG, type StartChoice } from '@agora/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuctionTimes } from './AuctionTimes';
import { StaticDialog } from './StaticDialog';

const M = PICKER_MSG.dates;
const now = new Date(2024, 2, 5, 13, 7).getTime();
const march = (day: number, hour: number) => atHour({ year: 2024, month: 2, day }, hour);

function Harness({ errors = {} }: { errors?: { startsAt?: string; endsAt?: string } }) {
  const [start, setStart] = useState<StartChoice | null>({ kind: 'now' });
  const [end, setEnd] = useState<EndChoice | null>({ kind: 'days', days: 1 });
  return (
    <>
      <AuctionTimes start={start} end={end} onStart={setStart} onEnd={setEnd} errors={errors} now={now} />
      <output data-testid="choices">{JSON.stringify({ start, end })}</output>
    </>
  );
}
const choices = () => JSON.parse(screen.getByTestId('choices').textContent ?? '{}');

describe('AuctionTimes', () => {
  it("offers the spec's start and expiry options under their labels", () => {
    render(<Harness />);
    const start = screen.getByLabelText(M.startingDate) as HTMLSelectElement;
    const end = screen.getByLabelText(M.expirationDate) as HTMLSelectElement;
    expect([...start.options].map((o) => o.text)).toEqual([
      M.rightAfterListing,
      '1 Day',
      '3 Days',
      M.pickDate,
    ]);
    expect([...end.options].map((o) => o.text)).toEqual(['1 Day', '3 Days', M.pickDate]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Learn more how timed auctions work' opens the How timed auction works modal with the rules (issue 31)", async () => {
    render(<Harness />);
    expect(screen.queryByText(MSG.auction.rules[0] as string)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.auction.learnMore }));
    const dialog = await screen.findByRole('dialog', { name: MSG.auction.howItWorksTitle });
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual([...MSG.auction.rules]);
    await userEvent.click(screen.getByRole('button', { name: MSG.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Pick specific date opens the calendar; Done sets the date, which can be changed later', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText(M.startingDate), M.pickDate);
    const dialog = screen.getByRole('dialog', { name: 'Choose starting date' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, March 7, 2024' }));
    await userEvent.selectOptions(screen.getByLabelText(M.hour), '15');
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(choices().start).toEqual({ kind: 'date', at: march(7, 15) });
    expect((screen.getByLabelText(M.startingDate) as HTMLSelectElement).value).toBe('date');
    expect(screen.getByText('March 7th 2024, 3:00 pm')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: M.change }));
    expect(screen.getByRole('button', { name: 'Thursday, March 7, 2024' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('Cancel keeps the previous choice', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText(M.expirationDate), M.pickDate);
    await userEvent.click(screen.getByRole('button', { name: M.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(choices().end).toEqual({ kind: 'days', days: 1 });
    expect((screen.getByLabelText(M.expirationDate) as HTMLSelectElement).value).toBe('d1');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(M.expirationDate)));
  });

  it('offers an expiry only after the chosen start (3 days from now)', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText(M.startingDate), '3 Days');
    await userEvent.selectOptions(screen.getByLabelText(M.expirationDate), M.pickDate);
    screen.getByRole('dialog', { name: 'Choose expiration date' });
    const before = screen.getByRole('button', { name: 'Thursday, March 7, 2024' }) as HTMLButtonElement;
    expect(before.disabled).toBe(true);
    // The start is 8 March 13:07: that day offers 2 pm onwards.
    expect(screen.getByRole('button', { name: 'Friday, March 8, 2024' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    expect(choices().end).toEqual({ kind: 'date', at: march(8, 14) });
  });

  it('works inside another modal, as in Put On Sale: the calendar stacks on it and hands the focus back', async () => {
    render(
      <StaticDialog open title="Put On Sale">
        <Harness />
      </StaticDialog>,
    );
    await userEvent.selectOptions(screen.getByLabelText(M.startingDate), M.pickDate);
    // The calendar is the one modal in reach; the sale form behind it is hidden from assistive technology.
    expect(screen.getByRole('dialog', { name: M.startTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Put On Sale' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Friday, March 8, 2024' }));
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    const sale = screen.getByRole('dialog', { name: 'Put On Sale' });
    expect(screen.queryByRole('dialog', { name: M.startTitle })).toBeNull();
    // The focus goes back to the choice that opened the calendar (on the next tick, like Radix does).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(M.startingDate)));
    expect(sale.contains(document.activeElement)).toBe(true);
    expect(choices().start).toEqual({ kind: 'date', at: march(8, 13) });
  });

  it('shows the validation messages under each choice', () => {
    render(<Harness errors={{ startsAt: 'start problem', endsAt: 'end problem' }} />);
    expect(screen.getByText('start problem')).toBeTruthy();
    expect(screen.getByText('end problem')).toBeTruthy();
  });
});
