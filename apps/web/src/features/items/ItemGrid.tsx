import type { TokenCard } from '@agora/core';
import { ItemCard } from './ItemCard';

/**
 * Cards in a grid; `leading` when the grid is the page's first list (its first picture is fetched first).
 * Every card hydrates with the page: cards past the first screen in a later Suspense pass (HydrateLater)
 * measured worse on a phone (home 77-80 against 91, several grids' deferred passes landing in one long task).
 */
export function ItemGrid({ tokens, leading = false }: { tokens: TokenCard[]; leading?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.map((t, i) => (
        <li key={`${t.contract}-${t.tokenId}-${t.owner.address}`}>
          <ItemCard token={t} first={leading && i === 0} />
        </li>
      ))}
    </ul>
  );
}
