import { MSG } from '@agora/core';
import { getConnection, switchChain } from 'wagmi/actions';
import { type TradeDeps, walletReady } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';
import { connectModal } from './connectModalStore';

/**
 * The wallet checks made before a trade modal or the create flow opens (spec 2 §5 and §8): a signed-in wallet
 * ('OOPS!..connect Your Wallet' and the Connect Your Wallet modal), then the configured network: on another
 * one the wallet is asked to switch (spec 1 §4's wrong-network behaviour: 'Network Switched to {network}' and
 * on), and a refusal stops the action with 'Please Connect to {network} Network'.
 */

/** Whether the connected wallet is on the configured network (waits for a wallet still being restored). */
async function onConfiguredChain(deps: TradeDeps): Promise<boolean> {
  await walletReady(deps.config);
  return getConnection(deps.config).chainId === deps.appCfg.chainId;
}

/** Asks the wallet to switch to the configured network (wagmi adds it first when the wallet lacks it). */
async function switchToConfigured(deps: TradeDeps): Promise<boolean> {
  try {
    await switchChain(deps.config, { chainId: deps.appCfg.chainId });
    return true;
  } catch {
    return false;
  }
}

/** On the configured network already, or switched to it now ('Network Switched to {network}'). */
export async function ensureConfiguredChain(deps: TradeDeps): Promise<boolean> {
  if (await onConfiguredChain(deps)) return true;
  if (!(await switchToConfigured(deps))) return false;
  toast.success(MSG.networkSwitched(deps.appCfg.chainName));
  return true;
}

/** True when `deps` may act now; otherwise the spec's warning is shown (and the connect modal for a visitor). */
export async function walletPreflight(deps: TradeDeps | null): Promise<boolean> {
  if (!deps) {
    connectModal.ask();
    return false;
  }
  if (await ensureConfiguredChain(deps)) return true;
  toast.warning(MSG.preflight.wrongNetwork(deps.appCfg.chainName));
  return false;
}
