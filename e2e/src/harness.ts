import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
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
  /** Hydration failures seen on the harness's pages since the last call (each page URL and React's error). */
  takeHydrationErrors(): string[];
  /** Closes every page, the browser and the stack, and removes the stack's data directory. */
  close(): Promise<void>;
}

// React's production errors for server HTML that did not match the first render (418: text or HTML, 423, 425):
// React then throws that HTML away and renders the part again, losing a press that arrived meanwhile.
const HYDRATION_ERROR = /Minified React error #(418|423|425)|Hydration failed/;

/** Pages whose server HTML React threw away; each line a page URL and React's error. */
export class HydrationError extends Error {
  constructor(seen: string[]) {
    super(`the server's HTML did not hydrate:\n${seen.join('\n')}`);
    this.name = 'HydrationError';
  }
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
  let hydrationErrors: string[] = [];
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
      const page = await context.newPage();
      page.on('pageerror', (err) => {
        if (HYDRATION_ERROR.test(err.message)) hydrationErrors.push(`${page.url()}: ${err.message}`);
      });
      return page;
    },
    takeHydrationErrors() {
      const seen = hydrationErrors;
      hydrationErrors = [];
      return seen;
    },
    // A file that starts its harness itself (not through useHarness) learns of a hydration failure here.
    async close() {
      await closeAll(stack.value, browser.value, contexts);
      if (hydrationErrors.length) throw new HydrationError(hydrationErrors);
    },
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
  // Every journey also asserts that no page it opened threw its server HTML away.
  afterEach(() => {
    const seen = h?.takeHydrationErrors() ?? [];
    if (seen.length) throw new HydrationError(seen);
  });
  afterAll(async () => {
    await h?.close();
  });
  return () => {
    if (!h) throw new Error('the harness has not started (call it inside a test)');
    return h;
  };
}
