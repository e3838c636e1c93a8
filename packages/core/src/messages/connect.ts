/**
 * The Connect Your Wallet modal's entries (spec 1 §2). Kept out of MSG on purpose, like CREATE_MSG: MSG loads
 * with the first page, these only with the lazily loaded wallet stack. The modal's title stays in MSG.wallet
 * (tests and prompts name it).
 */
export const CONNECT_MSG = {
  description: 'Choose how you want to connect. One signature then signs you in.',
  waiting: 'Check your wallet…',
  metamask: 'Metamask',
  trustWallet: 'Trust Wallet',
  browserHint: 'Browser wallet',
  trustWalletHint: (network: string) => `Adds the ${network} network to Trust Wallet`,
  walletConnect: 'Wallet Connect',
  walletConnectHint: 'Scan with a mobile wallet',
  /** A wallet of the list that this browser lacks: the entry links to where to get it. */
  notInstalled: (site: string) => `Not installed in this browser: get it at ${site}`,
  /**
   * Wallet Connect is off on this site (no project id; the operator's step is in docs/operations.md): what a
   * visitor without a browser wallet can do instead (issue 31).
   */
  walletConnectOff:
    'Not offered on this site. On a phone, open this page in the browser of the MetaMask or Trust Wallet app; on a computer, install one of the wallets above.',
  openInMetamask: 'Open in the MetaMask app',
  openInTrustWallet: 'Open in the Trust Wallet app',
  testWallet: 'Test wallet',
  testWalletHint: 'A funded account of the local chain, kept in this browser',
} as const;
