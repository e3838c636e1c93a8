import type { Address, AppConfig } from '@agora/core';
import { MSG } from '@agora/core';
import type { QueryClient } from '@tanstack/react-query';
import { numberToHex } from 'viem';
import type { Connector, CreateConnectorFn } from 'wagmi';
import { connect, disconnect, getAccount, signMessage, switchChain } from 'wagmi/actions';
import { ApiError } from '../../api/client';
import { authApi, SESSION_KEY } from '../../api/endpoints';
import { toast } from '../toast/toastStore';
import { connectModal } from './connectModalStore';
import { signInWithEthereum } from './siwe';
import type { AgoraWagmiConfig } from './wagmiConfig';

export interface WalletDeps {
  config: AgoraWagmiConfig;
  appCfg: AppConfig;
  queryClient: QueryClient;
}

function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err && typeof err === 'object' && 'shortMessage' in err) return String(err.shortMessage);
  return err instanceof Error ? err.message : String(err);
}

/** Network check (switch, or add then switch), then one SIWE signature for the server session. */
export async function signIn({ config, appCfg, queryClient }: WalletDeps, address: Address, chainId: number) {
  if (chainId !== appCfg.chainId) {
    try {
      // wagmi's injected connector adds the chain (wallet_addEthereumChain) when the wallet lacks it.
      await switchChain(config, { chainId: appCfg.chainId });
      toast.success(MSG.networkSwitched(appCfg.chainName));
    } catch {
      toast.warning(MSG.connectToNetwork(appCfg.chainName));
      await disconnect(config);
      return false;
    }
  }
  const session = await signInWithEthereum(address, (message) =>
    signMessage(config, { message, account: address }),
  );
  queryClient.setQueryData(SESSION_KEY, session);
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  return true;
}

/** The configured network as EIP-3085 asks for it (wallet_addEthereumChain). */
export function networkParams(appCfg: AppConfig) {
  return {
    chainId: numberToHex(appCfg.chainId),
    chainName: appCfg.chainName,
    nativeCurrency: { name: appCfg.nativeSymbol, symbol: appCfg.nativeSymbol, decimals: 18 },
    rpcUrls: [appCfg.rpcUrl],
    ...(appCfg.blockExplorerUrl ? { blockExplorerUrls: [appCfg.blockExplorerUrl] } : {}),
  };
}

type Eip1193 = { request: (args: { method: string; params?: unknown }) => Promise<unknown> };

/**
 * Trust Wallet (spec 1 §2): ask the wallet to add the configured network, then to switch to it; returns the
 * chain the wallet is on afterwards. A refusal of the switch is left to signIn, which asks once more.
 */
export async function addConfiguredNetwork(connector: Connector, appCfg: AppConfig): Promise<number> {
  const provider = (await connector.getProvider()) as Eip1193;
  await provider.request({ method: 'wallet_addEthereumChain', params: [networkParams(appCfg)] });
  await provider
    .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(appCfg.chainId) }] })
    .catch(() => undefined);
  return connector.getChainId();
}

export async function connectWith(
  deps: WalletDeps,
  connector: Connector | CreateConnectorFn,
  { addNetwork = false }: { addNetwork?: boolean } = {},
) {
  try {
    // wagmi may already have reconnected a wallet that trusts the site; then only the session is missing.
    const current = getAccount(deps.config);
    const reconnected =
      current.status === 'connected' && 'uid' in connector && current.connector?.uid === connector.uid;
    const result = reconnected
      ? { accounts: current.addresses ?? [], chainId: current.chainId as number }
      : await connect(deps.config, { connector });
    const address = result.accounts[0] as Address | undefined;
    if (!address) throw new Error(MSG.pleaseAddWallet);
    const chainId =
      addNetwork && 'uid' in connector ? await addConfiguredNetwork(connector, deps.appCfg) : result.chainId;
    if (await signIn(deps, address, chainId)) {
      connectModal.close();
      toast.success(MSG.walletConnected);
    }
  } catch (err) {
    toast.error(errorText(err));
    await disconnect(deps.config).catch(() => undefined);
  }
}

/** Ends the server session and drops private data; the wallet stays connected. */
export async function endSession(queryClient: QueryClient) {
  await authApi.logout().catch(() => undefined);
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== 'public',
  });
}

/** Log out: end the server session, disconnect the wallet, drop private data, say so. */
export async function logout(config: AgoraWagmiConfig, queryClient: QueryClient) {
  await disconnect(config).catch(() => undefined);
  await endSession(queryClient);
  toast.success(MSG.loggedOut);
}
