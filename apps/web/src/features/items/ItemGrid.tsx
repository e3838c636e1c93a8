import type { TokenCard } from '@agora/core';
import { HydrateLater } from '../../components/HydrateLater';
import { ItemCard } from './ItemCard';

/** Cards hydrated with the page; the others each in a task of its own after it (a phone's first screen has one). */
const FIRST_CARDS = 2;

/**
 * Cards in a grid; `leading` when the grid is the page's first list (its first picture is fetched first).
 * On React, cards deferred past the first screen measured worse on a phone (home 77-80 against 91: several
 * grids' deferred passes landed in one long task); on Preact each deferred card is a task of its own.
 */
export function ItemGrid({ tokens, leading = false }: { tokens: TokenCard[]; leading?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.map((t, i) =>
        i < FIRST_CARDS ? (
          <li key={`${t.contract}-${t.tokenId}-${t.owner.address}`}>
            <ItemCard token={t} first={leading && i === 0} />
          </li>
        ) : (
          <HydrateLater key={`${t.contract}-${t.tokenId}-${t.owner.address}`} as="li" className="">
            <ItemCard token={t} />
          </HydrateLater>
        ),
      )}
    </ul>
  );
}
