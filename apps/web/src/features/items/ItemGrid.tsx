import type { TokenCard } from '@agora/core';
import { HydrateLater } from '../../components/HydrateLater';
import { ItemCard } from './ItemCard';

/** Cards a phone shows on its first screen: hydrated with the page, the others after it (HydrateLater). */
const FIRST_SCREEN = 2;

/** Cards in a grid; `leading` when the grid is the page's first list (its first picture is fetched first). */
export function ItemGrid({ tokens, leading = false }: { tokens: TokenCard[]; leading?: boolean }) {
  const item = (t: TokenCard, i: number) => (
    <li key={`${t.contract}-${t.tokenId}-${t.owner.address}`}>
      <ItemCard token={t} first={leading && i === 0} />
    </li>
  );
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.slice(0, FIRST_SCREEN).map(item)}
      <HydrateLater>{tokens.slice(FIRST_SCREEN).map((t, i) => item(t, i + FIRST_SCREEN))}</HydrateLater>
    </ul>
  );
}
