import { SHELL_MSG } from '@agora/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketApi } from '../../api/endpoints';

/** GET /market/status: refetched when the tab regains focus and on the live 'market' event (a pause or its end). */
export const marketStatusQuery = queryOptions({
  queryKey: ['public', 'market-status'],
  queryFn: marketApi.status,
  refetchOnWindowFocus: true,
});

/**
 * Whether the marketplace contract is paused: every fill (buy, sweep, accepting a bid or offer, settling an
 * auction) would revert, so their buttons are disabled with SHELL_MSG.market.paused as title. False until the
 * status has loaded (and when it cannot be read): the wallet's simulation still stops a fill that would revert.
 */
export function useTradingPaused(): boolean {
  return useQuery(marketStatusQuery).data?.tradingPaused === true;
}

/** The title of a fill button: why it is disabled while trading is paused. */
export const pausedTitle = (paused: boolean) => (paused ? SHELL_MSG.market.paused : undefined);

/** Under the header on every page while trading is paused. */
export function TradingPausedBanner() {
  const paused = useTradingPaused();
  if (!paused) return null;
  return (
    <div
      role="status"
      data-testid="trading-paused"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-semibold text-amber-900"
    >
      {SHELL_MSG.market.paused}
    </div>
  );
}
