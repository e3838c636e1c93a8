import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedHours,
  allows,
  atHour,
  type CalendarDay,
  dayAllowed,
  dayOf,
  expiryBound,
  firstAllowed,
  formatDayLabel,
  formatHour,
  formatMonth,
  HOURS,
  isValidStart,
  monthWeeks,
  moveToDay,
  sameDay,
  shiftDay,
  shiftMonth,
  startBound,
  timedAuctionErrors,
  WEEKDAYS,
} from '../src';

// Local-time dates, so the rules hold in any time zone.
const now = new Date(2024, 2, 5, 13, 7).getTime(); // Tuesday 5 March 2024, 13:07
const today: CalendarDay = { year: 2024, month: 2, day: 5 };
const yesterday: CalendarDay = { year: 2024, month: 2, day: 4 };
const tomorrow: CalendarDay = { year: 2024, month: 2, day: 6 };

describe('month grid', () => {
  it('lays March 2024 out from Sunday: the 1st is a Friday, 31 days over 6 weeks', () => {
    const weeks = monthWeeks(2024, 2);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]?.[5]).toEqual({ year: 2024, month: 2, day: 1 });
    expect(weeks[5]?.[0]).toEqual({ year: 2024, month: 2, day: 31 });
    expect(weeks[5]?.slice(1)).toEqual([null, null, null, null, null, null]);
  });
  it('fits a February starting on Sunday in exactly 4 weeks', () => {
    const weeks = monthWeeks(2015, 1);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toEqual({ year: 2015, month: 1, day: 1 });
    expect(weeks[3]?.[6]).toEqual({ year: 2015, month: 1, day: 28 });
  });
  it('holds every day of any month once, in order, on its weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 0, max: 11 }), (year, month) => {
        const weeks = monthWeeks(year, month);
        const days = weeks.flat().filter((d): d is CalendarDay => d !== null);
        expect(days.map((d) => d.day)).toEqual(
          Array.from({ length: new Date(year, month + 1, 0).getDate() }, (_, i) => i + 1),
        );
        weeks.forEach((w) => {
          w.forEach((d, col) => {
            if (d) expect(new Date(d.year, d.month, d.day).getDay()).toBe(col);
          });
        });
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
      }),
    );
  });
  it('names the weekdays from Sunday and the month', () => {
    expect(WEEKDAYS).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(formatMonth(2024, 2)).toBe('March 2024');
    expect(formatDayLabel(today)).toBe('Tuesday, March 5, 2024');
    expect(formatHour(0)).toBe('12:00 am');
    expect(formatHour(13)).toBe('1:00 pm');
  });
});

describe('calendar days', () => {
  it('moves across months and years', () => {
    expect(shiftDay({ year: 2024, month: 1, day: 28 }, 1)).toEqual({ year: 2024, month: 1, day: 29 });
    expect(shiftDay({ year: 2023, month: 1, day: 28 }, 1)).toEqual({ year: 2023, month: 2, day: 1 });
    expect(shiftDay({ year: 2024, month: 11, day: 31 }, 1)).toEqual({ year: 2025, month: 0, day: 1 });
    expect(shiftDay({ year: 2024, month: 0, day: 3 }, -7)).toEqual({ year: 2023, month: 11, day: 27 });
    expect(shiftMonth(2024, 11, 1)).toEqual({ year: 2025, month: 0 });
    expect(shiftMonth(2024, 0, -1)).toEqual({ year: 2023, month: 11 });
  });
  it('turns a day and an hour into local time and back', () => {
    expect(atHour(today, 13)).toBe(new Date(2024, 2, 5, 13).getTime());
    expect(dayOf(now)).toEqual(today);
    expect(sameDay(dayOf(atHour(today, 23)), today)).toBe(true);
    expect(sameDay(today, tomorrow)).toBe(false);
  });
});

