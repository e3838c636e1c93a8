import {
  availableActions,
  type BidButtonState,
  bidButton,
  type ItemFacts,
  isTimedAuction,
  type OwnershipRow,
} from './actions';
import type { SaleType, TokenCard } from './api/items';
import type { TokenOwner } from './api/token-page';
import { MSG } from './messages';
import { sameAddress } from './same-address';

/** One holder's row with the kind of sale on it: the token page's owners[] and a card's listing both give it. */
export interface HolderRow extends OwnershipRow {
  saleType: SaleType | null;
  /** A signed fixed-price order the server holds: what Lower Price re-signs and Cancel Order cancels. */
  fixedOrder: boolean;
  /**
   * The row sells a creator's voucher (issue 30): copies not minted yet, which only buyVoucher moves; Cancel
   * Order cancels the voucher on chain, nothing else applies to them.
   */
  voucher?: boolean;
}

/** A token page owner's row as the rules read it: the token page's rows, and the viewer's own for a card. */
export function holderRow(o: TokenOwner): HolderRow {
  return {
    owner: o.user.address,
    balance: o.balance,
    price: o.sale?.price ? BigInt(o.sale.price) : null,
    startsAt: o.sale?.startsAt ? Date.parse(o.sale.startsAt) : null,
    endsAt: o.sale?.endsAt ? Date.parse(o.sale.endsAt) : null,
    saleType: o.sale?.saleType ?? null,
    fixedOrder: isListing(o.sale?.saleType ?? null) && !!o.sale?.order,
    voucher: !!o.sale?.voucher,
  };
}

/** The viewer's own row among an item's owners (the token page's owners[]); null for none or a visitor. */
export function viewerHolding(owners: readonly TokenOwner[], viewer: string | null): HolderRow | null {
  const o = owners.find((row) => sameAddress(row.user.address, viewer));
  return o ? holderRow(o) : null;
}

/** The token page's three-dot menu entries (spec 2 §2), in the spec's order. */
export type MenuAction = 'burn' | 'transfer' | 'sell' | 'lower' | 'cancelOrder' | 'report' | 'share';

export interface ItemActionInput {
  item: ItemFacts;
  /** The product's own single and multiple contracts (burn is offered only there). */
  ownContracts: readonly string[];
  /** The signed-in address (lower case), null for a visitor. */
  viewer: string | null;
  /** Ms; the chain's clock where known. */
  now: number;
  /** The viewer's own holding, if any. */
  mine: HolderRow | null;
  /** The holding Buy Now buys: the token page's owner in view, a card's holder. */
  seller: HolderRow | null;
  /** The holding bids go to: a timed auction, else open offers. */
  auction: HolderRow | null;
  /** The viewer's own open bid, if any. */
  myBid: { status: string } | null;
  /** Editions the viewer holds (bids need fewer than exist). */
  viewerBalance: number;
  /** A voucher's item before its mint (issue 30): no one holds a copy a bid could buy. */
  unminted?: boolean;
}

export interface ItemActions {
  menu: { kind: MenuAction; label: string }[];
  /** Buy Now: the seller row is on sale and not the viewer's. */
  buy: boolean;
  putOnSale: boolean;
  bid: { state: BidButtonState; label: string } | null;
}

/**
 * What an item offers `viewer` by the availability rules of spec 2 §4: the one source of truth for the
 * token page (TokenTrade) and the item cards' menu (`cardActions`). A visitor gets what a stranger gets:
 * each action then opens Connect.
 */
