import type { Page } from 'playwright-core';

type Provider = { request(a: { method: string; params?: unknown[] }): Promise<unknown> };

/**
 * Puts the page's injected wallet on chain `chainId` (a number), as a person picking a network in the
 * extension does: wallet_switchEthereumChain, which the wallet remembers and announces with chainChanged.
 */
export async function switchWalletChain(page: Page, chainId: number): Promise<void> {
  await page.evaluate(
    (hex) =>
      (window as unknown as { ethereum: Provider }).ethereum.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: hex }],
      }),
    `0x${chainId.toString(16)}`,
  );
}

/** The wallet methods that ask the person to sign or send: none may be called before the network check. */
export const SIGNING_METHODS = [
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'personal_sign',
  'eth_sign',
];

/**
 * Records every method the app asks of the page's injected wallet from now on (until the page reloads); the
 * returned function reads them. The app's connector holds the same provider object, so wrapping its request
 * method sees what the app asks (as rejecting-wallet does).
 */
export async function recordWalletCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { ethereum: Provider; __walletCalls: string[] };
    const forward = w.ethereum.request.bind(w.ethereum);
    w.__walletCalls = [];
    w.ethereum.request = (args) => {
      w.__walletCalls.push(args.method);
      return forward(args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __walletCalls: string[] }).__walletCalls);
}
