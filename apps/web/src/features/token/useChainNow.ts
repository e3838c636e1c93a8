import { auctionPhase, type TokenDetail } from '@agora/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { tokenKey } from '../../api/lifecycle';

/**
 * The chain's clock on the token page (ms): the page data's `now` (block time when the server read it), moved
 * on by this browser's clock, so a device clock that is off, or a test chain whose time was moved, does not
 * matter. It ticks each second while the timed auction has not ended; when the end passes, the page data is
 * read again, since whether a bid can be accepted is the server's answer (`acceptBlock`).
 */
export function useChainNow(detail: TokenDetail, times: { startsAt: number; endsAt: number } | null): number {
  const received = useMemo(() => ({ chain: Date.parse(detail.now), at: Date.now() }), [detail.now]);
  const [wall, setWall] = useState(received.at);
  const now = received.chain + Math.max(0, wall - received.at);
  const ended = !times || auctionPhase(times.startsAt, times.endsAt, now).phase === 'ended';

  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setWall(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);

  // Once per end (a late bid moves it): a page opened after the end, or data read again with the same end,
  // does not read again.
  const queryClient = useQueryClient();
  const endsAt = times?.endsAt ?? null;
  const refreshedFor = useRef(ended ? endsAt : null);
  const { contract, tokenId } = detail.token;
  useEffect(() => {
    if (!ended || endsAt === null || refreshedFor.current === endsAt) return;
    refreshedFor.current = endsAt;
    void queryClient.invalidateQueries({ queryKey: tokenKey(contract, tokenId) });
  }, [ended, endsAt, queryClient, contract, tokenId]);
  return now;
}
