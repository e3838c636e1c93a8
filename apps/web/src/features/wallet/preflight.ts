import { MSG } from '@agora/core';
import type { TradeDeps } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { connectModal } from './connectModalStore';

/**
 * The wallet checks made before a trade modal or the create flow opens (spec 2 §5 and §8): a signed-in wallet
 * ('OOPS!..connect Your Wallet' and the Connect Your Wallet modal), then the configured network: on another
 * one the wallet is asked to switch (spec 1 §4's wrong-network behaviour: 'Network Switched to {network}' and
 * on), and a refusal stops the action with 'Please Connect to {network} Network'. The network check (wagmi) is
 * loaded when a wallet acts, so a visitor's page carries no wallet code for its buttons.
 */

/** True when `deps` may act now; otherwise the spec's warning is shown (and the connect modal for a visitor). */
export async function walletPreflight(deps: TradeDeps | null): Promise<boolean> {
  if (!deps) {
    connectModal.ask();
    return false;
  }
  const { ensureConfiguredChain } = await import('./configuredChain');
  if (await ensureConfiguredChain(deps)) return true;
  toast.warning(MSG.preflight.wrongNetwork(deps.appCfg.chainName));
  return false;
}
