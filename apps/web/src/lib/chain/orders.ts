import { bidTypedData, type Market, orderTypedData, SALE_TYPE } from '@agora/chain/browser';
import type { Address, BidOrder, OrderMessage, TokenOwner } from '@agora/core';
import { EXTERNAL_LISTING_DAYS, isListing, sameAddress } from '@agora/core';
import { signTypedData } from 'wagmi/actions';
import { lifecycleApi } from '../../api/lifecycle';
import { bidCounter, listingCounter, listingNonce, royaltyBps } from './contracts';
import type { SignedBid, SignedOrder } from './signed';
import { RejectedError, type TradeDeps, walletReady } from './tx';

/**
 * The marketplace's signed messages (EIP-712, readable in the wallet), built in one place for every flow:
 * the seller's Order (fixed-price listing, timed or unlimited auction) and the bidder's Bid. Messages travel
 * as decimal strings (the server's schemas); @agora/chain's `orderFromJson` / `bidFromJson` turn them into what
 * the contract and the signature take.
 */

export type SaleTypeName = keyof typeof SALE_TYPE;

const ZERO = '0x0000000000000000000000000000000000000000' as Address;
/** A Bid's tokenRoot for a bid on one token, or a collection offer on any token of the contract. */
const ZERO_ROOT = `0x${'0'.repeat(64)}`;
const DAY_MS = 86_400_000;

