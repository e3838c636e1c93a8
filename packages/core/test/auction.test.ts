import { describe, expect, it } from 'vitest';
import { auctionPhase, cardBadgeText, detailBadge, endAfterBid, MSG, minimumNextBid } from '../src';

const DAY = 86_400_000;
const start = 10 * DAY;
const end = 12 * DAY;

describe('auction phase and card badge', () => {
  it('before the start: days to go', () => {
    expect(auctionPhase(start, end, start - 2 * DAY)).toEqual({ phase: 'upcoming', days: 2 });
    expect(cardBadgeText(start, end, start - 1)).toBe('Auction Yet to Start 1 Days..!');
  });
  it('from the start to just before the end: a countdown', () => {
    expect(auctionPhase(start, end, start)).toMatchObject({ phase: 'live', days: 2, hours: 0 });
    expect(cardBadgeText(start, end, end - 1000)).toBe('0d 0h 0m 1s');
  });
  it('at and after the end: Auction Completed', () => {
    expect(auctionPhase(start, end, end)).toEqual({ phase: 'ended' });
    expect(cardBadgeText(start, end, end)).toBe(MSG.auction.completed);
  });
});

describe('detail badge (spec 2 §4)', () => {
  const base = { startsAt: start, endsAt: end, hasHighestBid: false, viewerIsOwner: false };
  it('says when it starts', () => {
    expect(detailBadge({ ...base, now: 0 })).toEqual({ kind: 'upcoming', text: MSG.auction.notStarted(10) });
  });
  it('counts down, telling owners they must wait', () => {
    const other = detailBadge({ ...base, now: start });
    expect(other).toMatchObject({ kind: 'live', text: '2d 0h 0m 0s', ownerNote: null });
    expect(detailBadge({ ...base, viewerIsOwner: true, now: start })).toMatchObject({
      ownerNote: "You Can't Accept The Bid Until Auction Complete",
    });
  });
  it('after the end without bids: Timed auction ended', () => {
    expect(detailBadge({ ...base, now: end, viewerIsOwner: true })).toEqual({
      kind: 'ended',
      text: 'Timed auction ended',
    });
  });
  it('after the end with a highest bid: Accept for the owner, waiting for the others', () => {
    expect(detailBadge({ ...base, hasHighestBid: true, viewerIsOwner: true, now: end })).toEqual({
      kind: 'accept',
      text: 'Accept',
    });
    expect(detailBadge({ ...base, hasHighestBid: true, now: end + 1 })).toEqual({
      kind: 'waiting',
      text: 'Waiting for owner to accept the bid',
    });
  });
});

describe('timed auction rules', () => {
  const ETH = 10n ** 18n;
  it('requires the minimum and 5% over the highest bid, rounded up', () => {
    expect(minimumNextBid(ETH, null)).toBe(ETH);
    expect(minimumNextBid(ETH, 2n * ETH)).toBe(2_100_000_000_000_000_000n);
    expect(minimumNextBid(5n * ETH, 2n * ETH)).toBe(5n * ETH);
    expect(minimumNextBid(0n, 101n)).toBe(107n); // 106.05 → 107
    expect(minimumNextBid(0n, 100n)).toBe(105n);
  });
  it('extends by 10 minutes for a bid in the last 10 minutes', () => {
    const tenMin = 600_000;
    expect(endAfterBid(end, end - tenMin)).toBe(end + tenMin);
    expect(endAfterBid(end, end - 1)).toBe(end + tenMin);
    expect(endAfterBid(end, end - tenMin - 1)).toBe(end);
    expect(endAfterBid(end, end)).toBe(end);
  });
});
