import type { Deployment } from '@agora/chain';
import { collectionChannel, type TokenChange, tokenChannel } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { AgoraEvent } from '../chain/contracts';
import { lower, ZERO } from '../chain/log-values';
import { type ChainBlock, eventOf } from '../chain/pipeline';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { type LiveMessage, userChannel } from './hub';

/**
 * A token change before its item is looked up: by token, or by a cancelled order's hash (a listing or auction
 * is 'unlisted', a bid 'bidCancelled', told apart by the row the hash names).
 */
type Found = {
  change: TokenChange;
  txHash: string | null;
  /** The other parties, who get a notification. */
  people: string[];
} & ({ token: { contract: string; tokenId: string } } | { orderHash: string });

function found(d: Deployment, e: AgoraEvent, txHash: string | null): Found[] | 'market' {
  const a = e.args;
  const people = (...xs: unknown[]) => xs.filter((x) => x && x !== ZERO).map(lower);
  const token = (contract: string, id: unknown) => ({ contract: lower(contract), tokenId: String(id) });
  switch (`${e.source}.${e.eventName}`) {
    case 'erc721.Minted':
    case 'erc1155.Minted':
      return [
        { change: 'mint', txHash, people: [], token: token(d[e.source as 'erc721'], a.tokenId ?? a.id) },
      ];
    case 'erc721.Transfer':
    case 'erc1155.TransferSingle':
    case 'erc1155.TransferBatch': {
      // A mint's transfer is told by Minted; a sale's by OrderFilled (both come in the same transaction).
      if (lower(a.from) === ZERO) return [];
      const ids = e.eventName === 'TransferBatch' ? (a.ids as bigint[]) : [a.tokenId ?? a.id];
      const contract = d[e.source as 'erc721'];
      return ids.map((id) => ({
        change: 'transfer',
        txHash,
        people: people(a.to),
        token: token(contract, id),
      }));
    }
    // A sale's parties: the seller, and the buyer (OrderFilled) or the bidder (BidAccepted).
    case 'marketplace.OrderFilled':
    case 'marketplace.BidAccepted':
      return [
        {
          change: 'sale',
          txHash,
          people: people(a.seller, a.buyer ?? a.bidder),
          token: token(String(a.collection), a.tokenId),
        },
      ];
    // A lazy mint's purchase (issue 30): the creator and the buyer; Minted in the same transaction told the mint.
    case 'marketplace.VoucherFilled':
      return [
        {
          change: 'sale',
          txHash,
          people: people(a.creator, a.buyer),
          token: token(String(a.collection), a.tokenId),
        },
      ];
    case 'marketplace.OrderCancelled':
      return [{ change: 'unlisted', txHash, people: [], orderHash: lower(a.orderHash) }];
    case 'marketplace.ListingCounterIncremented':
    case 'marketplace.BidCounterIncremented':
    // A pause or its end: pages refetch the market status with what they show (fills disabled or back).
    case 'marketplace.PausedChanged':
      return 'market';
    default:
      return [];
  }
}

interface ItemRow {
  contract: string;
  token_id: string;
  collection_id: number | null;
  hash: string | null;
  /** Whether `hash` names a bid (else a listing or auction). */
  is_bid: boolean | null;
}

/** Contract, token and collection of the items these changes name (after the blocks are committed). */
async function itemsOf(db: Db, list: Found[]): Promise<ItemRow[]> {
  const tokens = list.flatMap((f) => ('token' in f ? [f.token] : []));
  const hashes = list.flatMap((f) => ('orderHash' in f ? [f.orderHash] : []));
  // Each list is one JSON parameter (a catch-up names thousands; binding each costs more than the lookup),
  // each lookup by its index: (contract, token_id), and the hash of listings, auctions and bids.
  const json = (xs: unknown[]) => sql`${JSON.stringify(xs)}::json`;
  const named = sql`(select value from json_array_elements_text(${json(hashes)}))`;
  return rows<ItemRow>(
    db,
    sql`select i.contract, i.token_id::text as token_id, i.collection_id, null as hash, null::boolean as is_bid
          from json_to_recordset(${json(tokens)}) as t(contract text, "tokenId" numeric)
          join items i on i.contract = t.contract and i.token_id = t."tokenId"
        union all
        select i.contract, i.token_id::text, i.collection_id, l.hash, false
          from listings l join items i on i.id = l.item_id where l.hash in ${named}
        union all
        select i.contract, i.token_id::text, i.collection_id, a.hash, false
          from auctions a join items i on i.id = a.item_id where a.hash in ${named}
        union all
        select i.contract, i.token_id::text, i.collection_id, b.hash, true
          from bids b join items i on i.id = b.item_id where b.hash in ${named}`,
  );
}

/** The key a change and its item row are matched by. */
const keyOf = (f: Found) => ('token' in f ? `t:${f.token.contract}:${f.token.tokenId}` : `h:${f.orderHash}`);
const rowKeys = (r: ItemRow) => [
  `t:${r.contract}:${r.token_id}`,
  ...(r.hash === null ? [] : [`h:${r.hash}`]),
];

/** Channels of a token's change: its page, its collection, the activity feed and explore. */
export function tokenMessage(
  item: { contract: string; tokenId: string; collectionId: number | null },
  change: TokenChange,
  txHash: string | null,
  people: string[] = [],
): LiveMessage[] {
  const channels = [tokenChannel(item.contract, item.tokenId), 'activity', 'explore'];
  if (item.collectionId !== null) channels.push(collectionChannel(item.collectionId));
  const event = { type: 'token', change, contract: item.contract, tokenId: item.tokenId, txHash } as const;
  const notify: LiveMessage[] = people.length
    ? [{ channels: people.map(userChannel), event: { type: 'notification' } }]
    : [];
  return [{ channels, event }, ...notify];
}

/** The live events of blocks the indexer has just committed. */
export async function liveMessagesOf(db: Db, d: Deployment, blocks: ChainBlock[]): Promise<LiveMessage[]> {
  const list: Found[] = [];
  let market = false;
  for (const block of blocks) {
    for (const log of block.logs) {
      const e = eventOf(d, log);
      const f = e && found(d, e, log.transactionHash ? lower(log.transactionHash) : null);
      if (f === 'market') market = true;
      else if (f) list.push(...f);
    }
  }
  const messages: LiveMessage[] = market
    ? [{ channels: ['activity', 'explore'], event: { type: 'market' } }]
    : [];
  if (!list.length) return messages;
  const byKey = new Map<string, ItemRow>();
  for (const r of await itemsOf(db, list)) for (const k of rowKeys(r)) if (!byKey.has(k)) byKey.set(k, r);
  for (const f of list) {
    const row = byKey.get(keyOf(f));
    const change = row?.is_bid ? 'bidCancelled' : f.change;
    // A token the indexer keeps no item of (never minted through Agora) has no page to update.
    const item = row
      ? { contract: row.contract, tokenId: row.token_id, collectionId: row.collection_id }
      : 'token' in f
        ? { ...f.token, collectionId: null }
        : null;
    if (item) messages.push(...tokenMessage(item, change, f.txHash, f.people));
  }
  return messages;
}
