import type { ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { useAppConfig } from '../../app/appConfig';
import { getWagmiConfig } from './wagmiConfig';

/**
 * Wraps wallet-aware UI (trade buttons, forms) in the shared wagmi config. A module apart from WalletRuntime, so
 * a page's trade panel does not load the Connect Your Wallet modal and the wallet watcher with it.
 */
export function WithWagmi({ children, reconnect = false }: { children: ReactNode; reconnect?: boolean }) {
  const cfg = useAppConfig();
  return (
    <WagmiProvider config={getWagmiConfig(cfg)} reconnectOnMount={reconnect}>
      {children}
    </WagmiProvider>
  );
}
