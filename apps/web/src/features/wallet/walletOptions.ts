import { CONNECT_MSG } from '@agora/core';

/**
 * The entries of Connect Your Wallet (spec 1 §2): Metamask, Trust Wallet and Wallet Connect always, in that
 * order, then every other browser wallet found through EIP-6963, then the test wallet of the local chain.
 * A named wallet this browser lacks links to where to get it, and Wallet Connect without a project id says
 * how the site enables it, so the list reads the same everywhere and never leaves a visitor without a way on.
 */

/** What the modal needs of a wagmi connector (kept structural so the list is testable without wagmi). */
export interface ConnectorLike {
  uid: string;
  id: string;
  name: string;
  type: string;
  icon?: string;
}

export type WalletOption<C extends ConnectorLike = ConnectorLike> =
  | {
      key: string;
      kind: 'connect';
      label: string;
      hint: string;
      icon?: string;
      connector: C;
      addNetwork: boolean;
    }
  | { key: 'walletConnect'; kind: 'walletConnect'; label: string; hint: string }
  | { key: string; kind: 'install'; label: string; hint: string; href: string }
  | { key: 'walletConnect'; kind: 'off'; label: string; hint: string };

/** EIP-6963 reverse-DNS ids of the two named browser wallets, and where to get each. */
export const NAMED_WALLETS = {
  metamask: {
    rdns: ['io.metamask', 'io.metamask.flask', 'io.metamask.mobile'],
    site: 'metamask.io',
    href: 'https://metamask.io/download/',
  },
  trustWallet: {
    rdns: ['com.trustwallet.app'],
    site: 'trustwallet.com',
    href: 'https://trustwallet.com/download',
  },
} as const;

export function walletOptions<C extends ConnectorLike>(
  connectors: readonly C[],
  { walletConnectProjectId, chainName }: { walletConnectProjectId: string | null; chainName: string },
): WalletOption<C>[] {
  const injected = connectors.filter((c) => c.type === 'injected');
  const named = (rdns: readonly string[]) => injected.find((c) => rdns.includes(c.id));
  const metamask = named(NAMED_WALLETS.metamask.rdns);
  const trust = named(NAMED_WALLETS.trustWallet.rdns);

  const browser = (c: C, label: string, hint: string, addNetwork = false): WalletOption<C> => ({
    key: c.uid,
    kind: 'connect',
    label,
    hint,
    icon: c.icon,
    connector: c,
    addNetwork,
  });
  const install = (key: string, label: string, wallet: { site: string; href: string }): WalletOption<C> => ({
    key,
    kind: 'install',
    label,
    hint: CONNECT_MSG.notInstalled(wallet.site),
    href: wallet.href,
  });

  const options: WalletOption<C>[] = [
    metamask
      ? browser(metamask, CONNECT_MSG.metamask, CONNECT_MSG.browserHint)
      : install('metamask', CONNECT_MSG.metamask, NAMED_WALLETS.metamask),
    trust
      ? browser(trust, CONNECT_MSG.trustWallet, CONNECT_MSG.trustWalletHint(chainName), true)
      : install('trustWallet', CONNECT_MSG.trustWallet, NAMED_WALLETS.trustWallet),
    walletConnectProjectId
      ? {
          key: 'walletConnect',
          kind: 'walletConnect',
          label: CONNECT_MSG.walletConnect,
          hint: CONNECT_MSG.walletConnectHint,
        }
      : {
          key: 'walletConnect',
          kind: 'off',
          label: CONNECT_MSG.walletConnect,
          hint: CONNECT_MSG.walletConnectOff,
        },
  ];
  for (const c of injected) {
    if (c !== metamask && c !== trust) options.push(browser(c, c.name, CONNECT_MSG.browserHint));
  }
  const test = connectors.find((c) => c.type === 'testWallet');
  if (test) options.push(browser(test, CONNECT_MSG.testWallet, CONNECT_MSG.testWalletHint));
  return options;
}

/** Whether the browser offers any wallet at all (spec 1's 'Please Add Wallet' otherwise). */
export const hasUsableWallet = (options: readonly WalletOption[]) =>
  options.some((o) => o.kind === 'connect' || o.kind === 'walletConnect');
