export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DAY_MS = 86_400_000;

/** Whole days, hours, minutes and seconds from `now` until `end` (ms); all zero once `end` is reached. */
export function countdownParts(now: number, end: number): CountdownParts {
  let s = Math.max(0, Math.floor((end - now) / 1000));
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

/** Days until a start, rounded up so a start later today reads 1, never 0 (spec: 'Yet to Start N Days'). */
export function daysUntil(now: number, start: number): number {
  return Math.max(0, Math.ceil((start - now) / DAY_MS));
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

export type StartChoice = { kind: 'now' } | { kind: 'days'; days: number } | { kind: 'date'; at: number };
export type EndChoice = { kind: 'days'; days: number } | { kind: 'date'; at: number };

/** The start a choice means at `now` (ms); what the expiry picker must come after. */
export function resolveStart(start: StartChoice, now: number): number {
  return start.kind === 'now' ? now : start.kind === 'days' ? addDays(now, start.days) : start.at;
}

/**
 * Auction times from the put-on-sale choices: start right after listing, N days from now or a picked
 * date; expiry N days (1 or 3) after the start or a picked date.
 */
export function resolveAuctionTimes(start: StartChoice, end: EndChoice, now: number) {
  const startsAt = resolveStart(start, now);
  const endsAt = end.kind === 'days' ? addDays(startsAt, end.days) : end.at;
  return { startsAt, endsAt };
}
