import { links } from '@agora/core';
import type { Page } from 'playwright-core';
import type { Harness } from './harness';
import { signedInPage } from './sign-in';
import { type CreatedItem, type CreateOptions, createItem, mintVsw } from './trade';

/** The part of GET /api/v1/config the journeys read. */
export interface JourneyConfig {
  nativeSymbol: string;
  addresses: { vsw: string; marketplace: string };
  fees: { buyerBps: number; sellerBps: number };
}

/** What a journey starts from: the seller's signed-in page, the item they created and its token page. */
export interface Opening {
  config: JourneyConfig;
  /** The seller's address (dev account `seller`). */
  seller: string;
  page: Page;
  item: CreatedItem;
  /** The item's token page (links.info). */
  url: string;
}

/**
 * The opening most trade journeys share: read the config, give each dev account of `funded` 100 VSW (minted by
 * the deployer, account 0) so it can bid or pay, sign the seller in and create `create` through the web app.
 */
export async function openJourney(
  h: Harness,
  {
    seller,
    create,
    funded = [],
  }: {
    seller: number;
    /** The item, or a function of the config for one priced in the chain's native coin. */
    create: CreateOptions | ((config: JourneyConfig) => CreateOptions);
    funded?: number[];
  },
): Promise<Opening> {
  const config = (await (await fetch(`${h.url}/api/v1/config`)).json()) as JourneyConfig;
  const deployer = h.accounts[0] as string;
  for (const account of funded)
    await mintVsw(h.rpcUrl, config.addresses.vsw, deployer, h.accounts[account] as string, 100n * 10n ** 18n);
  const address = h.accounts[seller] as string;
  const page = await signedInPage(h, seller);
  const item = await createItem(page, address, typeof create === 'function' ? create(config) : create);
  return { config, seller: address, page, item, url: links.info(address, item.contract, item.tokenId) };
}
