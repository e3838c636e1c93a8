import { useEffect, useState } from 'react';
import { onIdle } from '../../lib/onIdle';
import { useConnectModalOpen } from './connectModalStore';
import { useSession } from './useWallet';

/** wagmi remembers the last connector here; its presence means a wallet should be restored at start. */
const RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId';
/** A page whose images never finish loading still gets its wallet after this long. */
const LOAD_WAIT_MS = 3000;

/**
 * The wallet stack (wagmi, viem, connectors, SIWE: WalletRuntime) is loaded once it is needed and then stays
 * mounted: at once when the connect modal opens; for a returning visitor (a session, or a wallet connected
 * before) only after the page has loaded and the browser is idle, so it never competes with the first paint.
 * Pages and modals that read or write the chain load it themselves (WithWagmi).
 */
export function useWalletNeeded(): boolean {
  const modalOpen = useConnectModalOpen();
  const { data: session } = useSession();
  const returning = !!session || hasStoredWallet();
  const pageReady = usePageLoadedAndIdle(returning);
  const [latched, setLatched] = useState(false);
  const needed = latched || modalOpen || (returning && pageReady);
  if (needed && !latched) setLatched(true);
  return needed;
}

/** True once the document has loaded (or LOAD_WAIT_MS passed) and then the browser was idle; waits only when `wanted`. */
export function usePageLoadedAndIdle(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let cancelIdle = () => {};
    const whenIdle = () => {
      window.removeEventListener('load', whenIdle);
      clearTimeout(timer);
      cancelIdle = onIdle(() => setReady(true));
    };
    const timer = setTimeout(whenIdle, document.readyState === 'complete' ? 0 : LOAD_WAIT_MS);
    if (document.readyState !== 'complete') window.addEventListener('load', whenIdle);
    return () => {
      window.removeEventListener('load', whenIdle);
      clearTimeout(timer);
      cancelIdle();
    };
  }, [wanted, ready]);
  return ready;
}

function hasStoredWallet(): boolean {
  try {
    return globalThis.localStorage?.getItem(RECENT_CONNECTOR_KEY) != null;
  } catch {
    return false;
  }
}
