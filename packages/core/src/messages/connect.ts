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
  /** WalletConnect needs a project id from the server's configuration (docs/operations.md). */
  walletConnectOff:
    'Not enabled on this site: its operator sets WALLETCONNECT_PROJECT_ID (a WalletConnect Cloud project id; see docs/operations.md)',
  testWallet: 'Test wallet',
  testWalletHint: 'A funded account of the local chain, kept in this browser',
} as const;
