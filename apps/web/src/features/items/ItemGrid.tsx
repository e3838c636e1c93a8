import type { TokenCard } from '@agora/core';
import { HydrateOnIdle } from '../../components/HydrateOnIdle';
import { ItemCard } from './ItemCard';

/**
 * Cards in a grid; `leading` when the grid is the page's first list (its first picture is fetched first).
 * Every card of a server-rendered grid hydrates on its own (HydrateOnIdle): a press on a card hydrates that
 * card first, not the whole grid.
 */
export function ItemGrid({ tokens, leading = false }: { tokens: TokenCard[]; leading?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.map((t, i) => (
        <li key={`${t.contract}-${t.tokenId}-${t.owner.address}`}>
          <HydrateOnIdle>
            <ItemCard token={t} first={leading && i === 0} />
          </HydrateOnIdle>
        </li>
      ))}
    </ul>
  );
}
