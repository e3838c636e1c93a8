import dayjs from 'dayjs';

/**
 * The Choose-date calendars (spec 2 §5): a month grid and a whole-hour choice, in the viewer's local time.
 * A start is allowed from the current hour of today on; an expiry only after the chosen start. The same
 * bounds back the form validation, so the picker never offers what the validator rejects.
 */

/** A local calendar day; `month` is 0–11 like Date's. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export const HOURS = Array.from({ length: 24 }, (_, h) => h);

export const dayOf = (ms: number): CalendarDay => {
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth(), day: d.getDate() };
};

/** The day at a whole hour, in ms (local time). */
export const atHour = (d: CalendarDay, hour: number): number =>
  new Date(d.year, d.month, d.day, hour).getTime();

export const sameDay = (a: CalendarDay, b: CalendarDay): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** The day `n` days away (the Date constructor carries over months and years). */
export const shiftDay = (d: CalendarDay, n: number): CalendarDay =>
  dayOf(atHour({ ...d, day: d.day + n }, 12));

export const shiftMonth = (year: number, month: number, n: number) => {
  const d = new Date(year, month + n, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
};

/** The month as weeks from Sunday to Saturday; the cells before the 1st and after the last day are null. */
export function monthWeeks(year: number, month: number): (CalendarDay | null)[][] {
  const lead = new Date(year, month, 1).getDay();
  const length = new Date(year, month + 1, 0).getDate();
  const cells: (CalendarDay | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => ({ year, month, day: i + 1 })),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The earliest time a picker accepts: `from` inclusive (a start) or strictly `after` (an expiry). */
export type PickBound = { from: number } | { after: number };

/** A start: today or later, and the hour at least the current hour. */
export const startBound = (now: number): PickBound => {
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  return { from: hour.getTime() };
};

/** An expiry: after the chosen start. */
export const expiryBound = (startsAt: number): PickBound => ({ after: startsAt });

export const allows = (bound: PickBound, ms: number): boolean =>
  'from' in bound ? ms >= bound.from : ms > bound.after;

/** Date picker rule for a start (spec 2 §5): not before the current hour of today. */
export const isValidStart = (start: number, now: number): boolean => allows(startBound(now), start);

/** The whole hours of a day the bound accepts (none for a day before the bound). */
export const allowedHours = (bound: PickBound, d: CalendarDay): number[] =>
  HOURS.filter((h) => allows(bound, atHour(d, h)));

/** A day is offered when at least one of its hours is (its last hour is the latest). */
export const dayAllowed = (bound: PickBound, d: CalendarDay): boolean => allows(bound, atHour(d, 23));

/** The first whole hour the bound accepts: where a picker opens when nothing was chosen yet. */
export function firstAllowed(bound: PickBound): number {
  const base = 'from' in bound ? bound.from : bound.after;
  let day = dayOf(base);
  if (!dayAllowed(bound, day)) day = shiftDay(day, 1);
  return atHour(day, allowedHours(bound, day)[0] ?? 0);
}

/** The time on another day: the same hour when that day allows it, else the day's first allowed hour. */
export function moveToDay(bound: PickBound, picked: number, d: CalendarDay): number | null {
  const hours = allowedHours(bound, d);
  const hour = new Date(picked).getHours();
  if (!hours.length) return null;
  return atHour(d, hours.includes(hour) ? hour : (hours[0] as number));
}

/** Calendar texts, formatted by dayjs in the viewer's locale like the other dates (DATE_FORMAT). */
export const formatMonth = (year: number, month: number) =>
  dayjs(new Date(year, month, 1)).format('MMMM YYYY');
export const formatDayLabel = (d: CalendarDay) => dayjs(atHour(d, 0)).format('dddd, MMMM D, YYYY');
export const formatHour = (hour: number) => dayjs(new Date(2000, 0, 1, hour)).format('h:mm a');
export const WEEKDAYS = Array.from({ length: 7 }, (_, i) => dayjs(new Date(2000, 0, 2 + i)).format('dd'));
