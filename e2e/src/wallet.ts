import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { rpc } from './rpc';

/** The unlocked dev accounts of the chain at `rpcUrl` (anvil's; index 0 deploys the contracts). */
export async function devAccounts(rpcUrl: string): Promise<string[]> {
  return (await rpc<string[]>(rpcUrl, 'eth_accounts')).map((a) => a.toLowerCase());
}

// A function expression (see the file); its comments stay, they end at their line.
const walletSource = readFileSync(new URL('./injected-wallet.js', import.meta.url), 'utf8')
  .trim()
  .replace(/;$/, '');

/** Every page of the context gets a browser wallet for `address`, named "E2E Wallet". */
export async function injectWallet(context: BrowserContext, rpcUrl: string, address: string): Promise<void> {
  const config = JSON.stringify({ rpcUrl, address, name: 'E2E Wallet' });
  await context.addInitScript({ content: `(${walletSource})(${config});` });
}
