import type { CollectionOffer, UserSummary } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { iso, rows } from '../db/rows';
import { summaryCols, summaryFrom } from '../users/summary';

type Row = Record<string, unknown>;

/**
 * The open collection offers on a contract, highest price first (then oldest): what GET
 * /collections/:contract/offers answers and what every token page of that contract shows. Offers past their
 * expiry by `nowMs` (the chain's clock) are left out; the chain would refuse them.
 */
export async function collectionOffersFor(
  db: Db,
  collection: string,
  nowMs: number = Date.now(),
): Promise<CollectionOffer[]> {
  const found = await rows<Row>(
    db,
    sql`select b.*, b.id::text as bid_id, b.quantity::int as qty, b.pending::int as pend, ${summaryCols('u', 'b')}
        from bids b left join users u on u.address = b.bidder
        where b.any_token and b.collection = ${collection.toLowerCase()}
          and b.status in ('pending', 'partiallyCompleted') and b.deadline > ${Math.floor(nowMs / 1000)}
        order by b.amount desc, b.id asc`,
  );
  return found.map((b) => ({
    id: b.bid_id as string,
    bidder: summaryFrom(b, 'b', b.bidder as string) as UserSummary,
    collection: b.collection as `0x${string}`,
    amount: String(b.amount),
    currency: b.currency as string,
    quantity: b.qty as number,
    pending: b.pend as number,
    status: b.status as CollectionOffer['status'],
    createdAt: iso(b.created_at as string) as string,
    order: b.order as CollectionOffer['order'],
    signature: b.signature as string,
  }));
}
