import type { SaleType, TokenCard, UserSummary } from '@agora/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';
import { iso } from '../db/rows';
import { summaryFrom } from '../users/summary';
import { listedItem } from './visibility';

export interface CardRow extends Record<string, unknown> {
  id: number;
  contract: `0x${string}`;
  token_id: string;
  type: 721 | 1155;
  name: string;
  category: string | null;
  media: string | null;
  preview: string | null;
  media_cid: string | null;
  media_kind: 'image' | 'video' | 'audio';
  quantity: number;
  minted: boolean;
  like_count: number;
  liked: boolean;
  h_owner: string | null;
  h_balance: number | null;
  h_sale_type: SaleType | null;
  h_price: string | null;
  h_end_price: string | null;
  h_currency: string | null;
  h_starts: Date | null;
  h_ends: Date | null;
  h_min_bid: string | null;
  b_amount: string | null;
  b_currency: string | null;
  my_bid: 'pending' | 'partiallyCompleted' | null;
}

/** The array length PostgreSQL assumes for `= any($n)` when it prices a generic plan. */
const PLANNED_IDS = 10;

export interface CardOptions {
  viewer?: string | null;
  /** Show this holder's row on the card when it holds the item (profile tabs). */
  preferOwner?: string | null;
}

/** Cards in the order of their ids, and those ids (items no list shows are left out of both). */
export interface CardList {
  items: TokenCard[];
  ids: number[];
}

/**
 * Turns item ids into cards, in the given order, with one statement (cardQuery).
 * Every caller is a list: items admins took out of lists (visibility.ts) are left out here too, whichever
 * list asked.
 */
export async function cardsFor(db: Db, ids: number[], options: CardOptions = {}): Promise<TokenCard[]> {
  return (await cardList(db, ids, options)).items;
}

/** cardsFor with the ids of the cards it returned: a shared page overlays the viewer's facts by them. */
export async function cardList(db: Db, ids: number[], options: CardOptions = {}): Promise<CardList> {
  if (ids.length === 0) return { items: [], ids: [] };
  // One statement text for every page and visitor (ids as one array, '' for nobody), prepared once per
  // connection: its planning cost more than running it.
  const list = await preparedRows<CardRow>(
    db,
    cardQuery(
      { from: sql`items i`, where: sql`i.id = any(${sql.param(paddedWithLast(ids))}::bigint[])` },
      options,
    ),
  );
  return cardsOf(ids, list, Boolean(options.viewer));
}

/** The card statement's rows (cardQuery) as cards in the order of `ids`, and those ids (rows missing: left out). */
export function cardsOf(ids: number[], list: CardRow[], withViewer: boolean): CardList {
  const byId = new Map(list.map((r) => [Number(r.id), r]));
  const found = ids.filter((id) => byId.has(id));
  return { items: found.map((id) => toCard(byId.get(id) as CardRow, withViewer)), ids: found };
}

/**
 * `ids` padded to the array length PostgreSQL assumes for `= any($n)` when it prices a generic plan (it keeps
 * planning afresh while the arrays it has seen were shorter: a search's six cards, a short last page), with
 * copies of the last id: `= any(…)` matches each item once however often it is listed, and the primary key's
 * scan drops repeated keys before descending (an id 0 that no item has was one probe more).
 */
const paddedWithLast = (ids: number[]): number[] =>
  ids.length < PLANNED_IDS ? [...ids, ...Array(PLANNED_IDS - ids.length).fill(ids.at(-1))] : ids;

/** Whether `viewer` (an address, or an expression of one) likes item `i` ('' for nobody: no row). */
export const likedBy = (viewer: string | SQL): SQL =>
  sql`exists(select 1 from likes l where l.item_id = i.id and l.address = ${viewer})`;

/** The status of `viewer`'s own open bid on item `i` (the token page's myBid rule), highest first. */
export const openBidOf = (viewer: string | SQL): SQL =>
  sql`(select b.status from bids b left join auctions a on a.id = b.auction_id
        where b.item_id = i.id and b.bidder = ${viewer} and b.status in ('pending', 'partiallyCompleted')
          and (b.auction_id is null or a.status = 'open')
        order by b.amount desc, b.id asc limit 1)`;

/** Where a card statement's items come from: `from` names the items `i`, with any extra columns it adds. */
export interface CardSource {
  from: SQL;
  where: SQL;
  columns?: SQL;
  order?: SQL;
}

/**
 * The card statement over `source`'s items (listed ones only): creator, the holding shown on the card (the
 * preferred owner's, else the cheapest on sale, else the largest), its owner, the highest offer, and the
 * viewer's like and open bid (what the card menu's bid action reads).
 */
