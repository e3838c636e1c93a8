import { auctionPhase, cardBadgeText } from '@agora/core';
import { useEffect, useState } from 'react';

/** Live badge: days to start, a ticking countdown, or 'Auction Completed'. */
export function AuctionBadge({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const ticking = auctionPhase(start, end, now).phase !== 'ended';
  useEffect(() => {
    if (!ticking) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [ticking]);
  return (
    <span className="rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white tabular-nums backdrop-blur">
      {cardBadgeText(start, end, now)}
    </span>
  );
}
