import type { Deployment } from '@agora/chain';
import type { txEvent } from '@agora/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgoraEvent } from '../chain/contracts';
import { lower, ZERO } from '../chain/log-values';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { bids, items } from '../db/schema';

type TxEvent = z.infer<typeof txEvent>;

/** The token of a stored listing or auction order. */
async function orderToken(db: Db, hash: string) {
  const [row] = await rows<{ contract: string; token_id: string }>(
    db,
    sql`select i.contract, i.token_id::text as token_id from listings l join items i on i.id = l.item_id
          where l.hash = ${hash}
        union all
        select i.contract, i.token_id::text from auctions a join items i on i.id = a.item_id
          where a.hash = ${hash}
        limit 1`,
  );
  return row ? { contract: lower(row.contract), tokenId: row.token_id } : null;
}

/** The token of a stored bid (a collection offer has none). */
async function bidToken(db: Db, hash: string) {
  const [bid] = await db
    .select({ contract: items.contract, tokenId: items.tokenId })
    .from(bids)
    .innerJoin(items, eq(items.id, bids.itemId))
    .where(eq(bids.hash, hash))
    .limit(1);
  return bid ? { contract: lower(bid.contract), tokenId: bid.tokenId } : null;
}

/** What a transaction did, per Agora log, for the reply of POST /tx (the state is read from the database). */
export async function describeEvents(db: Db, d: Deployment, events: AgoraEvent[]): Promise<TxEvent[]> {
  const traded = events.some((e) => e.eventName === 'OrderFilled' || e.eventName === 'BidAccepted');
  const out: TxEvent[] = [];
  for (const e of events) {
    const a = e.args;
    const collection = e.source === 'marketplace' ? null : lower(d[e.source]);
    switch (e.eventName) {
      case 'Minted':
        out.push({ kind: 'mint', contract: collection ?? lower(ZERO), tokenId: String(a.tokenId ?? a.id) });
        break;
      case 'Transfer':
      case 'TransferSingle': {
        const from = lower(a.from);
        const to = lower(a.to);
        if (from === ZERO || (traded && to !== ZERO)) break;
        const tokenId = String(a.tokenId ?? a.id);
        out.push({ kind: to === ZERO ? 'burn' : 'transfer', contract: collection ?? lower(ZERO), tokenId });
        break;
      }
      case 'OrderFilled':
        out.push({
          kind: 'sale',
          contract: lower(a.collection),
          tokenId: String(a.tokenId),
          orderHash: lower(a.orderHash),
        });
        break;
      // A lazy mint's purchase (issue 30): Minted above told the mint, this the sale of the voucher.
      case 'VoucherFilled':
        out.push({
          kind: 'sale',
          contract: lower(a.collection),
          tokenId: String(a.tokenId),
          orderHash: lower(a.voucherHash),
        });
        break;
      case 'BidAccepted':
        out.push({ kind: 'bidAccepted', contract: lower(a.collection), tokenId: String(a.tokenId) });
        break;
      case 'OrderCancelled': {
        // One hash names a listing or auction, or else a bid.
        const hash = lower(a.orderHash);
        const order = await orderToken(db, hash);
        const bid = order ? null : await bidToken(db, hash);
        if (order) out.push({ kind: 'listingCancelled', ...order, orderHash: hash });
        else if (bid) out.push({ kind: 'bidCancelled', ...bid });
        break;
      }
    }
  }
  return out;
}
