import { describe, expect, it } from 'vitest';
import {
  addDays,
  countdownParts,
  daysUntil,
  formatBidDate,
  formatDateDMY,
  formatDateMDY,
  isValidStart,
  resolveAuctionTimes,
} from '../src';

// Local-time dates, so the formats hold in any time zone.
const at = new Date(2024, 2, 5, 13, 7).getTime();
const DAY = 86_400_000;

describe('date formats', () => {
  it('formats bids, activity and profile activity', () => {
    expect(formatBidDate(at)).toBe('March 5th 2024, 1:07 pm');
    expect(formatDateDMY(at)).toBe('05/03/2024, 1:07 pm');
    expect(formatDateMDY(new Date(at))).toBe('03/05/2024, 1:07 pm');
    expect(formatDateMDY(new Date(2024, 0, 1, 0, 5).toISOString())).toBe('01/01/2024, 12:05 am');
  });
  it('formats in UTC on request, the same on every machine', () => {
    const utc = Date.UTC(2024, 2, 5, 23, 7);
    expect(formatBidDate(utc, 'utc')).toBe('March 5th 2024, 11:07 pm');
    expect(formatDateDMY(new Date(utc).toISOString(), 'utc')).toBe('05/03/2024, 11:07 pm');
    expect(formatDateMDY(utc, 'utc')).toBe('03/05/2024, 11:07 pm');
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes, seconds', () => {
    expect(countdownParts(0, DAY + 2 * 3_600_000 + 3 * 60_000 + 4_000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
  });
  it('drops partial seconds and stops at zero', () => {
    expect(countdownParts(0, 1_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0, 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(5_000, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(9_000, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('turns 23:59:59 into a day exactly at 86,400 s', () => {
    expect(countdownParts(0, DAY - 1000)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(0, DAY)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });
  it('counts days to a start rounded up', () => {
    expect(daysUntil(0, 1)).toBe(1);
    expect(daysUntil(0, DAY)).toBe(1);
    expect(daysUntil(0, DAY + 1)).toBe(2);
    expect(daysUntil(10, 0)).toBe(0);
  });
});

describe('auction time choices', () => {
  it('starts now, in N days or at a date; ends 1 or 3 days after the start or at a date', () => {
    expect(resolveAuctionTimes({ kind: 'now' }, { kind: 'days', days: 1 }, at)).toEqual({
      startsAt: at,
      endsAt: at + DAY,
    });
    expect(resolveAuctionTimes({ kind: 'days', days: 2 }, { kind: 'days', days: 3 }, at)).toEqual({
      startsAt: addDays(at, 2),
      endsAt: addDays(at, 5),
    });
    expect(resolveAuctionTimes({ kind: 'date', at: 5 }, { kind: 'date', at: 9 }, at)).toEqual({
      startsAt: 5,
      endsAt: 9,
    });
  });
  it('accepts a start from the current hour on', () => {
    const hour = new Date(2024, 2, 5, 13, 0).getTime();
    expect(isValidStart(hour, at)).toBe(true);
    expect(isValidStart(hour - 1, at)).toBe(false);
    expect(isValidStart(at + DAY, at)).toBe(true);
  });
});
