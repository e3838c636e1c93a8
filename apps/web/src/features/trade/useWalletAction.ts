import type { Address } from '@agora/core';
import { useCallback, useEffect, useState } from 'react';
import type { TradeDeps } from '../../lib/chain/tx';
import { walletPreflight } from '../wallet/preflight';

/**
 * Opens a chain action's modal after the wallet checks (walletPreflight: a visitor gets the Connect Your Wallet
 * modal, a wallet on another network the switch). A signed-in wallet whose stack is still loading (`viewer`
 * known, `deps` not yet: useLazyTradeDeps) has its press kept and opened once the stack is there, never
 * answered with the visitor's 'connect your wallet'.
 */
export function useWalletAction<M>(
  deps: TradeDeps | null,
  viewer: Address | null,
  show: (modal: M) => void,
): (modal: M) => Promise<void> {
  const [queued, setQueued] = useState<{ modal: M } | null>(null);
  const open = useCallback(
    async (modal: M) => {
      if (!deps && viewer) return setQueued({ modal });
      if (await walletPreflight(deps)) show(modal);
    },
    [deps, viewer, show],
  );
  useEffect(() => {
    if (!deps || !queued) return;
    setQueued(null);
    void open(queued.modal);
  }, [deps, queued, open]);
  return open;
}
