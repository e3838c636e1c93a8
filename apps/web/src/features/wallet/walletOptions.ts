import { CONNECT_MSG } from '@agora/core';

/**
 * The entries of Connect Your Wallet (spec 1 §2): Metamask, Trust Wallet and Wallet Connect always, in that
 * order, then every other browser wallet found through EIP-6963, then the test wallet of the local chain.
 * A named wallet this browser lacks links to where to get it, and Wallet Connect without a project id tells the
 * visitor what to do instead (links into the wallet apps' browsers), so the list reads the same everywhere and
 * never leaves a visitor without a way on.
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
  | { key: 'walletConnect'; kind: 'off'; label: string; hint: string; apps: AppLink[] };

/** A wallet app's in-app browser opened on a page (a universal link the app answers on a phone). */
export interface AppLink {
  label: string;
  href: string;
}

/**
 * Links that open `pageUrl` in the MetaMask or Trust Wallet app's browser, where the page finds the app's
 * wallet injected: a phone's way in when Wallet Connect is off.
 */
export function walletAppLinks(pageUrl: string): AppLink[] {
  const url = new URL(pageUrl);
  return [
    {
      label: CONNECT_MSG.openInMetamask,
      href: `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}`,
    },
    {
      label: CONNECT_MSG.openInTrustWallet,
      href: `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(url.href)}`,
    },
  ];
}

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
  {
    walletConnectProjectId,
    chainName,
    pageUrl,
  }: { walletConnectProjectId: string | null; chainName: string; pageUrl: string },
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
          apps: walletAppLinks(pageUrl),
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