describe('start picker: today or later, the hour at least the current hour', () => {
  const bound = startBound(now);
  it('offers no day before today, today and every later day', () => {
    expect(dayAllowed(bound, yesterday)).toBe(false);
    expect(dayAllowed(bound, today)).toBe(true);
    expect(dayAllowed(bound, tomorrow)).toBe(true);
    expect(dayAllowed(bound, { year: 2030, month: 0, day: 1 })).toBe(true);
  });
  it('offers today from the current hour (13:00) on, a later day every hour', () => {
    expect(allowedHours(bound, today)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(allowedHours(bound, tomorrow)).toEqual(HOURS);
    expect(allowedHours(bound, yesterday)).toEqual([]);
  });
  it('still offers today at 23:59, with its last hour only', () => {
    const late = startBound(new Date(2024, 2, 5, 23, 59).getTime());
    expect(dayAllowed(late, today)).toBe(true);
    expect(allowedHours(late, today)).toEqual([23]);
  });
  it('is the rule the validator applies (isValidStart)', () => {
    expect(isValidStart(atHour(today, 13), now)).toBe(true);
    expect(isValidStart(atHour(today, 13) - 1, now)).toBe(false);
    expect(isValidStart(atHour(tomorrow, 0), now)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (t, n) => {
        expect(isValidStart(t, n)).toBe(allows(startBound(n), t));
        const hourStart = new Date(n);
        hourStart.setMinutes(0, 0, 0);
        expect(isValidStart(t, n)).toBe(t >= hourStart.getTime());
      }),
    );
  });
  it('opens at the current hour', () => {
    expect(firstAllowed(bound)).toBe(atHour(today, 13));
  });
});

describe('expiry picker: after the chosen start', () => {
  const start = atHour(tomorrow, 10);
  const bound = expiryBound(start);
  it('offers no day before the start day', () => {
    expect(dayAllowed(bound, today)).toBe(false);
    expect(dayAllowed(bound, tomorrow)).toBe(true);
    expect(dayAllowed(bound, shiftDay(tomorrow, 1))).toBe(true);
  });
  it('offers the start day only after the start hour', () => {
    expect(allowedHours(bound, tomorrow)).toEqual(HOURS.filter((h) => h > 10));
    expect(allows(bound, start)).toBe(false);
    expect(allows(bound, start + 1)).toBe(true);
  });
  it('offers the start day from the next whole hour when the start is not on the hour', () => {
    const b = expiryBound(now); // right after listing: 13:07
    expect(allowedHours(b, today)[0]).toBe(14);
    expect(firstAllowed(b)).toBe(atHour(today, 14));
  });
  it('opens on the next day when the start is at 23:00 or later', () => {
    expect(firstAllowed(expiryBound(atHour(today, 23)))).toBe(atHour(tomorrow, 0));
    expect(dayAllowed(expiryBound(atHour(today, 23)), today)).toBe(false);
  });
  it('is the rule the validator applies (End Clock Time must be after Clock Time)', () => {
    const input = { type: 721 as const, minimumBid: '1', now, startsAt: start };
    const messages = {
      timedAuctionSingleOnly: 's',
      bidNumber: 'n',
      bidZero: 'z',
      bidMin: 'm',
      decimals: 'd',
      startRequired: 'sr',
      endRequired: 'er',
      endAfterStart: 'after',
    };
    for (const h of HOURS) {
      const endsAt = atHour(tomorrow, h);
      const errors = timedAuctionErrors({ ...input, endsAt }, messages);
      expect(errors.endsAt === 'after', `hour ${h}`).toBe(!allows(bound, endsAt));
    }
  });
});

describe('changing the day keeps the hour when it can', () => {
  const bound = startBound(now);
  it('keeps the hour on a later day', () => {
    expect(moveToDay(bound, atHour(tomorrow, 9), shiftDay(tomorrow, 2))).toBe(
      atHour(shiftDay(tomorrow, 2), 9),
    );
  });
  it('moves to the first allowed hour when the hour is gone on that day', () => {
    expect(moveToDay(bound, atHour(tomorrow, 9), today)).toBe(atHour(today, 13));
  });
  it('refuses a day with no allowed hour', () => {
    expect(moveToDay(bound, atHour(tomorrow, 9), yesterday)).toBeNull();
  });
  it('always lands on an allowed whole hour of the chosen day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e12 }),
        fc.integer({ min: -3, max: 60 }),
        fc.integer({ min: 0, max: 23 }),
        fc.boolean(),
        (base, offset, hour, isStart) => {
          const b = isStart ? startBound(base) : expiryBound(base);
          const day = shiftDay(dayOf(base), offset);
          const moved = moveToDay(b, atHour(day, hour), day);
          if (!dayAllowed(b, day)) {
            expect(moved).toBeNull();
            return;
          }
          expect(moved).not.toBeNull();
          expect(allows(b, moved as number)).toBe(true);
          expect(sameDay(dayOf(moved as number), day)).toBe(true);
          expect(new Date(moved as number).getMinutes()).toBe(0);
        },
      ),
    );
  });
  it('opens every picker on an allowed whole hour no later than a day after its bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.boolean(), (base, isStart) => {
        const b = isStart ? startBound(base) : expiryBound(base);
        const first = firstAllowed(b);
        expect(allows(b, first)).toBe(true);
        expect(first - base).toBeLessThanOrEqual(3_600_000);
        expect(new Date(first).getMinutes()).toBe(0);
      }),
    );
  });
});
