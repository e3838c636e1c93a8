import type { TokenCard } from '@agora/core';
import { CARD_MSG } from '@agora/core';
import { Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { lazyComponent } from '../../lib/lazyComponent';

/** The priced part, loaded by the first Dutch card shown: most cards are not Dutch (home's first load). */
const LivePrice = lazyComponent(() => import('./DecliningCardPriceLive'));

/**
 * A Dutch listing's price on a card. Its price falls with the browser's clock, so the server and hydration render
 * the label only; the card then prices it each second.
 */
export function DecliningCardPrice({ listing }: { listing: NonNullable<TokenCard['listing']> }) {
  const hydrated = useHydrated();
  const label = <p className="text-slate-500">{CARD_MSG.decliningPrice}</p>;
  if (!hydrated) return label;
  return (
    <Suspense fallback={label}>
      <LivePrice listing={listing} />
    </Suspense>
  );
}
