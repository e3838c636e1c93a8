import { LIVE_CHANNEL, tokenChannel } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { tokenQuery } from '../../api/lifecycle';
import { ErrorNote } from '../../components/States';
import { useLive } from '../../features/live/useLive';
import { preloadTokenView, TokenSkeleton, TokenView } from '../../features/token/TokenView';
import { useNearViewport } from '../../lib/useNearViewport';

// The price history (issue 16): its sales, its chart's code (uPlot) and the chart's drawing come when the
// section nears the screen — below the first screen on a phone, where they were long tasks of the first load.
const TokenPriceHistory = lazy(() => import('../../features/insight/TokenPriceHistory'));
const NEAR_PX = 400;

function PriceHistoryWhenNear({ contract, tokenId }: { contract: string; tokenId: string }) {
  const { ref, near } = useNearViewport(NEAR_PX, 0);
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <TokenPriceHistory contract={contract} tokenId={tokenId} />
        </Suspense>
      )}
    </div>
  );
}

/** The trade panel loads with the page (lazyComponent calls a page module's `preload`). */
export const preload = preloadTokenView;

/** /info/:owneraddress/:collectionaddress/:tokenidval — the token detail page. */
export default function TokenPage() {
  const { owneraddress = '', collectionaddress = '', tokenidval = '' } = useParams();
  const query = useQuery(tokenQuery(collectionaddress, tokenidval));
  // Price, owner, bids, history and the auction badge follow sales and bids made elsewhere.
  const live = tokenChannel(collectionaddress, tokenidval);
  useLive([LIVE_CHANNEL.test(live) && live]);
  if (query.isPending) return <TokenSkeleton />;
  if (query.isError) return <ErrorNote error={query.error} />;
  return (
    <>
      <TokenView detail={query.data} owner={owneraddress} onRefresh={() => void query.refetch()} />
      <PriceHistoryWhenNear contract={collectionaddress} tokenId={tokenidval} />
    </>
  );
}
