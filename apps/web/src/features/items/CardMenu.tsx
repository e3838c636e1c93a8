import type { TokenCard } from '@agora/core';
import { lazy, Suspense, useState } from 'react';
import { cardMenuTrigger } from './cardMenuTrigger';

// The menu (Radix's dropdown, core's rules) loads on the first click: the home page's first JavaScript
// carries this button alone (bench:bundle).
const CardMenuPanel = lazy(() => import('./CardMenuPanel'));

/** An item card's trade menu (CardMenuPanel): a plain button until first used. */
export function CardMenu({ token }: { token: TokenCard }) {
  const [used, setUsed] = useState(false);
  const button = (
    <button type="button" {...cardMenuTrigger(token)} disabled={used} onClick={() => setUsed(true)}>
      ⋯
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <CardMenuPanel token={token} />
    </Suspense>
  );
}
