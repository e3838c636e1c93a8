import { useState } from 'react';
import { useConnectModalOpen } from './connectModalStore';
import { useSession } from './useWallet';

/** wagmi remembers the last connector here; its presence means a wallet should be restored at start. */
const RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId';

/**
 * The wallet stack is loaded once it is needed (the connect modal opens, a session exists, or a wallet was
 * connected before) and then stays mounted.
 */
export function useWalletNeeded(): boolean {
  const modalOpen = useConnectModalOpen();
  const { data: session } = useSession();
  const [latched, setLatched] = useState(false);
  const needed = latched || modalOpen || !!session || hasStoredWallet();
  if (needed && !latched) setLatched(true);
  return needed;
}

function hasStoredWallet(): boolean {
  try {
    return globalThis.localStorage?.getItem(RECENT_CONNECTOR_KEY) != null;
  } catch {
    return false;
  }
}
