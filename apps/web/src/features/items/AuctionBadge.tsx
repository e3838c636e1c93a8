import { auctionPhase, cardBadgeText } from '@agora/core';
import { useClock } from '../../lib/clock';

/** Live badge: days to start, a ticking countdown, or 'Auction Completed'. */
export function AuctionBadge({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  // Ticks until the auction has ended; the end is read from the clock it is compared with.
  const ticking = auctionPhase(start, end, Date.now()).phase !== 'ended';
  const now = useClock(ticking);
  return (
    <span className="rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white tabular-nums backdrop-blur">
      {cardBadgeText(start, end, now)}
    </span>
  );
}
