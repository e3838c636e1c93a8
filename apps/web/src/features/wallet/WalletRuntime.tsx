import { ConnectWalletModal } from './ConnectWalletModal';
import { WalletWatcher } from './WalletWatcher';
import { WithWagmi } from './WithWagmi';

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
