import type { ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { useAppConfig } from '../../app/appConfig';
import { ConnectWalletModal } from './ConnectWalletModal';
import { WalletWatcher } from './WalletWatcher';
import { getWagmiConfig } from './wagmiConfig';

/** Wraps wallet-aware UI (trade buttons, forms) in the shared wagmi config. */
export function WithWagmi({ children, reconnect = false }: { children: ReactNode; reconnect?: boolean }) {
  const cfg = useAppConfig();
  return (
    <WagmiProvider config={getWagmiConfig(cfg)} reconnectOnMount={reconnect}>
      {children}
    </WagmiProvider>
  );
}

/**
 * The lazily loaded wallet stack: restores the last wallet (wagmi remembers its id), watches account and
 * chain changes, and hosts the Connect Your Wallet modal.
 */
export default function WalletRuntime() {
  return (
    <WithWagmi reconnect>
      <ConnectWalletModal />
      <WalletWatcher />
    </WithWagmi>
  );
}
