import { type HolderRow, sameAddress, type TokenCard, viewerHolding } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { tokenQuery } from '../../api/lifecycle';

/**
 * The viewer's own holding of a card's item, for its menu (cardActions' `mine`): a multi-edition item's card
 * shows one holder's row, while the viewer may hold copies of their own, as the token page sees. Read from the
 * token page's own query (the card's modal reuses it) only when the card's row is not the viewer's, and only
 * while the menu is open (the menu mounts on its first click): undefined until known or when not needed.
 */
export function useOwnHolding(token: TokenCard, viewer: string | null): HolderRow | null | undefined {
  const shown = token.listing?.owner ?? token.owner.address;
  const needed = !!viewer && token.type === 1155 && !sameAddress(shown, viewer);
  const detail = useQuery({ ...tokenQuery(token.contract, token.tokenId), enabled: needed });
  return needed && detail.data ? viewerHolding(detail.data.owners, viewer) : undefined;
}
