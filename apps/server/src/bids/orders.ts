import { bidTypes, type Deployment, marketplaceDomain } from '@agora/chain';
import { AUCTION_TYPES, type AuctionOrder, type BidOrder, LIFECYCLE_MSG, MSG } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, type Hex, hashTypedData, zeroAddress } from 'viem';
import { signedTypedData } from '../auth/signatures';
import type { Lifecycle } from '../chain/lifecycle';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import type { MarketReads } from './chain';

/** The typed-data message of a Bid order (decimal strings to integers); what the bidder signs. */
export const bidMessage = (o: BidOrder) => ({
  bidder: o.bidder as Address,
  collection: o.collection as Address,
  tokenId: BigInt(o.tokenId),
  quantity: BigInt(o.quantity),
  currency: o.currency as Address,
  unitPrice: BigInt(o.unitPrice),
  expiry: BigInt(o.expiry),
  nonce: BigInt(o.nonce),
  salt: BigInt(o.salt),
});

/** The typed-data message of an Auction order; what the seller signs. */
export const auctionMessage = (o: AuctionOrder) => ({
  seller: o.seller as Address,
  collection: o.collection as Address,
  tokenId: BigInt(o.tokenId),
  currency: o.currency as Address,
  minimumBid: BigInt(o.minimumBid),
  startsAt: BigInt(o.startsAt),
  endsAt: BigInt(o.endsAt),
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

/** The whole EIP-712 Auction a seller signs for this marketplace and chain. */
export const auctionTypedData = (m: Market, o: AuctionOrder) => ({
  domain: marketplaceDomain(m.chainId, m.marketplace),
  types: AUCTION_TYPES,
  primaryType: 'Auction' as const,
  message: auctionMessage(o),
});

/** The EIP-712 digest the marketplace computes (hashBid), lowercase: how BidAccepted/BidCancelled find the row. */
export function bidHash(d: Deployment, chainId: number, o: BidOrder): `0x${string}` {
  return hashTypedData(
    bidTypedData({ chainId, marketplace: d.marketplace }, o),
  ).toLowerCase() as `0x${string}`;
}

type Signed =
  | { kind: 'Bid'; signer: string; order: BidOrder }
  | { kind: 'Auction'; signer: string; order: AuctionOrder };

/**
 * 400 unless `signer` signed this very Bid or Auction for this marketplace and chain — an EOA, or a smart
 * account (ERC-1271, or ERC-6492 before it is deployed) checked on chain, as the marketplace contract accepts.
 */
async function verifySigned({ deployment: d, client }: Lifecycle, s: Signed, signature: string) {
  const typed = s.kind === 'Bid' ? bidTypedData(d, s.order) : auctionTypedData(d, s.order);
  const ok = await signedTypedData(client, {
    address: s.signer as Address,
    ...typed,
    signature: signature as Hex,
  } as Parameters<typeof signedTypedData>[1]);
  if (!ok) throw new HttpError(400, LIFECYCLE_MSG.badSignature);
}

/**
 * The gate every signed order passes: signed by the caller (403 otherwise), for a known item, with a valid
 * signature, in an ERC-20 the marketplace allows (bids never pay in the native coin).
 */
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
  await verifySigned(lifecycle, s, signature);
  const currency = s.order.currency as Address;
  if (currency === zeroAddress || !(await reads.currencyAllowed(currency))) {
    throw new ValidationError(LIFECYCLE_MSG.wrongCurrency, { currency: LIFECYCLE_MSG.wrongCurrency });
  }
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
