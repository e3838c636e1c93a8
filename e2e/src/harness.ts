import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import type { Stack } from './stack';
import { seededStack } from './template';
import { devAccounts, injectWallet } from './wallet';

export interface PageOptions {
  /** Index of the anvil dev account whose wallet is injected (EIP-1193 + EIP-6963); none when omitted. */
  account?: number;
  /** Viewport width in CSS pixels (default 1280). */
  width?: number;
  /** A first visit: the first-visit agreement is not accepted ahead (it is by default). */
  firstVisit?: boolean;
}

export interface Harness {
  /** The marketplace (API and web app), e.g. http://localhost:41234 */
  url: string;
  /** The local chain the injected wallets forward to. */
  rpcUrl: string;
  /**
   * The chain's unlocked dev accounts, lowercase; `account: n` in newPage injects accounts[n]. Accounts 5-8 are
   * the demo market's (apps/server/src/seed): it traded, bid and named their profiles in the run's seeded world
   * (src/template.ts), so journeys use 0-4 and 9.
   */
  accounts: string[];
  /** A page in a fresh browser profile (own cookies and storage), with a wallet when `account` is given. */
  newPage(options?: PageOptions): Promise<Page>;
  /** Closes every page, the browser and the stack, and removes the stack's data directory. */
  close(): Promise<void>;
}

/**
 * One whole marketplace (chain, contracts, server on its own embedded database, built web app) on free ports,
 * started on a copy of the run's seeded world (src/template.ts), and one Chromium, shared by the tests of a file.
 */
export async function startHarness(): Promise<Harness> {
  const [stack, browser] = await Promise.allSettled([seededStack(), launchBrowser()]);
  if (stack.status === 'rejected' || browser.status === 'rejected') {
    await closeAll(
      stack.status === 'fulfilled' ? stack.value : undefined,
      browser.status === 'fulfilled' ? browser.value : undefined,
      [],
    );
    throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason;
  }
  const contexts: BrowserContext[] = [];
  const { url, rpcUrl } = stack.value;
  const accounts = await devAccounts(rpcUrl);
  const walletAddress = (index: number) => {
    const address = accounts[index];
    if (!address) throw new RangeError(`no dev account ${index} (0 to ${accounts.length - 1})`);
    return address;
  };
  return {
    url,
    rpcUrl,
    accounts,
    async newPage({ account, width = 1280, firstVisit = false } = {}) {
      const context = await browser.value.newContext({
        baseURL: url,
        viewport: { width, height: 900 },
      });
      contexts.push(context);
      // The first-visit agreement would cover every page; accepting it is not what these tests are about.
      if (!firstVisit)
        await context.addInitScript(() => localStorage.setItem('agora.agreement.accepted', '1'));
      if (account !== undefined) await injectWallet(context, rpcUrl, walletAddress(account));
      return context.newPage();
    },
    close: () => closeAll(stack.value, browser.value, contexts),
  };
}

async function closeAll(stack: Stack | undefined, browser: Browser | undefined, contexts: BrowserContext[]) {
  await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  await browser?.close();
  await stack?.stop();
}

/** One harness for the tests of the enclosing describe block: started before them, closed after them. */
export function useHarness(): () => Harness {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  return () => {
    if (!h) throw new Error('the harness has not started (call it inside a test)');
    return h;
  };
}
