import type { TokenCard } from '@agora/core';
import { HydrateWhenNear } from '../../components/HydrateWhenNear';
import { ItemCard } from './ItemCard';

/**
 * Cards in a grid; `leading` when the grid is the page's first list (its first picture is fetched first).
 * Every card of a server-rendered grid hydrates on its own, once near the screen (HydrateWhenNear): a phone's
 * first load hydrates the one or two cards it shows, and a press on a card hydrates that card first.
 */
export function ItemGrid({ tokens, leading = false }: { tokens: TokenCard[]; leading?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.map((t, i) => (
        <HydrateWhenNear as="li" key={`${t.contract}-${t.tokenId}-${t.owner.address}`}>
          <ItemCard token={t} first={leading && i === 0} />
        </HydrateWhenNear>
      ))}
    </ul>
  );
}
