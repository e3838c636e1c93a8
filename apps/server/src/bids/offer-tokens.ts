import { tokenRoot } from '@agora/chain';
import { type BidOrder, OFFER_MSG } from '@agora/core';
import { and, asc, eq } from 'drizzle-orm';
import { zeroHash } from 'viem';
import type { Lifecycle } from '../chain/lifecycle';
import type { Db } from '../db/client';
import { items } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';

/**
 * The token ids of an Agora collection page in one of the shared contracts: what an offer made on that page
 * covers (its signed tokenRoot is their tree, @agora/chain tokenTree). Hidden items count: they are still
 * tokens of the collection, only left out of lists.
 */
export async function collectionTokenIds(db: Db, contract: string, collectionId: number): Promise<string[]> {
  const found = await db
    .select({ tokenId: items.tokenId })
    .from(items)
    .where(and(eq(items.contract, contract.toLowerCase()), eq(items.collectionId, collectionId)))
    .orderBy(asc(items.id));
  return found.map((r) => String(r.tokenId));
}

/**
 * What a collection offer covers, checked against what its bidder signed. On Agora's shared contracts the offer
 * names a collection page and signs the root of that collection's token ids now — a zero root there would take
 * any Agora token, so it is refused with any other root (400). An external contract is its own collection: the
 * root must be zero (any token of it). Returns what the bid row keeps.
 */
export async function offerTokens(
  db: Db,
  lifecycle: Lifecycle,
  order: BidOrder,
  collectionId: number | undefined,
): Promise<{ collectionId: number | null; tokenIds: string[] | null }> {
  const contract = order.collection.toLowerCase();
  const d = lifecycle.deployment;
  const shared = contract === d.erc721.toLowerCase() || contract === d.erc1155.toLowerCase();
  const root = (order.tokenRoot ?? zeroHash).toLowerCase();
  if (!shared) {
    if (collectionId !== undefined || root !== zeroHash) throw new HttpError(400, OFFER_MSG.wrongTokens);
    const [known] = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.contract, contract))
      .limit(1);
    if (!known) throw new NotFoundError(OFFER_MSG.unknownCollection);
    return { collectionId: null, tokenIds: null };
  }
  if (collectionId === undefined) throw new HttpError(400, OFFER_MSG.collectionRequired);
  const tokenIds = await collectionTokenIds(db, contract, collectionId);
  if (tokenIds.length === 0) throw new NotFoundError(OFFER_MSG.unknownCollection);
  if (tokenRoot(tokenIds.map(BigInt)).toLowerCase() !== root) throw new HttpError(400, OFFER_MSG.wrongTokens);
  return { collectionId, tokenIds };
}
