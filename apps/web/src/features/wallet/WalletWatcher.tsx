import type { Address } from '@agora/core';
import { MSG, sameAddress, TIMING_MS } from '@agora/core';
import { useEffect, useRef } from 'react';
import { useConnection } from 'wagmi';
import { useAppConfig } from '../../app/appConfig';
import { toast } from '../toast/toastStore';
import { useSession } from './useWallet';
import { useWalletDeps } from './useWalletDeps';
import { endSession, signIn } from './walletActions';

/**
 * Account or chain changed in the wallet: after 1 s, sign in again for the new account on the configured
 * chain; on another chain the account counts as disconnected (spec 1 §4; issue 31): the session ends, the wallet
 * stays connected, and the app asks for the configured network. Coming back to it signs in again after 1 s.
 */
export function WalletWatcher() {
  const { address, chainId, isConnected } = useConnection();
  const { data: session, isFetched } = useSession();
  const cfg = useAppConfig();
  const deps = useWalletDeps();
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (!isConnected || !address || !isFetched) return;
    // An email-only account links a wallet only when its owner connects one (Connect Wallet), never because
    // the browser still remembers one.
    if (session?.wallet === false) return;
    const key = `${address.toLowerCase()}:${chainId}`;
    const sameSession = sameAddress(session?.address, address);
    const onChain = chainId === cfg.chainId;
    if (sameSession && onChain) {
      last.current = key;
      return;
    }
    const first = last.current === null;
    last.current = key;
    // First render after a page load with a wallet but no session: wait for the user to connect explicitly.
    if (first && !session) return;
    // Already disconnected on another chain: nothing to end until the wallet comes back.
    if (!session && !onChain) return;
    const timer = setTimeout(() => {
      if (!onChain) {
        void endSession(deps.queryClient).then(() => toast.warning(MSG.connectToNetwork(cfg.chainName)));
        return;
      }
      void signIn(deps, address as Address, chainId).catch((err: Error) => toast.error(err.message));
    }, TIMING_MS.reconnectDebounce);
    return () => clearTimeout(timer);
  }, [address, chainId, isConnected, isFetched, session, cfg, deps]);

  return null;
}
