import type { Address } from '@agora/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAppConfig } from '../../app/appConfig';
import type { TradeDeps } from '../../lib/chain/tx';
import type { WalletDeps } from '../wallet/walletActions';

/**
 * A signed-in wallet's trade dependencies without a WagmiProvider around the page: wagmi's config (the wallet
 * stack) is loaded once `account` is known. Null for a visitor, whose page then carries no wallet code, and
 * while the stack loads. The config is the one WalletRuntime shares; a wallet not yet restored is reconnected
 * by the first action (walletReady).
 */
export function useLazyTradeDeps(account: Address | null): TradeDeps | null {
  const appCfg = useAppConfig();
  const queryClient = useQueryClient();
  const [config, setConfig] = useState<WalletDeps['config'] | null>(null);
  useEffect(() => {
    if (!account || config) return;
    let live = true;
    void import('../wallet/wagmiConfig').then((m) => {
      if (live) setConfig(m.getWagmiConfig(appCfg) as WalletDeps['config']);
    });
    return () => {
      live = false;
    };
  }, [account, config, appCfg]);
  return useMemo(
    () => (account && config ? { config, appCfg, queryClient, account } : null),
    [account, config, appCfg, queryClient],
  );
}
