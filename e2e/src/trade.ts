import { CREATE_MSG, MSG } from '@agora/core';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { rpc } from './rpc';

/** A file as Playwright's setInputFiles takes it. */
type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** Helpers of the trade journeys: the chain seen through anvil's JSON-RPC, the create form, the token page. */

export const nativeBalance = async (rpcUrl: string, address: string) =>
  BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest']));

/** Transactions sent from `address` so far (its nonce): a signature sends none. */
export const txCount = async (rpcUrl: string, address: string) =>
  Number(await rpc<string>(rpcUrl, 'eth_getTransactionCount', [address, 'latest']));

/** The timestamp of the chain's latest block (unix seconds). */
export const chainTime = async (rpcUrl: string) =>
  Number((await rpc<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false])).timestamp);

/** Moves the chain's clock forward and mines a block with the new time. */
export async function advanceTime(rpcUrl: string, seconds: number): Promise<void> {
  await rpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await rpc(rpcUrl, 'evm_mine');
}

export interface CreateOptions {
  name: string;
  type: 721 | 1155;
  /** Fixed price in the currency, or the minimum bid of a timed auction; no sale when omitted. */
  sale?: { kind: 'FixedPrice' | 'TimedAuction'; amount: string; currency: string };
  copies?: number;
  royalties?: string;
  /** A video or audio file and its preview image instead of the generated PNG. */
  media?: { file: FilePayload; poster: FilePayload };
  /**
   * A fixed price listed without minting (issue 30): one signed voucher, no transaction, in the native coin
   * (`sale.currency` is not asked); Follow Steps then opens the item's page.
   */
  lazy?: boolean;
  /** Fills what the options do not cover (collection, picked dates) just before Create item. */
  beforeSubmit?: (page: Page) => Promise<void>;
}

export interface CreatedItem {
  contract: string;
  tokenId: string;
}

/** Creates an item through /create-single or /create-multiple and Follow Steps; returns it from the API. */
export async function createItem(page: Page, owner: string, o: CreateOptions): Promise<CreatedItem> {
  await page.goto(o.type === 721 ? '/create-single' : '/create-multiple');
  const image = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  await page
    .getByLabel(CREATE_MSG.upload)
    .setInputFiles(o.media?.file ?? { name: `${o.name}.png`, mimeType: 'image/png', buffer: image });
  if (o.media) await page.getByLabel(CREATE_MSG.poster).setInputFiles(o.media.poster);
  if (o.sale) {
    await page.getByLabel(CREATE_MSG.putOnSale).check();
    await page.getByRole('button', { name: CREATE_MSG.saleTypes[o.sale.kind], exact: true }).click();
    if (o.lazy) await page.getByRole('radio', { name: new RegExp(`^${CREATE_MSG.mintChoice.lazy}`) }).check();
    const amountLabel = o.sale.kind === 'FixedPrice' ? CREATE_MSG.price : CREATE_MSG.minimumBid;
    await page.getByLabel(amountLabel, { exact: true }).fill(o.sale.amount);
    if (!o.lazy) await page.getByLabel(MSG.sale.currency).selectOption(o.sale.currency);
  }
  await page.getByLabel(CREATE_MSG.name, { exact: true }).fill(o.name);
  const category = page.getByLabel(CREATE_MSG.category);
  // Any category will do: the first after the placeholder.
  await category.selectOption({ index: 1 });
  await page.getByLabel(CREATE_MSG.royalties).fill(o.royalties ?? '10');
  if (o.copies) await page.getByLabel(CREATE_MSG.copies).fill(String(o.copies));
  await o.beforeSubmit?.(page);
  await page.getByRole('button', { name: CREATE_MSG.submit }).click();

  const steps = page.getByRole('dialog', { name: CREATE_MSG.followSteps });
  // Upload, then the mint and the listing when on sale; List without minting: upload, then sign.
  const count = o.sale && !o.lazy ? 3 : 2;
  for (let i = 0; i < count; i++) {
    const step = steps.locator('.btn-primary').nth(i);
    await step.click();
    await expectText(step, MSG.sale.stepLabels.done, 60_000);
  }
  await page.waitForURL(o.lazy ? '**/info/**' : '**/my-items', { timeout: 15_000 });
  return findItem(page, owner, o.name);
}

