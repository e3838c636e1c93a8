import type { TokenCard } from '@agora/core';
import { ItemCard } from './ItemCard';

export function ItemGrid({ tokens }: { tokens: TokenCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tokens.map((t) => (
        <li key={`${t.contract}-${t.tokenId}-${t.owner.address}`}>
          <ItemCard token={t} />
        </li>
      ))}
    </ul>
  );
}
