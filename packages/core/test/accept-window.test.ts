import { describe, expect, it } from 'vitest';
import { type AcceptBlock, AUCTION, bidAcceptBlock, MSG } from '../src';

const HOUR = 3_600_000;
const end = Date.UTC(2026, 0, 10, 12);
const window = end + AUCTION.acceptWindowMs;
const expiresAt = end + 7 * 24 * HOUR;

const L = 'auctionLive';
const H = 'highestOnly';
const X = 'expired';
// Every instant where the answer can change and one on each side, with what the owner is told for the
// highest and a lower bid of a timed auction, then of an open offer (no auction times).
const table: [string, number, ...(AcceptBlock | null)[]][] = [
  ['1 ms before the end', end - 1, L, L, null, null],
  ['at the end', end, null, null, null, null],
  ['1 ms after the end', end + 1, null, null, null, null],
  ['1 ms before 48 h', window - 1, null, null, null, null],
  ['at 48 h', window, null, H, null, null],
  ['1 ms after 48 h', window + 1, null, H, null, null],
  ['at the expiry', expiresAt, null, H, null, null],
  ['1 ms after the expiry', expiresAt + 1, X, X, X, X],
];

describe('bidAcceptBlock (spec 2 §5: 48 hours after the end only the highest bid can be accepted)', () => {
  it('is the 48 hours of spec 2', () => {
    expect(AUCTION.acceptWindowMs).toBe(48 * HOUR);
  });

  for (const [when, now, ...answers] of table)
    it(`${when}: ${answers.map(String).join(', ')}`, () => {
      const ask = (endsAt: number | null, isHighest: boolean) =>
        bidAcceptBlock({ now, endsAt, isHighest, expiresAt });
      expect([ask(end, true), ask(end, false), ask(null, true), ask(null, false)]).toEqual(answers);
    });

  it('no bid of a running auction, not even the highest', () => {
    expect(bidAcceptBlock({ now: end - 1, endsAt: end, isHighest: true, expiresAt })).toBe('auctionLive');
  });
  it('any open bid for the 48 hours after the end', () => {
    expect(bidAcceptBlock({ now: end, endsAt: end, isHighest: false, expiresAt })).toBeNull();
    expect(bidAcceptBlock({ now: window - 1, endsAt: end, isHighest: false, expiresAt })).toBeNull();
  });
  it('only the highest from 48 hours after the end', () => {
    expect(bidAcceptBlock({ now: window, endsAt: end, isHighest: false, expiresAt })).toBe('highestOnly');
    expect(bidAcceptBlock({ now: window, endsAt: end, isHighest: true, expiresAt })).toBeNull();
  });
  it('never an order past its expiry (the contract reverts), up to its last second', () => {
    expect(bidAcceptBlock({ now: expiresAt, endsAt: end, isHighest: true, expiresAt })).toBeNull();
    expect(bidAcceptBlock({ now: expiresAt + 1, endsAt: end, isHighest: true, expiresAt })).toBe('expired');
    expect(bidAcceptBlock({ now: expiresAt + 1, endsAt: null, isHighest: true, expiresAt })).toBe('expired');
  });
  it('an order that expires before the end is expired, not waiting', () => {
    expect(bidAcceptBlock({ now: end - 1, endsAt: end, isHighest: true, expiresAt: end - 2 })).toBe(
      'expired',
    );
  });
});

describe('the rule as the auction form states it says what bidAcceptBlock enforces', () => {
  const hours = AUCTION.acceptWindowMs / HOUR;
  const rule = MSG.auction.rules.find((r) => r.includes(`${hours} hours`));

  it('any open bid inside the window, only the highest after it', () => {
    // The spec's words ('48 hours after the end only the highest') read as if the highest were the only
    // choice from the end on; the window in which any bid may be accepted must be said.
    expect(rule).toBe(
      `For ${hours} hours after the end the owner may accept any open bid; after that, only the highest.`,
    );
    expect(bidAcceptBlock({ now: end + 1, endsAt: end, isHighest: false, expiresAt })).toBeNull();
    expect(bidAcceptBlock({ now: window, endsAt: end, isHighest: false, expiresAt })).toBe('highestOnly');
  });

  it('the refusal on a lower bid names the same window', () => {
    expect(MSG.auction.highestOnly.startsWith(`${hours} hours have passed`)).toBe(true);
  });
});
