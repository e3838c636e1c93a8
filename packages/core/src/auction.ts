import { AUCTION } from './constants';
import { type CountdownParts, countdownParts, daysUntil } from './dates';
import { AUCTION_MSG } from './messages/first-load';

export type AuctionPhase =
  | { phase: 'upcoming'; days: number }
  | ({ phase: 'live' } & CountdownParts)
  | { phase: 'ended' };

/** Where a timed auction stands at `now` (ms): before its start, running (with the countdown), or over. */
export function auctionPhase(startsAt: number, endsAt: number, now: number): AuctionPhase {
  if (now < startsAt) return { phase: 'upcoming', days: daysUntil(now, startsAt) };
  if (now >= endsAt) return { phase: 'ended' };
  return { phase: 'live', ...countdownParts(now, endsAt) };
}

/** The item card's badge (spec 1): days to start, the countdown, or 'Auction Completed'. */
export function cardBadgeText(startsAt: number, endsAt: number, now: number): string {
  const p = auctionPhase(startsAt, endsAt, now);
  if (p.phase === 'upcoming') return AUCTION_MSG.notStarted(p.days);
  if (p.phase === 'ended') return AUCTION_MSG.completed;
  return AUCTION_MSG.countdown(p);
}

export interface DetailBadgeInput {
  now: number;
  startsAt: number;
  endsAt: number;
  hasHighestBid: boolean;
  viewerIsOwner: boolean;
}

export type DetailBadge =
  | { kind: 'upcoming'; text: string }
  | { kind: 'live'; text: string; countdown: CountdownParts; ownerNote: string | null }
  | { kind: 'ended'; text: string }
  | { kind: 'accept'; text: string }
  | { kind: 'waiting'; text: string };

/**
 * The detail page's auction area (spec 2 §4). Its 'Waiting for Owner To Accept' (countdown complete) and
 * 'Waiting for owner to accept the bid' name one state; the longer text is used.
 */
export function detailBadge(input: DetailBadgeInput): DetailBadge {
  const p = auctionPhase(input.startsAt, input.endsAt, input.now);
  if (p.phase === 'upcoming') return { kind: 'upcoming', text: AUCTION_MSG.notStarted(p.days) };
  if (p.phase === 'live') {
    const { phase: _, ...countdown } = p;
    const ownerNote = input.viewerIsOwner ? AUCTION_MSG.ownerMustWait : null;
    return { kind: 'live', text: AUCTION_MSG.countdown(countdown), countdown, ownerNote };
  }
  if (!input.hasHighestBid) return { kind: 'ended', text: AUCTION_MSG.endedNoBids };
  return input.viewerIsOwner
    ? { kind: 'accept', text: AUCTION_MSG.accept }
    : { kind: 'waiting', text: AUCTION_MSG.waitingForOwner };
}

/** Smallest acceptable bid: the minimum bid, and at least 5% above the highest bid (rounded up). */
export function minimumNextBid(minimumBid: bigint, highestBid: bigint | null): bigint {
  if (highestBid === null) return minimumBid;
  const raised = (highestBid * BigInt(100 + AUCTION.minIncreasePercent) + 99n) / 100n;
  return raised > minimumBid ? raised : minimumBid;
}

/** A bid in the last 10 minutes extends the end by 10 minutes. */
export function endAfterBid(endsAt: number, bidAt: number): number {
  const inWindow = bidAt < endsAt && endsAt - bidAt <= AUCTION.extensionWindowMs;
  return inWindow ? endsAt + AUCTION.extensionMs : endsAt;
}

/** Why the owner cannot accept a bid now; see `bidAcceptBlock`. */
export const ACCEPT_BLOCKS = ['auctionLive', 'highestOnly', 'expired'] as const;
export type AcceptBlock = (typeof ACCEPT_BLOCKS)[number];

export interface BidAcceptInput {
  /** The chain's clock (ms): auction times and bid expiry follow block time. */
  now: number;
  /** End of the timed auction the bid was placed in (ms); null for an open offer (no timing rule). */
  endsAt: number | null;
  /** Whether it is the item's highest open bid. */
  isHighest: boolean;
  /** The signed order's expiry (ms); the contract refuses it after that. */
  expiresAt: number;
}

/**
 * Whether the owner can accept a bid now (spec 2 §5: "48 hours after the end only the highest bid can be
 * accepted"), null when it can. A timed auction's bids wait for the end; for the 48 hours after it the owner
 * may pick any open bid (say, when the highest bidder's funds are gone); from then on only the highest, so a
 * lower bidder's allowance is no longer at stake. An expired order cannot be filled at all.
 */
export function bidAcceptBlock({ now, endsAt, isHighest, expiresAt }: BidAcceptInput): AcceptBlock | null {
  if (now > expiresAt) return 'expired';
  if (endsAt === null) return null;
  if (now < endsAt) return 'auctionLive';
  if (!isHighest && now >= endsAt + AUCTION.acceptWindowMs) return 'highestOnly';
  return null;
}
