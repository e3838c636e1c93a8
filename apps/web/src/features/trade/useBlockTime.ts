import { useQuery } from '@tanstack/react-query';
import { getBlock } from 'wagmi/actions';
import type { TradeDeps } from '../../lib/chain/tx';

/** How often the checkout reads the latest block's time while a Dutch price is shown (BNB Chain: a block a 3 s). */
const BLOCK_POLL_MS = 3_000;

/**
 * The latest block's time (ms) while `on`, read again every few seconds; null until read. A Dutch checkout prices
 * at it, not at a clock running ahead: a wallet estimates the purchase's gas against the latest block, whose
 * price must not be above the total shown, and the block that includes the purchase is later, so cheaper.
 */
export function useLatestBlockTime(deps: TradeDeps, on: boolean): number | null {
  const { data } = useQuery({
    queryKey: ['trade', 'latestBlockTime', deps.appCfg.chainId],
    queryFn: async () => {
      const block = await getBlock(deps.config, { chainId: deps.appCfg.chainId, blockTag: 'latest' });
      return Number(block.timestamp) * 1000;
    },
    enabled: on,
    refetchInterval: BLOCK_POLL_MS,
  });
  return data ?? null;
}
