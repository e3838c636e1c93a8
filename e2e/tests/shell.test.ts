import { CONNECT_MSG, CREATE_MSG, MSG, PATHS } from '@agora/core';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../src/browser';
import { type Harness, startHarness } from '../src/harness';
import { signIn } from '../src/sign-in';

const someone = '0x1111111111111111111111111111111111111111';

// A URL for every route of spec 1 §2: the path itself, or a sample for the routes with parameters.
const SAMPLES: Partial<Record<keyof typeof PATHS, string>> = {
  myItems: '/my-items',
  userByAddress: `/user/${someone}`,
  userByCustomUrl: '/nobody-has-this-url',
  editCollection: '/addCollectionss/none/usercollection',
  search: '/search?search=art',
  collection: `/collection/${someone}/none`,
  explore: '/explore/All',
  info: `/info/${someone}/${someone}/1`,
};
const ROUTES = Object.entries(PATHS).map(([name, path]) => SAMPLES[name as keyof typeof PATHS] ?? path);

/** Opens a path, waits until the app is idle and fails on any uncaught page error. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  const onError = (err: Error) => errors.push(err.message);
  page.on('pageerror', onError);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('pageerror', onError);
  expect(errors, `page errors on ${path}`).toEqual([]);
}

describe.skipIf(!hasChromium)('the shell in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('serves the app and a healthy API on the local chain', async () => {
    const health = await (await fetch(`${h.url}/api/v1/health`)).json();
    expect(health).toMatchObject({ status: 'ok', chainId: 31337 });
    const page = await h.newPage();
    await open(page, '/');
    await expect(page.getByRole('link', { name: MSG.nav.home }).first().isVisible()).resolves.toBe(true);
  });

  it('renders every route of the route table inside the header and footer, hydrated', async () => {
    expect(
      ROUTES.filter((path) => path.includes(':')),
      'routes without a sample URL',
    ).toEqual([]);
    const page = await h.newPage();
    for (const path of ROUTES) {
      await open(page, path);
      // Taken over by React (`open` fails on a page error, such as a hydration mismatch).
      await expect(page.locator('#root:not([inert])').count(), `hydrated ${path}`).resolves.toBe(1);
      const explore = page.getByRole('link', { name: MSG.nav.explore }).first();
      await expect(explore.isVisible(), `header on ${path}`).resolves.toBe(true);
      await expect(page.locator('footer').isVisible(), `footer on ${path}`).resolves.toBe(true);
      const text = ((await page.locator('main').textContent()) ?? '').trim();
      expect(text.length, `content on ${path}`).toBeGreaterThan(0);
    }
  });

  it('sends an unknown path to the home page', async () => {
    const page = await h.newPage();
    await open(page, '/no/such/page');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('has no serious or critical accessibility violation on the home page', async () => {
    const page = await h.newPage();
    await open(page, '/');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length}): ${v.help}`);
    expect(serious).toEqual([]);
  });

  it('connects an injected wallet, signs in with SIWE and opens the profile menu', async () => {
    const address = h.accounts[1] as string;
    const page = await h.newPage({ account: 1 });
    await open(page, '/');
    await signIn(page, address);
    const menu = page.getByRole('button', { name: `${MSG.wallet.account} ${address}`, exact: false });

    const session = await (await page.request.get('/api/v1/auth/session')).json();
    expect(session.address.toLowerCase()).toBe(address);

    await menu.click();
    await expect(page.getByRole('menuitem', { name: MSG.wallet.myProfile }).isVisible()).resolves.toBe(true);
  });

  it("takes over a signed-in reader's server-rendered pages without a hydration mismatch", async () => {
    const address = h.accounts[3] as string;
    const page = await h.newPage({ account: 3 });
    await open(page, '/');
    await signIn(page, address);
    // The server renders for a visitor; the session is read only after React has taken the HTML over, so the
    // first render matches it (`open` fails on React's mismatch error) and the header then shows the account.
    for (const path of ['/', '/explore/All', '/explore/All', '/']) {
      await open(page, path);
      await page.getByRole('button', { name: `${MSG.wallet.account} ${address}`, exact: false }).waitFor();
    }
  });

  it("tells a visitor who tries to create to connect, and lists spec 1's wallets with how to get or enable them", async () => {
    const page = await h.newPage();
    await open(page, PATHS.createSingle);
    await page.getByRole('button', { name: CREATE_MSG.submit }).click();
    await page.getByText(MSG.preflight.connect).waitFor();
    const dialog = page.getByRole('dialog', { name: MSG.wallet.title });
    const metamask = dialog.getByRole('link', { name: new RegExp(CONNECT_MSG.metamask) });
    await expect(metamask.getAttribute('href')).resolves.toBe('https://metamask.io/download/');
    // Two links name Trust Wallet since issue 31: its install page and, on a phone, the page opened in its app.
    await dialog
      .getByRole('link', { name: new RegExp(CONNECT_MSG.trustWallet) })
      .first()
      .waitFor();
    // The stack has no WalletConnect project id: the entry says which setting enables it.
    await dialog.getByText(CONNECT_MSG.walletConnectOff).waitFor();
    await dialog.getByRole('button', { name: new RegExp(CONNECT_MSG.testWallet) }).waitFor();
  });

  it("a wallet on another network: 'Connect to …', the session ends, and Create asks to connect before any step", async () => {
    const address = h.accounts[2] as string;
    const { chainName } = (await (await fetch(`${h.url}/api/v1/config`)).json()) as { chainName: string };
    const page = await h.newPage({ account: 2 });
    await open(page, '/');
    await signIn(page, address);
    // The person picks another network in the wallet (BNB testnet, 97); the wallet remembers it. The account
    // counts as disconnected there (spec 1 §4, issue 31): the session ends and the app asks for the network.
    await page.evaluate(() =>
      (window as unknown as { ethereum: { request: (a: object) => Promise<unknown> } }).ethereum.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x61' }],
      }),
    );
    await page.getByText(MSG.connectToNetwork(chainName)).waitFor();
    expect(await (await page.request.get('/api/v1/auth/session')).json()).toBeNull();

    // Create then says 'OOPS!..connect Your Wallet' and opens Connect Your Wallet: no Follow Steps.
    await open(page, PATHS.createSingle);
    await page.getByRole('button', { name: CREATE_MSG.submit }).click();
    await page.getByText(MSG.preflight.connect).waitFor();
    await page.getByRole('dialog', { name: MSG.wallet.title }).waitFor();
    await expect(page.getByRole('dialog', { name: CREATE_MSG.followSteps }).count()).resolves.toBe(0);
  });
});
