import { bidAcceptBlock, type SaleType, type TokenDetail, type UserSummary } from '@agora/core';
import { sql } from 'drizzle-orm';
import { collectionOffersFor } from '../bids/collection-offers';
import type { Db } from '../db/client';
import { iso, rows } from '../db/rows';
import { summaryCols, summaryFrom } from '../users/summary';

type Row = Record<string, unknown>;
type OwnerOrder = NonNullable<TokenDetail['owners'][number]['sale']>['order'];
type OwnerVoucher = NonNullable<TokenDetail['owners'][number]['sale']>['voucher'];
const user = (r: Row, p: string, address: string) => summaryFrom(r, p, address) as UserSummary;

export interface DetailQuery {
  contract: string;
  tokenId: string;
  viewer: string | null;
  currencyAddress: (symbol: string) => `0x${string}` | null;
  /** Whether the contract is one of Agora's own (burn allowed). */
  own: boolean;
  /** The chain's clock (ms), which the auction windows and the accept rule follow. */
  now: number;
}

/**
 * A bid's signature is a bearer credential: whoever holds it can fill the bid. So it goes only to the bidder
 * and to the one who may accept it now — the auction's seller for a bid in an auction (to settle it), a holder
 * the bid targets for an open offer — never to other visitors (issue 28 finding 5). While the rule blocks
 * accepting (`acceptBlock`), the acceptor does not get it either, so the rule holds here, not only in the web.
 */
function bidSignatureFor(viewer: string | null, holders: Set<string>, b: Row, block: unknown): string | null {
  if (viewer === null) return null;
  if (viewer === b.bidder) return b.signature as string;
  if (block) return null;
  const acceptor = b.auction_id
    ? viewer === b.auction_seller
    : holders.has(viewer) && (b.owner === null || b.owner === viewer);
  return acceptor ? (b.signature as string) : null;
}

