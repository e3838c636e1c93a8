import type { Address } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { currencyBalance } from '../../lib/chain/contracts';
import type { TradeDeps } from '../../lib/chain/tx';

/**
 * Balance of `owner` in a currency symbol (native or ERC-20), wei. A module apart from trade/ui, whose fields
 * and fees a visitor's token page shows without the chain calls (issue 27).
 */
export function useCurrencyBalance(deps: TradeDeps | null, owner: Address | null, symbol: string) {
  return useQuery({
    queryKey: ['balance', owner, symbol],
    enabled: !!deps && !!owner && !!symbol,
    queryFn: () => (deps && owner ? currencyBalance(deps, symbol, owner) : 0n),
  });
}
