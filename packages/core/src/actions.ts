import type { ItemType } from './constants';
import { MSG } from './messages';
import { sameAddress } from './same-address';

/** One owner's holding of an item with its listing (spec 2 §3 'Owner/sale entry'). Times in ms. */
export interface OwnershipRow {
  owner: string;
  balance: number;
  /** Wei; 0 or null when not on sale. */
  price: bigint | null;
  startsAt?: number | null;
  endsAt?: number | null;
}

export interface ItemFacts {
  type: ItemType;
  contract: string;
  /** Total editions (tokenQuantity). */
  quantity: number;
}

export const isOnSale = (row: OwnershipRow) => row.price !== null && row.price > 0n;
/** An auction is timed when both times are set. */
export const isTimedAuction = (row: OwnershipRow) => row.startsAt != null && row.endsAt != null;
export const auctionInProgress = (row: OwnershipRow, now: number) =>
  isTimedAuction(row) && now < (row.endsAt as number);
export const isOwnerRow = (row: OwnershipRow, viewer: string | null) =>
  sameAddress(row.owner, viewer) && row.balance > 0;

/** Unlockable content and media download are for the token's owners only (spec 2 §2). */
export const viewerOwnsItem = (rows: readonly OwnershipRow[], viewer: string | null) =>
  rows.some((row) => isOwnerRow(row, viewer));

export interface ActionInput {
  row: OwnershipRow;
  item: ItemFacts;
  viewer: string | null;
  now: number;
  /** The product's own single and multiple contracts (burn is offered only there). */
  ownContracts: readonly string[];
}

export interface Availability {
  putOnSale: boolean;
  lowerPrice: boolean;
  cancelOrder: boolean;
  transfer: boolean;
  burn: boolean;
  buy: boolean;
}

/** Which actions a viewer gets on one ownership row (spec 2 §4). A visitor only gets Buy (it opens Connect). */
export function availableActions({ row, item, viewer, now, ownContracts }: ActionInput): Availability {
  const owner = isOwnerRow(row, viewer);
  const onSale = isOnSale(row);
  return {
    putOnSale: owner && !onSale && !auctionInProgress(row, now),
    lowerPrice: owner && onSale,
    cancelOrder: owner && onSale,
    transfer: owner && !isTimedAuction(row),
    burn: owner && ownContracts.some((c) => sameAddress(c, item.contract)),
    buy: onSale && !sameAddress(row.owner, viewer),
  };
}

export type BidStatus = 'pending' | 'partiallyCompleted';
export interface BidFacts {
  bidder: string;
  status: BidStatus | string;
  /** Editions still pending. */
  pending: number;
}

export type BidButtonState = 'none' | BidStatus;

export interface BidButtonInput {
  /** The viewer's own open bid, if any. */
  myBid: Pick<BidFacts, 'status'> | null;
  item: ItemFacts;
  /** How many editions the viewer holds. */
  viewerBalance: number;
  /** The listing's auction times, when timed. */
  startsAt?: number | null;
  endsAt?: number | null;
  now: number;
}

/**
 * The bid button (spec 2 §4): 'Edit a bid' for a pending bid, 'Cancel a bid' for a partly filled one;
 * otherwise 'Bid now' once the start has passed and while the viewer holds fewer editions than exist.
 * A timed auction that has ended takes no new bids. Null when no button shows.
 */
export function bidButton(input: BidButtonInput): { state: BidButtonState; label: string } | null {
  const status = input.myBid?.status;
  if (status === 'pending' || status === 'partiallyCompleted')
    return { state: status, label: MSG.detail.bidButton[status] };
  const started = input.startsAt == null || input.now >= input.startsAt;
  const ended = input.startsAt != null && input.endsAt != null && input.now >= input.endsAt;
  if (!started || ended || input.item.quantity <= input.viewerBalance) return null;
  return { state: 'none', label: MSG.detail.bidButton.none };
}

/** A bid can be cancelled only while pending or partly filled with editions still pending. */
export function canCancelBid(bid: Pick<BidFacts, 'status' | 'pending'>): boolean {
  return (bid.status === 'pending' || bid.status === 'partiallyCompleted') && bid.pending > 0;
}

/** Owners accept bids that are not their own; only open bids. */
export function canAcceptBid(bid: BidFacts, viewer: string | null, viewerRow: OwnershipRow | null): boolean {
  return (
    !!viewerRow && isOwnerRow(viewerRow, viewer) && !sameAddress(bid.bidder, viewer) && canCancelBid(bid)
  );
}
