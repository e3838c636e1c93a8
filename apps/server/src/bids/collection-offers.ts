import { tokenProof } from '@agora/chain';
import type { CollectionOffer, UserSummary } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { iso, rows } from '../db/rows';
import { summaryCols, summaryFrom } from '../users/summary';

type Row = Record<string, unknown>;

/** Which offers of the contract: those made on one collection page, or those covering one token (with its proof). */
export interface OfferFilter {
  collectionId?: number;
  tokenId?: string;
}

/**
 * The open collection offers on a contract, funded ones first (issue 32.4), highest price first (then oldest): what GET
 * /collections/:contract/offers answers and, for `tokenId`, what that token's page shows — only the offers
 * whose signed tokens include it (all of an external contract's), each with the token's Merkle proof that
 * acceptCollectionOffer takes. Offers past their expiry by `nowMs` (the chain's clock) are left out; the chain
 * would refuse them.
 */
export async function collectionOffersFor(
  db: Db,
  collection: string,
  nowMs: number = Date.now(),
  filter: OfferFilter = {},
): Promise<CollectionOffer[]> {
  const { collectionId, tokenId } = filter;
  const found = await rows<Row>(
    db,
    sql`select b.*, b.id::text as bid_id, b.quantity::int as qty, b.pending::int as pend, ${summaryCols('u', 'b')}
        from bids b left join users u on u.address = b.bidder
        where b.any_token and b.collection = ${collection.toLowerCase()}
          and b.status in ('pending', 'partiallyCompleted') and b.deadline > ${Math.floor(nowMs / 1000)}
          ${collectionId === undefined ? sql`` : sql`and b.collection_id = ${collectionId}`}
          ${tokenId === undefined ? sql`` : sql`and (b.token_ids is null or ${tokenId} = any(b.token_ids))`}
        order by (b.unfunded_since is not null or b.refused), b.amount desc, b.id asc`,
  );
  return found.map((b) => {
    const ids = b.token_ids as string[] | null;
    return {
      id: b.bid_id as string,
      bidder: summaryFrom(b, 'b', b.bidder as string) as UserSummary,
      collection: b.collection as `0x${string}`,
      collectionId: (b.collection_id as number | null) ?? null,
      proof: tokenId !== undefined && ids ? tokenProof(ids.map(BigInt), BigInt(tokenId)) : [],
      amount: String(b.amount),
      currency: b.currency as string,
      quantity: b.qty as number,
      pending: b.pend as number,
      status: b.status as CollectionOffer['status'],
      createdAt: iso(b.created_at as string) as string,
      order: b.order as CollectionOffer['order'],
      unfunded: b.unfunded_since !== null,
      refused: Boolean(b.refused),
      signature: b.signature as string,
    };
  });
}