async function expectText(
  locator: ReturnType<Page['locator']>,
  text: string,
  timeout: number,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const now = (await locator.textContent())?.trim();
    if (now === text) return;
    // A failed step says why only in its toast, which is gone a few seconds later: report it at once.
    if (now === MSG.sale.stepLabels.tryagain) {
      const toast = await locator.page().getByRole('alert').allTextContents();
      throw new Error(`expected "${text}", got "${now}" (toast: ${toast.join(' | ') || 'none'})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`expected "${text}", got "${await locator.textContent()}"`);
}

/** Runs the Follow Steps buttons named `labels` one after the other, each once it is enabled. */
export async function runSteps(page: Page, labels: string[]): Promise<void> {
  const steps = page.getByRole('dialog', { name: MSG.sale.followSteps });
  for (const label of labels) await steps.getByRole('button', { name: label, exact: true }).click();
}

/** On the token page: Bid now → amount → Place a bid → Follow Steps Approve → the EIP-712 signature. */
export async function placeBid(page: Page, url: string, amount: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: MSG.detail.bidButton.none }).click();
  const form = page.getByRole('dialog', { name: MSG.bid.title });
  await form.getByLabel(MSG.bid.yourBid).fill(amount);
  await form.getByRole('button', { name: MSG.bid.submit }).click();
  await runSteps(page, [MSG.bid.stepLabels.init, MSG.bid.submit]);
  await page.getByText(MSG.toast.bidPlaced).waitFor({ timeout: 30_000 });
}

/**
 * On the open token page: Buy Now → Checkout (`quantity` copies, else the default) → Follow Steps: the ERC-20
 * approval first when `approve`, then the purchase; waits for the Purchased toast.
 */
export async function buyNow(page: Page, o: CheckoutOptions = {}): Promise<void> {
  await page.getByRole('button', { name: MSG.detail.buy, exact: true }).first().click();
  await checkout(page, o);
}

export interface CheckoutOptions {
  quantity?: number;
  approve?: boolean;
}

/** The open Checkout: quantity, Proceed, the Follow Steps, until the purchase toast (token page or card menu). */
export async function checkout(page: Page, o: CheckoutOptions = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: MSG.checkout.title });
  if (o.quantity) await dialog.getByLabel(new RegExp(MSG.checkout.quantity)).fill(String(o.quantity));
  await dialog.getByRole('button', { name: MSG.checkout.button.start }).click();
  const steps = page.getByRole('dialog', { name: MSG.sale.followSteps });
  if (o.approve)
    await steps.getByRole('button', { name: MSG.checkout.stepLabels.init }).click({ timeout: 10_000 });
  await steps.getByRole('button', { name: MSG.checkout.steps.purchaseTitle }).click();
  await page.getByText(MSG.toast.purchased).waitFor({ timeout: 60_000 });
}

/** On the holder's token page at `url`: More → Lower Price → the new price → Follow Steps (a signature). */
export async function lowerPrice(page: Page, url: string, price: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: MSG.detail.menu.lowerPrice }).click();
  const form = page.getByRole('dialog', { name: MSG.sale.lowerPriceTitle });
  await form.getByLabel(MSG.sale.price, { exact: true }).fill(price);
  await form.getByRole('button', { name: MSG.sale.button.start }).click();
  const steps = page.getByRole('dialog', { name: MSG.sale.followSteps });
  await steps.getByRole('button', { name: MSG.sale.stepLabels.init }).click();
  await steps.getByRole('button', { name: MSG.sale.button.start }).click();
  await page.getByText(MSG.toast.priceChanged).waitFor({ timeout: 60_000 });
}

/** The item named `name` in a collector's Collectibles tab (API), waiting for the indexer. */
export async function findItem(page: Page, owner: string, name: string): Promise<CreatedItem> {
  for (let i = 0; i < 50; i++) {
    const res = await page.request.get(`/api/v1/users/${owner}/tokens?tab=collectibles`);
    const { items } = (await res.json()) as { items: { name: string; contract: string; tokenId: string }[] };
    const found = items.find((t) => t.name === name);
    if (found) return { contract: found.contract, tokenId: found.tokenId };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} is not among ${owner}'s collectibles`);
}

const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');

/** Mints the platform token (VSW) to `to`; `owner` is its owner (the deployer, an unlocked dev account). */
export async function mintVsw(rpcUrl: string, vsw: string, owner: string, to: string, amount: bigint) {
  const data = `0x40c10f19${word(to)}${word(amount.toString(16))}`;
  const hash = await rpc<string>(rpcUrl, 'eth_sendTransaction', [{ from: owner, to: vsw, data }]);
  await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
}

/** An ERC-20 balance read from the chain (`balanceOf`). */
export async function erc20Balance(rpcUrl: string, token: string, holder: string): Promise<bigint> {
  const data = `0x70a08231${word(holder)}`;
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']));
}

/** The on-chain owner of an ERC-721 token (`ownerOf`), lowercase. */
export async function ownerOf(rpcUrl: string, contract: string, tokenId: string): Promise<string> {
  const data = `0x6352211e${word(BigInt(tokenId).toString(16))}`;
  const result = await rpc<string>(rpcUrl, 'eth_call', [{ to: contract, data }, 'latest']);
  return `0x${result.slice(-40)}`.toLowerCase();
}

/** The marketplace's own split of a sale at `price` (its `quote`): fees and the royalty, each rounded down. */
export async function quote(
  rpcUrl: string,
  marketplace: string,
  contract: string,
  tokenId: string,
  price: bigint,
) {
  const data = `0x9e8cc04b${word(contract)}${word(BigInt(tokenId).toString(16))}${word(price.toString(16))}`;
  const out = (await rpc<string>(rpcUrl, 'eth_call', [{ to: marketplace, data }, 'latest'])).slice(2);
  const at = (i: number) => `0x${out.slice(i * 64, (i + 1) * 64)}`;
  return {
    buyerFee: BigInt(at(1)),
    sellerFee: BigInt(at(2)),
    royaltyReceiver: `0x${at(3).slice(-40)}`.toLowerCase(),
    royalty: BigInt(at(4)),
  };
}
