import type { TokenCard } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { likedBy, openBidOf, plannedIds } from './cards';

/** A viewer's own facts about one card: the fields a shared card leaves out (cards.ts, toCard). */
export type ViewerFacts = Pick<TokenCard, 'liked' | 'myBid'>;

/**
 * The viewer's like and own open bid for each of `ids`, by id: one prepared statement that reads the likes
 * primary key and the viewer's bids per item, the same expressions the card statement uses for a viewer.
 */
export async function viewerFacts(db: Db, viewer: string, ids: number[]): Promise<Map<number, ViewerFacts>> {
  if (ids.length === 0) return new Map();
  const list = await preparedRows<{
    id: number;
    liked: boolean;
    my_bid: 'pending' | 'partiallyCompleted' | null;
  }>(
    db,
    sql`select i.id::float8 as id, ${likedBy(viewer)} as liked, ${openBidOf(viewer)} as my_bid
      from unnest(${sql.param(plannedIds(ids))}::bigint[]) as i(id) where i.id <> 0`,
  );
  return new Map(
    list.map((r) => [
      Number(r.id),
      { liked: Boolean(r.liked), myBid: r.my_bid ? { status: r.my_bid } : null },
    ]),
  );
}

/** `cards` (whose item ids are `ids`, in order) with the viewer's facts: new objects, the shared ones untouched. */
export function withViewerFacts(
  cards: TokenCard[],
  ids: number[],
  facts: Map<number, ViewerFacts>,
): TokenCard[] {
  return cards.map((card, k) => ({
    ...card,
    ...(facts.get(ids[k] as number) ?? { liked: false, myBid: null }),
  }));
}
