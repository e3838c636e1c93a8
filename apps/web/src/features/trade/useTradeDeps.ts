import { useMemo } from 'react';
import type { TradeDeps } from '../../lib/chain/tx';
import { useWalletAddress } from '../wallet/useWallet';
import { useWalletDeps } from '../wallet/useWalletDeps';

/**
 * Trade dependencies for the signed-in account (null for a visitor). Use inside WithWagmi. A module apart from
 * useTrade, so a page that only shows trade buttons does not load the steps machine and the chain calls.
 */
export function useTradeDeps(): TradeDeps | null {
  const wallet = useWalletDeps();
  const account = useWalletAddress();
  return useMemo(() => (account ? { ...wallet, account } : null), [wallet, account]);
}