export function itemActions(i: ItemActionInput): ItemActions {
  const { item, viewer, now, mine, auction } = i;
  const can = mine ? availableActions({ row: mine, item, viewer, now, ownContracts: i.ownContracts }) : null;
  const times =
    auction && isTimedAuction(auction) ? { startsAt: auction.startsAt, endsAt: auction.endsAt } : {};
  const bid =
    auction && !i.unminted && !sameAddress(auction.owner, viewer)
      ? bidButton({ myBid: i.myBid, item, viewerBalance: i.viewerBalance, ...times, now })
      : null;
  const fixedOrder = !!mine?.fixedOrder;
  // The copies of a voucher are not minted: they can only be bought, or the voucher cancelled.
  const held = !mine?.voucher;
  const menu: [boolean, MenuAction, string][] = [
    [held && !!can?.burn, 'burn', MSG.detail.menu.burn],
    [held && !!can?.transfer, 'transfer', MSG.detail.menu.transfer],
    [held && !!can?.putOnSale, 'sell', MSG.detail.menu.putOnSale],
    // Lower Price re-signs a fixed price; a Dutch listing is cancelled and listed again instead.
    [!!can?.lowerPrice && fixedOrder && mine?.saleType === 'FixedPrice', 'lower', MSG.detail.menu.lowerPrice],
    [!!can?.cancelOrder && (fixedOrder || !held), 'cancelOrder', MSG.detail.menu.cancelOrder],
    [true, 'report', MSG.detail.menu.report],
    [true, 'share', MSG.detail.menu.share],
  ];
  const seller = i.seller;
  return {
    menu: menu.filter(([show]) => show).map(([, kind, label]) => ({ kind, label })),
    buy: !!seller && availableActions({ row: seller, item, viewer, now, ownContracts: [] }).buy,
    putOnSale: held && !!can?.putOnSale,
    bid,
  };
}

/** An item card's menu entry: a menu action, Buy Now, or the bid button's action. */
export type CardAction = MenuAction | 'buy' | 'bid' | 'cancelBid';

const AUCTIONS: readonly (SaleType | null)[] = ['TimedAuction', 'UnLimitedAuction'];

/** A signed order bought at once (Buy Now): a fixed price or a Dutch listing. */
export const isListing = (t: SaleType | null) => t === 'FixedPrice' || t === 'DecliningPrice';

const timeOf = (iso: string | null) => (iso ? Date.parse(iso) : null);

/**
 * The actions of an item card (spec 1 §2, spec 2 §2: purchase now, place a bid, put on sale, burn, cancel
 * order, report, share …) by the token page's rules (`itemActions`), from the holding the card shows and the
 * viewer's own. The card shows one holding; when that is not the viewer's, a multi-edition item may still
 * have one of theirs: `mine` is then the viewer's row as the token page reads it (holderRow; null: none),
 * and the card offers what the token page does. Left undefined, only the card's own holding counts.
 */
export function cardActions(
  card: TokenCard,
  {
    viewer,
    now,
    ownContracts,
    mine: own,
  }: { viewer: string | null; now: number; ownContracts: readonly string[]; mine?: HolderRow | null },
): { kind: CardAction; label: string }[] {
  const l = card.listing;
  const row: HolderRow | null = l && {
    owner: l.owner,
    balance: l.balance,
    price: l.price ? BigInt(l.price) : null,
    startsAt: timeOf(l.startsAt),
    endsAt: timeOf(l.endsAt),
    saleType: l.saleType,
    // A holding is FixedPrice only while an active signed listing backs it (server: chain/appliers/sale-rows.ts);
    // an unminted item's is its creator's voucher.
    fixedOrder: isListing(l.saleType) && card.minted !== false,
    voucher: card.minted === false,
  };
  const mine = row && sameAddress(row.owner, viewer) ? row : (own ?? null);
  const a = itemActions({
    item: { type: card.type, contract: card.contract, quantity: card.quantity },
    ownContracts,
    viewer,
    now,
    mine,
    seller: row,
    auction: row && AUCTIONS.includes(row.saleType) ? row : null,
    myBid: card.myBid ?? null,
    viewerBalance: mine?.balance ?? 0,
    unminted: card.minted === false,
  });
  return [
    ...(a.buy ? [{ kind: 'buy' as const, label: MSG.detail.buy }] : []),
    ...(a.bid
      ? [
          {
            kind: a.bid.state === 'partiallyCompleted' ? ('cancelBid' as const) : ('bid' as const),
            label: a.bid.label,
          },
        ]
      : []),
    ...a.menu,
  ];
}
