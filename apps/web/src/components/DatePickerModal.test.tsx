import { atHour, expiryBound, MSG, PICKER_MSG, startBound } from '@agora/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePickerModal } from './DatePickerModal';

const M = PICKER_MSG.dates;
// Tuesday 5 March 2024, 13:07 local time.
const now = new Date(2024, 2, 5, 13, 7).getTime();
const march = (day: number, hour: number) => atHour({ year: 2024, month: 2, day }, hour);

function open(props: Partial<Parameters<typeof DatePickerModal>[0]> = {}) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(
    <DatePickerModal
      title="Choose starting date"
      bound={startBound(now)}
      value={null}
      onDone={onDone}
      onCancel={onCancel}
      opener={{ current: null }}
      {...props}
    />,
  );
  return { onDone, onCancel, dialog: screen.getByRole('dialog', { name: 'Choose starting date' }) };
}

const day = (name: string) => screen.getByRole('button', { name });
const hourOptions = () =>
  within(screen.getByLabelText(M.hour))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('DatePickerModal (start: today or later, hour at least the current hour)', () => {
  it('opens on today at the current hour; past days are disabled; Done returns the choice', async () => {
    const { onDone } = open();
    expect(screen.getByRole('table', { name: 'March 2024' })).toBeTruthy();
    expect(day('Tuesday, March 5, 2024').getAttribute('aria-pressed')).toBe('true');
    expect((day('Monday, March 4, 2024') as HTMLButtonElement).disabled).toBe(true);
    expect((day('Wednesday, March 6, 2024') as HTMLButtonElement).disabled).toBe(false);
    expect(hourOptions()[0]).toBe('1:00 pm');
    expect(hourOptions()).toHaveLength(11);
    expect(screen.getByText('March 5th 2024, 1:00 pm')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    expect(onDone).toHaveBeenCalledWith(march(5, 13));
  });

  it('offers every hour on a later day and keeps the chosen hour when the day changes', async () => {
    const { onDone } = open();
    await userEvent.click(day('Friday, March 8, 2024'));
    expect(hourOptions()).toHaveLength(24);
    await userEvent.selectOptions(screen.getByLabelText(M.hour), '9');
    await userEvent.click(day('Saturday, March 9, 2024'));
    expect((screen.getByLabelText(M.hour) as HTMLSelectElement).value).toBe('9');
    // Back to today, where 9 am has passed: the first allowed hour.
    await userEvent.click(day('Tuesday, March 5, 2024'));
    expect((screen.getByLabelText(M.hour) as HTMLSelectElement).value).toBe('13');
    await userEvent.click(day('Saturday, March 9, 2024'));
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    expect(onDone).toHaveBeenCalledWith(march(9, 13));
  });

  it('pages months forward but not back before the current month', async () => {
    open();
    expect((screen.getByRole('button', { name: M.previousMonth }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: M.nextMonth }));
    expect(screen.getByRole('table', { name: 'April 2024' })).toBeTruthy();
    expect((day('Monday, April 1, 2024') as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: M.previousMonth }));
    expect(screen.getByRole('table', { name: 'March 2024' })).toBeTruthy();
  });

  it('is usable with the keyboard alone: one tab stop in the grid, arrows move, Enter picks', async () => {
    const { onDone } = open();
    await userEvent.tab(); // the close button comes first in the dialog
    while (document.activeElement?.getAttribute('data-day') === null) await userEvent.tab();
    expect(document.activeElement).toBe(day('Tuesday, March 5, 2024'));
    await userEvent.keyboard('{ArrowLeft}'); // yesterday is not allowed: the focus stays
    expect(document.activeElement).toBe(day('Tuesday, March 5, 2024'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(day('Wednesday, April 3, 2024'));
    expect(screen.getByRole('table', { name: 'April 2024' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(day('Wednesday, April 3, 2024').getAttribute('aria-pressed')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(M.hour));
    await userEvent.selectOptions(screen.getByLabelText(M.hour), '20');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: M.done }));
    await userEvent.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledWith(atHour({ year: 2024, month: 3, day: 3 }, 20));
  });

  it('Cancel and the close button leave without a choice', async () => {
    const { onDone, onCancel } = open();
    await userEvent.click(screen.getByRole('button', { name: M.cancel }));
    await userEvent.click(screen.getByRole('button', { name: MSG.close }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('DatePickerModal (expiry: after the chosen start)', () => {
  it('opens on the first whole hour after the start; the start hour itself is not offered', async () => {
    const { onDone } = open({ bound: expiryBound(march(8, 10)) });
    expect((day('Thursday, March 7, 2024') as HTMLButtonElement).disabled).toBe(true);
    expect(day('Friday, March 8, 2024').getAttribute('aria-pressed')).toBe('true');
    expect(hourOptions()[0]).toBe('11:00 am');
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    expect(onDone).toHaveBeenCalledWith(march(8, 11));
  });

  it('reopens on the time chosen before when it is still allowed, else on the first allowed', () => {
    open({ bound: expiryBound(march(8, 10)), value: march(12, 18) });
    expect(day('Tuesday, March 12, 2024').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(M.hour) as HTMLSelectElement).value).toBe('18');
  });

  it('drops a previous choice that the new start has overtaken', () => {
    open({ bound: expiryBound(march(20, 10)), value: march(12, 18) });
    expect(day('Wednesday, March 20, 2024').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(M.hour) as HTMLSelectElement).value).toBe('11');
  });
});
