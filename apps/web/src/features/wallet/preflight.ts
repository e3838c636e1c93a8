import { MSG } from '@agora/core';
import { getConnection } from 'wagmi/actions';
import { type TradeDeps, walletReady } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { connectModal } from './connectModalStore';

/**
 * The wallet checks made before a trade modal or the create flow opens (spec 2 §5 and §8): a signed-in wallet
 * ('OOPS!..connect Your Wallet' and the Connect Your Wallet modal), then the configured network ('Please
 * Connect to {network} Network').
 */

/** Whether the connected wallet is on the configured network (waits for a wallet still being restored). */
export async function onConfiguredChain(deps: TradeDeps): Promise<boolean> {
  await walletReady(deps.config);
  return getConnection(deps.config).chainId === deps.appCfg.chainId;
}

/** True when `deps` may act now; otherwise the spec's warning is shown (and the connect modal for a visitor). */
export async function walletPreflight(deps: TradeDeps | null): Promise<boolean> {
  if (!deps) {
    connectModal.ask();
    return false;
  }
  if (await onConfiguredChain(deps)) return true;
  toast.warning(MSG.preflight.wrongNetwork(deps.appCfg.chainName));
  return false;
}
