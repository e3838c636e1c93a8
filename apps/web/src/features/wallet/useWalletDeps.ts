import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfig } from 'wagmi';
import { useAppConfig } from '../../app/appConfig';
import type { WalletDeps } from './walletActions';

/** What the wallet actions need, read inside a WithWagmi tree. */
export function useWalletDeps(): WalletDeps {
  const config = useConfig();
  const appCfg = useAppConfig();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({ config: config as WalletDeps['config'], appCfg, queryClient }),
    [config, appCfg, queryClient],
  );
}