/** Everything the token page shows, read from the database the appliers keep (spec 2 token detail). */
export async function tokenDetail(
  db: Db,
  { contract, tokenId, viewer, currencyAddress, own, now }: DetailQuery,
): Promise<TokenDetail | null> {
  const [item] = await rows<Row>(
    db,
    sql`select i.*, i.id::int as item_id, c.name as category_name, ${summaryCols('u', 'c')},
          exists(select 1 from likes l where l.item_id = i.id and l.address = ${viewer ?? ''}) as liked
        from items i left join categories c on c.id = i.category_id left join users u on u.address = i.creator
        where i.contract = ${contract} and i.token_id = ${tokenId}`,
  );
  if (!item) return null;
  const itemId = item.item_id as number;
  const owners = await rows<Row>(
    db,
    sql`select h.*, h.balance::int as bal, h.quantity_on_sale::int as on_sale, ${summaryCols('u', 'o')},
          l.hash as listing_hash, l.order as listing_order, l.signature as listing_signature, l.voucher as listing_voucher,
          (select a.hash from auctions a where a.item_id = h.item_id and a.seller = h.owner and a.status = 'open'
             order by a.id desc limit 1) as auction_hash
        from holdings h left join users u on u.address = h.owner
        -- The holder's newest active order (Lower Price replaces the older one): what Buy Now signs against.
        left join lateral (select l.hash, l.order, l.signature, l.voucher from listings l
             where l.item_id = h.item_id and l.seller = h.owner and l.status = 'active'
             order by l.id desc limit 1) l on true
        where h.item_id = ${itemId} and h.balance > 0
        order by (h.sale_type is null), h.price asc nulls last, h.owner`,
  );
  const bidRows = await rows<Row>(
    db,
    sql`select b.*, b.id::text as bid_id, b.quantity::int as qty, b.pending::int as pend, ${summaryCols('u', 'b')},
          case when a.sale_type = 'TimedAuction' then a.ends_at end as auction_ends_at, a.seller as auction_seller
        from bids b left join users u on u.address = b.bidder left join auctions a on a.id = b.auction_id
        where b.item_id = ${itemId} and b.status in ('pending', 'partiallyCompleted')
          -- A bid belongs to its auction: once that is settled or ended, the rest are not offered to anyone.
          and (b.auction_id is null or a.status = 'open')
        -- Fillable bids first (issues 32.4, 28.8): an unfunded or refused one is never the highest.
        order by (b.unfunded_since is not null or b.refused), b.amount desc, b.id asc`,
  );
  const history = await rows<Row>(
    db,
    sql`select a.*, a.quantity::int as qty, ${summaryCols('f', 'f')}, ${summaryCols('t', 't')}
        from activity a left join users f on f.address = a.from_address left join users t on t.address = a.to_address
        where a.item_id = ${itemId} and a.action in ('mint', 'purchase', 'accept', 'transfer', 'burn', 'putonsale', 'cancelprice')
        order by a.id desc limit 50`,
  );
  const holders = new Set(owners.map((o) => o.owner as string));
  // Highest funded first, so a funded bid is its auction's highest when no earlier row shares its auction.
  const seen = new Set<unknown>();
  const bids = bidRows.map((b) => {
    const unfunded = b.unfunded_since !== null;
    const refused = Boolean(b.refused);
    const isHighest = !unfunded && !refused && !seen.has(b.auction_id);
    if (!unfunded && !refused) seen.add(b.auction_id);
    const endsAt = b.auction_ends_at ? new Date(b.auction_ends_at as string).getTime() : null;
    const acceptBlock = bidAcceptBlock({ now, endsAt, isHighest, expiresAt: Number(b.deadline) * 1000 });
    return {
      id: b.bid_id as string,
      bidder: user(b, 'b', b.bidder as string),
      amount: String(b.amount),
      currency: b.currency as string,
      quantity: b.qty as number,
      pending: b.pend as number,
      status: b.status as TokenDetail['bids'][number]['status'],
      createdAt: iso(b.created_at as string) as string,
      order: b.order as TokenDetail['bids'][number]['order'],
      unfunded,
      refused,
      acceptBlock,
      signature: bidSignatureFor(viewer, holders, b, acceptBlock),
    };
  });
  return {
    token: {
      contract: contract as `0x${string}`,
      tokenId,
      type: item.type as 721 | 1155,
      name: item.name as string,
      description: item.description as string,
      category: (item.category_name as string | null) ?? null,
      media: (item.media as string | null) ?? (item.media_cid ? `/ipfs/${item.media_cid}` : ''),
      preview: (item.preview as string | null) ?? null,
      ipfsMedia: item.media_cid ? `/ipfs/${item.media_cid}` : null,
      metadataCid: (item.metadata_cid as string | null) ?? null,
      mediaKind: item.media_kind as 'image' | 'video' | 'audio',
      royaltyBps: item.royalty_bps as number,
      quantity: Number(item.quantity),
      supply: Number(item.supply),
      likeCount: item.like_count as number,
      liked: Boolean(item.liked),
      hasUnlockable: Boolean(item.unlockable),
      own,
      hidden: Boolean(item.hidden),
      ...(item.minted ? {} : { minted: false as const }),
      creator: user(item, 'c', item.creator as string),
    },
    owners: owners.map((o) => {
      // A fixed price or a Dutch listing: a signed order Buy Now takes (auctions are settled by their seller).
      const listed = o.sale_type === 'FixedPrice' || o.sale_type === 'DecliningPrice';
      // A creator's voucher (issue 30) is bought by buyVoucher, not as an Order.
      const voucher = listed && Boolean(o.listing_voucher);
      return {
        user: user(o, 'o', o.owner as string),
        balance: o.bal as number,
        sale: o.sale_type
          ? {
              saleType: o.sale_type as SaleType,
              orderHash: ((listed ? o.listing_hash : o.auction_hash) ?? null) as `0x${string}` | null,
              order: listed && !voucher ? (o.listing_order as OwnerOrder) : null,
              signature: listed ? (o.listing_signature as string | null) : null,
              ...(voucher ? { voucher: o.listing_order as OwnerVoucher } : {}),
              price: o.price === null ? null : String(o.price),
              endPrice: o.end_price === null || o.end_price === undefined ? null : String(o.end_price),
              currency: o.currency as string,
              currencyAddress: currencyAddress(o.currency as string),
              quantity: o.on_sale as number,
              minimumBid: o.min_bid === null ? null : String(o.min_bid),
              startsAt: iso(o.starts_at as string | null),
              endsAt: iso(o.ends_at as string | null),
            }
          : null,
      };
    }),
    bids,
    now: new Date(now).toISOString(),
    highestBid: bids.find((b) => !b.unfunded && !b.refused) ?? null,
    myBid: viewer ? (bids.find((b) => b.bidder.address === viewer) ?? null) : null,
    collectionOffers: await collectionOffersFor(db, contract, now, { tokenId }),
    history: history.map((h) => ({
      action: h.action as string,
      text: h.text as string,
      from: summaryFrom(h, 'f', h.from_address as string | null),
      to: summaryFrom(h, 't', h.to_address as string | null),
      price: h.price === null ? null : String(h.price),
      currency: (h.currency as string | null) ?? null,
      quantity: (h.qty as number | null) ?? null,
      txHash: (h.tx_hash as string | null) ?? null,
      createdAt: iso(h.created_at as string) as string,
    })),
  };
}
