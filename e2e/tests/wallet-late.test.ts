import { links, MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { type Harness, startHarness } from '../src/harness';
import { signIn } from '../src/sign-in';
import { buyNow, createItem, ownerOf } from '../src/trade';

/** The wallet stack's chunks (wagmi, viem, connectors, SIWE): WalletRuntime and what only it imports. */
const WALLET_CHUNK = /\/assets\/(WalletRuntime|wagmiConfig|walletActions)-[\w-]+\.js$/;

/** The JS files the page has requested so far. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );

// Issue 17: the wallet stack loads only when needed; loaded late, it must not break connect, reconnect,
// sign-in or a trade.
describe.skipIf(!hasChromium)('the wallet stack loaded late, in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('a cold visitor paints the home page without it, then connects and signs in', async () => {
    const page = await h.newPage({ account: 3 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: MSG.wallet.connect }).first().waitFor();
    const before = await requestedScripts(page);
    expect(before.length).toBeGreaterThan(3);
    expect(before.filter((n) => WALLET_CHUNK.test(n))).toEqual([]);

    await signIn(page, h.accounts[3] as string);
    expect((await requestedScripts(page)).some((n) => WALLET_CHUNK.test(n))).toBe(true);
    const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { address: string };
    expect(session.address.toLowerCase()).toBe(h.accounts[3]);
  });

  it('a returning signed-in visitor reloads: the stack comes after the first paint, the session stays, and Buy Now works', async () => {
    const [alice, bob] = [h.accounts[1] as string, h.accounts[2] as string];
    const config = (await (await fetch(`${h.url}/api/v1/config`)).json()) as { nativeSymbol: string };
    const a = await h.newPage({ account: 1 });
    await a.goto('/');
    await signIn(a, alice);
    const item = await createItem(a, alice, {
      name: 'Late wallet harbour',
      type: 721,
      sale: { kind: 'FixedPrice', amount: '0.5', currency: config.nativeSymbol },
    });

    const b = await h.newPage({ account: 2 });
    await b.goto('/');
    await signIn(b, bob);
    await b.reload();
    // Signed in from the server's session before any wallet code: the account menu names bob.
    await b.getByRole('button', { name: `${MSG.wallet.account} ${bob}`, exact: false }).waitFor();
    // Then, once the page has loaded and the browser is idle, the wallet stack restores the wallet.
    await b.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /\/assets\/WalletRuntime-/.test(e.name)),
      undefined,
      { timeout: 15_000 },
    );
    const timing = await b.evaluate(() => {
      const wallet = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/WalletRuntime-/.test(e.name))
        .map((e) => e.startTime);
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventEnd;
      return { wallet: Math.min(...wallet), paint, load };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.wallet).toBeGreaterThan(timing.paint as number);
    expect(timing.wallet).toBeGreaterThanOrEqual(timing.load);

    // Still signed in after the stack has loaded (no sign-in prompt, no second signature), and trading works.
    await b.waitForLoadState('networkidle');
    await expect(
      b.getByRole('button', { name: `${MSG.wallet.account} ${bob}`, exact: false }).isVisible(),
    ).resolves.toBe(true);
    await b.goto(links.info(alice, item.contract, item.tokenId));
    await buyNow(b);
    expect(await ownerOf(h.rpcUrl, item.contract, item.tokenId)).toBe(bob);
  });
});
