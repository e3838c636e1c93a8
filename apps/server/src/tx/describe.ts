import type { Deployment } from '@agora/chain';
import type { txEvent } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgoraEvent } from '../chain/contracts';
import type { Db } from '../db/client';
import { bids, items, listings } from '../db/schema';

type TxEvent = z.infer<typeof txEvent>;
const ZERO = '0x0000000000000000000000000000000000000000';
const lower = (v: unknown) => String(v).toLowerCase() as `0x${string}`;

async function listingToken(db: Db, listingId: string) {
  const [row] = await db
    .select({ contract: items.contract, tokenId: items.tokenId })
    .from(listings)
    .innerJoin(items, eq(items.id, listings.itemId))
    .where(eq(listings.chainListingId, listingId))
    .limit(1);
  return row ? { contract: lower(row.contract), tokenId: row.tokenId } : null;
}

/** What a transaction did, per Agora log, for the reply of POST /tx (the state is read from the database). */
export async function describeEvents(db: Db, d: Deployment, events: AgoraEvent[]): Promise<TxEvent[]> {
  const traded = events.some((e) => e.eventName === 'Sale' || e.eventName === 'BidAccepted');
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
      case 'Listed':
        out.push({
          kind: 'listed',
          contract: lower(a.collection),
          tokenId: String(a.tokenId),
          listingId: String(a.listingId),
        });
        break;
      case 'PriceChanged':
      case 'ListingCancelled':
      case 'Sale': {
        const token = await listingToken(db, String(a.listingId));
        const kind =
          e.eventName === 'Sale'
            ? 'sale'
            : e.eventName === 'PriceChanged'
              ? 'priceChanged'
              : 'listingCancelled';
        if (token) out.push({ kind, ...token, listingId: String(a.listingId) });
        break;
      }
      case 'BidAccepted':
        out.push({ kind: 'bidAccepted', contract: lower(a.collection), tokenId: String(a.tokenId) });
        break;
      case 'BidCancelled': {
        const [bid] = await db
          .select({ contract: items.contract, tokenId: items.tokenId })
          .from(bids)
          .innerJoin(items, eq(items.id, bids.itemId))
          .where(eq(bids.hash, lower(a.bidHash)))
          .limit(1);
        if (bid) out.push({ kind: 'bidCancelled', contract: lower(bid.contract), tokenId: bid.tokenId });
        break;
      }
    }
  }
  return out;
}
