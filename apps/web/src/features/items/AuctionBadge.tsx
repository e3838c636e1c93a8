import { useEffect, useState } from 'react';
import { MSG } from '../../app/messages';
import { auctionPhase } from '../../app/rules';

/** Live badge: days to start, a ticking countdown, or 'Auction Completed'. */
export function AuctionBadge({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  const state = auctionPhase(Date.parse(startsAt), Date.parse(endsAt), now);
  const ticking = state.phase !== 'ended';
  useEffect(() => {
    if (!ticking) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [ticking]);
  const text =
    state.phase === 'upcoming'
      ? MSG.auctionNotStarted(state.days)
      : state.phase === 'ended'
        ? MSG.auctionCompleted
        : `${state.days}d ${state.hours}h ${state.minutes}m ${state.seconds}s`;
  return (
    <span className="rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white tabular-nums backdrop-blur">
      {text}
    </span>
  );
}
