import { bidTypedData, type Deployment, type Market, orderTypedData } from '@agora/chain';
import { type BidOrder, LIFECYCLE_MSG, MSG, type OrderMessage } from '@agora/core';
import { and, eq } from 'drizzle-orm';
import { type Address, type Hex, hashTypedData, zeroAddress } from 'viem';
import { signedForMarketplace } from '../auth/marketplace-signatures';
import type { Lifecycle } from '../chain/lifecycle';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../http/errors';
import type { MarketReads } from './chain';

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
  const ok = await signedForMarketplace(client, {
    address: s.signer as Address,
    hash: hashTypedData(typed as unknown as Parameters<typeof hashTypedData>[0]),
    signature: signature as Hex,
  });
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
  // A voucher's item before its mint (issue 30): no one holds a copy to list, auction or sell to a bid.
  if (!item.minted) throw new HttpError(409, MSG.vouchers.notMinted);
  const { currency } = await admitSigned(lifecycle, reads, me, s, signature);
  return { item, currency };
}

/** The item an order names; 404 when the database does not know it. */
export async function findItem(db: Db, contract: string, tokenId: string) {
  const [item] = await db
    .select({
      id: items.id,
      type: items.type,
      contract: items.contract,
      tokenId: items.tokenId,
      minted: items.minted,
    })
    .from(items)
    .where(and(eq(items.contract, contract.toLowerCase()), eq(items.tokenId, tokenId)))
    .limit(1);
  if (!item) throw new NotFoundError(MSG.itemNotFound);
  return item;
}