export function cardQuery(source: CardSource, options: CardOptions = {}): SQL {
  // A visitor's cards (every shared page) skip the viewer's subqueries, a likes and a bids probe per card for
  // nobody: little where the bids are few (bench:api's data, six cards: 102 → 100 buffers), more where not.
  const viewer = options.viewer;
  return sql`select i.id::float8 as id, i.contract, i.token_id::text as token_id, i.type::int as type, i.name,
      c.name as category, i.media, i.preview, i.media_cid, i.media_kind, i.quantity::float8 as quantity,
      i.minted, i.like_count, ${viewer ? likedBy(viewer) : sql`false`} as liked,
      cu.address as c_address, cu.name as c_name, cu.custom_url as c_url, cu.image as c_image,
      coalesce(cu.verified, false) as c_verified, i.creator,
      h.owner as h_owner, h.balance::float8 as h_balance, h.sale_type as h_sale_type, h.price::text as h_price, h.end_price::text as h_end_price,
      h.currency as h_currency, h.starts_at as h_starts, h.ends_at as h_ends,
      h.min_bid::text as h_min_bid, hb.amount::text as b_amount, hb.currency as b_currency,
      ${viewer ? openBidOf(viewer) : sql`null`} as my_bid,
      ou.address as o_address, ou.name as o_name, ou.custom_url as o_url, ou.image as o_image${source.columns ?? sql``}
    from ${source.from}
    left join categories c on c.id = i.category_id
    left join users cu on cu.address = i.creator
    -- The card's columns alone: holdings_card then serves the row without a heap page.
    left join lateral (
      select h.owner, h.balance, h.sale_type, h.price, h.end_price, h.currency, h.starts_at, h.ends_at, h.min_bid
      from holdings h where h.item_id = i.id and h.balance > 0
      order by (h.owner = ${options.preferOwner ?? ''}) desc, (h.sale_type is null), h.price asc nulls last,
        h.balance desc
      limit 1
    ) h on true
    -- The highest bid still on offer (the token page's Bid tab rule): an auction-less offer or one of an
    -- open auction, unexpired, with editions pending, funded (issue 32.4).
    left join lateral (
      select b.amount, b.currency from bids b left join auctions a on a.id = b.auction_id
      where b.item_id = i.id and b.status in ('pending', 'partiallyCompleted') and b.pending > 0
        and b.unfunded_since is null and not b.refused
        and b.deadline > extract(epoch from now()) and (b.auction_id is null or a.status = 'open')
      order by b.amount desc limit 1
    ) hb on true
    -- The owner's row only when it is not the creator's (toCard reuses that one): most cards are held by their
    -- creator, and the second users probe was 4 buffers a card. A null key skips the index (a join filter would not).
    left join users ou on ou.address = nullif(h.owner, i.creator)
    where ${source.where} and ${listedItem()}${source.order ?? sql``}`;
}

/** The creator's summary as the owner's: the same users row, without the creator card's badge. */
function ownerAsCreator(creator: UserSummary | null): UserSummary | null {
  if (!creator) return null;
  const { verified: _, ...owner } = creator;
  return owner;
}

/** A card statement's row as the API's card; the viewer's fields only when a viewer asked. */
export function toCard(r: CardRow, withViewer: boolean): TokenCard {
  const ipfsMedia = r.media_cid ? `/ipfs/${r.media_cid}` : null;
  const creator = summaryFrom(r, 'c', r.creator as string);
  const owner =
    r.h_owner === r.creator ? ownerAsCreator(creator) : (summaryFrom(r, 'o', r.h_owner) ?? creator);
  return {
    contract: r.contract,
    tokenId: r.token_id,
    type: r.type,
    name: r.name,
    category: r.category,
    media: r.media ?? ipfsMedia ?? '',
    preview: r.preview,
    ipfsMedia,
    mediaKind: r.media_kind,
    creator: creator as NonNullable<typeof creator>,
    owner: owner as NonNullable<typeof owner>,
    quantity: Number(r.quantity),
    // Only on a voucher's item before its mint (issue 30): the card's "Not minted yet" marker.
    ...(r.minted ? {} : { minted: false as const }),
    stock: Number(r.h_balance ?? 0),
    likeCount: r.like_count,
    // The viewer's like and open bid (the token page's myBid rule): only asked for a signed-in viewer.
    ...(withViewer ? { liked: Boolean(r.liked), myBid: r.my_bid ? { status: r.my_bid } : null } : {}),
    listing: r.h_owner
      ? {
          owner: r.h_owner as `0x${string}`,
          price: r.h_price,
          endPrice: r.h_end_price,
          currency: r.h_currency,
          saleType: r.h_sale_type ?? null,
          startsAt: iso(r.h_starts),
          endsAt: iso(r.h_ends),
          balance: Number(r.h_balance ?? 0),
          minBid: r.h_min_bid,
        }
      : null,
    highestBid: r.b_amount ? { amount: r.b_amount, currency: r.b_currency as string } : null,
  };
}
