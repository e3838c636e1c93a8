import { LOCAL_CHAIN_ID } from '@agora/chain/browser';
import type { AppConfig } from '@agora/core';
import { type Chain, defineChain, http } from 'viem';
import { createConfig } from 'wagmi';
import { testWallet } from './testWallet';

/** The configured network as a viem chain (name, currency and RPC come from the server's /config). */
export function chainFromConfig(cfg: AppConfig): Chain {
  return defineChain({
    id: cfg.chainId,
    name: cfg.chainName,
    nativeCurrency: { name: cfg.nativeSymbol, symbol: cfg.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [cfg.rpcUrl] } },
    blockExplorers: cfg.blockExplorerUrl
      ? { default: { name: 'Explorer', url: cfg.blockExplorerUrl } }
      : undefined,
  });
}

/**
 * Injected wallets arrive through EIP-6963 discovery (MetaMask, Trust Wallet, …), so no wallet SDK is
 * bundled. WalletConnect is added at click time (see connectWalletConnect) to keep it out of the first load.
 */
export function buildWagmiConfig(cfg: AppConfig) {
  const chain = chainFromConfig(cfg);
  return createConfig({
    chains: [chain],
    multiInjectedProviderDiscovery: true,
    connectors: cfg.chainId === LOCAL_CHAIN_ID ? [testWallet({ chain })] : [],
    transports: { [chain.id]: http(cfg.rpcUrl) },
    // Rendering on the server (entry-server.tsx): no wallet, so no reconnect while rendering (a browser's
    // connectors read localStorage, which the server does not have).
    ssr: typeof window === 'undefined',
  });
}

export type AgoraWagmiConfig = ReturnType<typeof buildWagmiConfig>;

let shared: AgoraWagmiConfig | undefined;
/** One wagmi config per page: every wallet-aware chunk (modal, menu, trade) shares its state. */
export function getWagmiConfig(cfg: AppConfig): AgoraWagmiConfig {
  shared ??= buildWagmiConfig(cfg);
  return shared;
}
