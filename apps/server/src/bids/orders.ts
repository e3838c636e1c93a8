import {
  bidTypes,
  type Bid as ChainBid,
  type Order as ChainOrder,
  type Deployment,
  marketplaceDomain,
  orderTypes,
  type SaleType,
} from '@agora/chain';
import { type BidOrder, LIFECYCLE_MSG, MSG, type OrderMessage } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, type Hex, hashTypedData, zeroAddress, zeroHash } from 'viem';
import { signedTypedData } from '../auth/signatures';
import type { Lifecycle } from '../chain/lifecycle';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import type { MarketReads } from './chain';

/** The typed-data message of a Bid (decimal strings to integers); what the bidder signs and acceptBid takes. */
export const bidMessage = (o: BidOrder): ChainBid => ({
  bidder: o.bidder as Address,
  collection: o.collection as Address,
  tokenId: BigInt(o.tokenId),
  anyToken: o.anyToken,
  tokenRoot: (o.tokenRoot ?? zeroHash) as Hex,
  quantity: BigInt(o.quantity),
  currency: o.currency as Address,
  unitPrice: BigInt(o.unitPrice),
  maxFeeBps: BigInt(o.maxFeeBps),
  expiry: BigInt(o.expiry),
  counter: BigInt(o.counter),
  salt: BigInt(o.salt),
});

/** The typed-data message of an Order (listing or auction); what the seller signs and buy / remaining take. */
export const orderValues = (o: OrderMessage): ChainOrder => ({
  seller: o.seller as Address,
  collection: o.collection as Address,
  tokenId: BigInt(o.tokenId),
  quantity: BigInt(o.quantity),
  currency: o.currency as Address,
  unitPrice: BigInt(o.unitPrice),
  saleType: Number(o.saleType) as SaleType,
  startTime: BigInt(o.startTime),
  endTime: BigInt(o.endTime),
  maxFeeBps: BigInt(o.maxFeeBps),
  nonce: BigInt(o.nonce),
  counter: BigInt(o.counter),
  salt: BigInt(o.salt),
});

type Market = Pick<Deployment, 'chainId' | 'marketplace'>;

/** The whole EIP-712 Bid a bidder signs for this marketplace and chain; the hash, the check and the seed use it. */
export const bidTypedData = (m: Market, o: BidOrder) => ({
  domain: marketplaceDomain(m.chainId, m.marketplace),
  types: bidTypes,
  primaryType: 'Bid' as const,
  message: bidMessage(o),
});

/** The whole EIP-712 Order a seller signs for this marketplace and chain. */
export const orderTypedData = (m: Market, o: OrderMessage) => ({
  domain: marketplaceDomain(m.chainId, m.marketplace),
  types: orderTypes,
  primaryType: 'Order' as const,
  message: orderValues(o),
});

/** The EIP-712 digest the marketplace computes (hashBid), lowercase: how BidAccepted / OrderCancelled find the row. */
export function bidHash(d: Deployment, chainId: number, o: BidOrder): `0x${string}` {
  return hashTypedData(
    bidTypedData({ chainId, marketplace: d.marketplace }, o),
  ).toLowerCase() as `0x${string}`;
}

/** The digest of an Order (hashOrder), lowercase: how OrderFilled / OrderCancelled / AuctionSettled find the row. */
export const orderHash = (m: Market, o: OrderMessage): `0x${string}` =>
  hashTypedData(orderTypedData(m, o)).toLowerCase() as `0x${string}`;

/** A signed message and who must have signed it. */
export type Signed =
  | { kind: 'Bid'; signer: string; order: BidOrder }
  | { kind: 'Order'; signer: string; order: OrderMessage };

/**
 * 400 unless `signer` signed this very Bid or Order for this marketplace and chain — an EOA, or a smart
 * account (ERC-1271, or ERC-6492 before it is deployed) checked on chain, as the marketplace contract accepts.
 */
async function verifySigned({ deployment: d, client }: Lifecycle, s: Signed, signature: string) {
  const typed = s.kind === 'Bid' ? bidTypedData(d, s.order) : orderTypedData(d, s.order);
  const ok = await signedTypedData(client, {
    address: s.signer as Address,
    ...typed,
    signature: signature as Hex,
  } as unknown as Parameters<typeof signedTypedData>[1]);
  if (!ok) throw new HttpError(400, LIFECYCLE_MSG.badSignature);
}

/**
 * The gate every signed message passes, with no item lookup (collection offers name none): signed by the caller
 * (403 otherwise), with a valid signature, in a currency the marketplace allows — an ERC-20 for bids, also the
 * native coin for a seller's order.
 */
export async function admitSigned(
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  s: Signed,
  signature: string,
): Promise<{ currency: Address }> {
  if (s.signer !== me) throw new HttpError(403, MSG.api.forbidden);
  await verifySigned(lifecycle, s, signature);
  const currency = s.order.currency as Address;
  if (currency === zeroAddress ? s.kind === 'Bid' : !(await reads.currencyAllowed(currency))) {
    const message = s.kind === 'Bid' ? LIFECYCLE_MSG.wrongCurrency : LIFECYCLE_MSG.currencyNotAllowed;
    throw new ValidationError(message, { currency: message });
  }
  return { currency };
}

/** admitSigned for a message about one token, which the database must know (404 otherwise). */
export async function admitOrder(
  db: Db,
  lifecycle: Lifecycle,
  reads: MarketReads,
  me: string,
  s: Signed,
  signature: string,
) {
  if (s.signer !== me) throw new HttpError(403, MSG.api.forbidden);
  const item = await findItem(db, s.order.collection, s.order.tokenId);
  const { currency } = await admitSigned(lifecycle, reads, me, s, signature);
  return { item, currency };
}

/** The item an order names; 404 when the database does not know it. */
export async function findItem(db: Db, contract: string, tokenId: string) {
  const [item] = await db
    .select({ id: items.id, type: items.type, contract: items.contract, tokenId: items.tokenId })
    .from(items)
    .where(and(eq(items.contract, contract.toLowerCase()), eq(items.tokenId, tokenId)))
    .limit(1);
  if (!item) throw new NotFoundError(MSG.itemNotFound);
  return item;
}
