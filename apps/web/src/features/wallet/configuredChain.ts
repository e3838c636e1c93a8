import { MSG } from '@agora/core';
import { getConnection, switchChain } from 'wagmi/actions';
import { type TradeDeps, walletReady } from '../../lib/chain/tx';
import { toast } from '../toast/toastStore';

// The network half of the wallet checks (preflight.ts): wagmi's actions, loaded only once a wallet acts.

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
