import type { TokenCard } from '@agora/core';
import { HydrateLater } from '../../components/HydrateLater';
import { ItemCard } from './ItemCard';

/**
 * Cards in a grid; `leading` when the grid is the page's first list (its first picture is fetched first).
 * Every card hydrates after the page's first pass, each in a task of its own (HydrateLater): Preact hydrates a
 * pass in one task, and a phone's Total Blocking Time counts every task past 50 ms. (On React, cards deferred
 * in Suspense passes measured worse: several grids' passes landed in one long task.)
 */
export function ItemGrid({ tokens, leading = false }: { tokens: TokenCard[]; leading?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.map((t, i) => (
        <HydrateLater key={`${t.contract}-${t.tokenId}-${t.owner.address}`} as="li">
          <ItemCard token={t} first={leading && i === 0} />
        </HydrateLater>
      ))}
    </ul>
  );
}