export const randomSalt = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`).toString();
};
export const seconds = (ms: number) => BigInt(Math.floor(ms / 1000)).toString();

export async function sign(deps: TradeDeps, typed: Parameters<typeof signTypedData>[1]) {
  await walletReady(deps.config);
  try {
    return await signTypedData(deps.config, typed);
  } catch {
    throw new RejectedError('signature refused');
  }
}

/** The marketplace of the app's configuration, which every message is signed for. */
export const market = (deps: TradeDeps): Market => ({
  chainId: deps.appCfg.chainId,
  marketplace: deps.appCfg.addresses.marketplace,
});

export async function signOrder(deps: TradeDeps, order: OrderMessage): Promise<SignedOrder> {
  const typed = { account: deps.account, ...orderTypedData(market(deps), order) };
  return { order, signature: await sign(deps, typed) };
}

async function signBidMessage(deps: TradeDeps, order: BidOrder): Promise<SignedBid> {
  const typed = { account: deps.account, ...bidTypedData(market(deps), order) };
  return { order, signature: await sign(deps, typed) };
}

interface OrderInput {
  saleType: SaleTypeName;
  collection: Address;
  tokenId: string;
  quantity: number;
  /** null: the native coin (fixed price only). */
  currency: Address | null;
  /** Price of one copy (FixedPrice; DecliningPrice: at the start) or the minimum bid (auctions), wei. */
  unitPrice: bigint;
  /** DecliningPrice: the price of one copy at the end, wei (0 for the other sale types). */
  endUnitPrice?: bigint;
  /** Unix ms; null for none (fixed price, unlimited auction, an auction starting at once). */
  startsAt: number | null;
  endsAt: number | null;
}

/** Agora's own collections, which keep a listing nonce per holder and token (other collections have none). */
const isAgora = (deps: TradeDeps, collection: string) =>
  [deps.appCfg.addresses.erc721, deps.appCfg.addresses.erc1155].some((a) => sameAddress(a, collection));

/** The token's listing nonce for the seller now (0 on another collection): an order signed with it stays live. */
const currentNonce = (deps: TradeDeps, collection: Address, tokenId: string) =>
  isAgora(deps, collection) ? listingNonce(deps, collection, tokenId) : Promise.resolve(0n);

/**
 * A fixed-price order on another collection must end within 30 days of its start (the chain cannot see the
 * token move): it starts an hour back, so a device clock ahead of the chain's cannot make it 'not started', and
 * ends 7 days on — short, because such an order revives if the token leaves the seller and comes back within
 * its life (issue 28, finding 4; docs/security.md).
 */
const EXTERNAL_LISTING_MS = EXTERNAL_LISTING_DAYS * DAY_MS;
const CLOCK_MARGIN_MS = 3_600_000;

/**
 * A new Order of the signed-in seller: the token's listing nonce and the seller's listing counter read from
 * the chain (an order for a token that moved, or made before a cancel-all, can never fill), the seller fee of
 * the configuration and the token's royalty now as the most the seller agrees to pay, a random salt.
 */
export async function newOrder(deps: TradeDeps, input: OrderInput): Promise<OrderMessage> {
  const [nonce, counter, royalty] = await Promise.all([
    currentNonce(deps, input.collection, input.tokenId),
    listingCounter(deps),
    royaltyBps(deps, input.collection, input.tokenId),
  ]);
  const external =
    (input.saleType === 'FixedPrice' || input.saleType === 'DecliningPrice') &&
    !isAgora(deps, input.collection);
  const startsAt = input.startsAt ?? (external ? Date.now() - CLOCK_MARGIN_MS : null);
  const endsAt = input.endsAt ?? (external ? Date.now() + EXTERNAL_LISTING_MS : null);
  return {
    seller: deps.account,
    collection: input.collection,
    tokenId: input.tokenId,
    quantity: String(input.quantity),
    currency: input.currency ?? ZERO,
    unitPrice: input.unitPrice.toString(),
    endUnitPrice: (input.endUnitPrice ?? 0n).toString(),
    saleType: String(SALE_TYPE[input.saleType]) as OrderMessage['saleType'],
    startTime: startsAt ? seconds(startsAt) : '0',
    endTime: endsAt ? seconds(endsAt) : '0',
    maxFeeBps: String(deps.appCfg.fees.sellerBps),
    maxRoyaltyBps: royalty.toString(),
    nonce: nonce.toString(),
    counter: counter.toString(),
    salt: randomSalt(),
  };
}

/** Put on sale at a fixed price: the order is signed and recorded by the server; no transaction. */
export async function listForSale(
  deps: TradeDeps,
  input: Omit<OrderInput, 'saleType' | 'startsAt' | 'endsAt'>,
): Promise<SignedOrder> {
  const signed = await signOrder(
    deps,
    await newOrder(deps, { ...input, saleType: 'FixedPrice', startsAt: null, endsAt: null }),
  );
  await lifecycleApi.createListing(signed);
  return signed;
}

/** A Dutch listing's terms: its price at the end and how long the price falls (ms from now). */
export interface DecliningTerms {
  endUnitPrice: bigint;
  durationMs: number;
}

/**
 * Put on sale as a Dutch listing (issue 30): the price falls from `unitPrice` now to `endUnitPrice` at the end,
 * when the listing ends; the order is signed and recorded by the server, no transaction. It starts at the
 * chain's clock (`now`, ms), so a device clock ahead of the chain cannot leave it 'not started'.
 */
export async function listDeclining(
  deps: TradeDeps,
  input: Omit<OrderInput, 'saleType' | 'startsAt' | 'endsAt' | 'endUnitPrice'>,
  terms: DecliningTerms,
  now: number,
): Promise<SignedOrder> {
  const order = await newOrder(deps, {
    ...input,
    saleType: 'DecliningPrice',
    endUnitPrice: terms.endUnitPrice,
    startsAt: now,
    endsAt: now + terms.durationMs,
  });
  const signed = await signOrder(deps, order);
  await lifecycleApi.createListing(signed);
  return signed;
}

/**
 * Lower Price: the same order at the new price for the copies still on sale, same counter, a fresh salt. The
 * nonce is the token's current one: the order's own, unless copies of a multiple were sold since (each fill's
 * transfer moves it). The server replaces the old listing with it; the old signature stays valid on chain (a
 * buyer of it pays the higher price).
 */
export async function lowerPrice(
  deps: TradeDeps,
  current: OrderMessage,
  unitPrice: bigint,
  quantity: number,
) {
  const nonce = await currentNonce(deps, current.collection, current.tokenId);
  const signed = await signOrder(deps, {
    ...current,
    quantity: String(quantity),
    unitPrice: unitPrice.toString(),
    nonce: nonce.toString(),
    salt: randomSalt(),
  });
  await lifecycleApi.createListing(signed);
  return signed;
}

export interface AuctionInput {
  saleType: 'TimedAuction' | 'UnLimitedAuction';
  collection: Address;
  tokenId: string;
  currency: Address;
  minimumBid: bigint;
  startsAt: number | null;
  endsAt: number | null;
}

/** Opens an auction: an Order with saleType TimedAuction / UnlimitedAuction, signed and recorded. */
export async function openAuction(deps: TradeDeps, input: AuctionInput) {
  const order = await newOrder(deps, {
    saleType: input.saleType === 'TimedAuction' ? 'TimedAuction' : 'UnlimitedAuction',
    collection: input.collection,
    tokenId: input.tokenId,
    quantity: 1,
    currency: input.currency,
    unitPrice: input.minimumBid,
    startsAt: input.saleType === 'TimedAuction' ? input.startsAt : null,
    endsAt: input.saleType === 'TimedAuction' ? input.endsAt : null,
  });
  const signed = await signOrder(deps, order);
  return lifecycleApi.openAuction({ saleType: input.saleType, ...signed });
}

export interface BidInput {
  collection: Address;
  /** A collection offer: any token of the collection (tokenId is then '0'), up to `quantity` tokens. */
  anyToken?: boolean;
  /** A collection offer's tokens: the root of their tree (@agora/chain tokenRoot); zero for any token. */
  tokenRoot?: `0x${string}`;
  tokenId: string;
  quantity: number;
  currency: Address;
  unitPrice: bigint;
  /** The auction's end, when the item is on timed auction: the bid lives 7 days past it. */
  endsAt: number | null;
  /** A bid in an auction: the auction order's digest, which binds the bid to it (only its settlement fills it). */
  auction?: `0x${string}`;
  now: number;
}

/**
 * Builds and signs a Bid on one token, or a collection offer: the bidder's bid counter read from the chain, the buyer fee shown as
 * the most they agree to pay, a random salt.
 */
export async function signBid(deps: TradeDeps, input: BidInput): Promise<SignedBid> {
  const counter = await bidCounter(deps);
  const expiry = input.endsAt ? input.endsAt + 7 * DAY_MS : input.now + 30 * DAY_MS;
  return signBidMessage(deps, {
    bidder: deps.account,
    collection: input.collection,
    tokenId: input.anyToken ? '0' : input.tokenId,
    anyToken: input.anyToken ?? false,
    tokenRoot: (input.anyToken && input.tokenRoot) || ZERO_ROOT,
    auction: (!input.anyToken && input.auction) || ZERO_ROOT,
    quantity: String(input.quantity),
    currency: input.currency,
    unitPrice: input.unitPrice.toString(),
    maxFeeBps: String(deps.appCfg.fees.buyerBps),
    expiry: seconds(expiry),
    counter: counter.toString(),
    salt: randomSalt(),
  });
}

/**
 * The seller's own auction a bid settles (settleAuction), or null when the bid is accepted alone
 * (acceptBid): the signed auction order (fetched by its hash) must be open and match the bid — same token
 * (not a collection offer), same currency, at least the minimum bid — as the contract checks.
 */
export async function auctionToSettle(
  mine: TokenOwner | null | undefined,
  bid: BidOrder,
): Promise<SignedOrder | null> {
  const sale = mine?.sale;
  if (!sale?.orderHash || isListing(sale.saleType) || bid.anyToken) return null;
  const { order, signature, status } = await lifecycleApi.order(sale.orderHash);
  const matches =
    status === 'open' &&
    sameAddress(bid.auction ?? ZERO_ROOT, sale.orderHash) &&
    sameAddress(bid.collection, order.collection) &&
    bid.tokenId === order.tokenId &&
    sameAddress(bid.currency, order.currency) &&
    BigInt(bid.unitPrice) >= BigInt(order.unitPrice);
  return matches ? { order, signature: signature as `0x${string}` } : null;
}
