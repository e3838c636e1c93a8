import {
  type BidButtonState,
  type BurnCheck,
  type CheckoutButtonState,
  type DetailBadge,
  detailBadge,
  holderRow,
  itemActions,
  type MenuAction,
  type TokenBid,
  type TokenDetail,
  type TokenOwner,
  viewerHolding,
} from '@agora/core';
import type { StepStatus } from '../../lib/chain/steps';

/** The sale row bids go to: a timed auction first, else open offers. */
export const auctionRow = (detail: TokenDetail) =>
  detail.owners.find((o) => o.sale?.saleType === 'TimedAuction') ??
  detail.owners.find((o) => o.sale?.saleType === 'UnLimitedAuction') ??
  null;

/** The timed auction's start and end (ms), when the item is on one. */
export function auctionTimes(detail: TokenDetail): { startsAt: number; endsAt: number } | null {
  const sale = auctionRow(detail)?.sale;
  return sale?.startsAt && sale.endsAt
    ? { startsAt: Date.parse(sale.startsAt), endsAt: Date.parse(sale.endsAt) }
    : null;
}

export interface TokenActions {
  /** The three-dot menu, in the spec's order. */
  menu: { kind: MenuAction; label: string }[];
  /** Buy Now: the focused owner's listing, when it is not the viewer's. */
  buyFrom: TokenOwner | null;
  putOnSale: boolean;
  bid: { state: BidButtonState; label: string } | null;
  /** Accept Bid: the highest bid, once the auction has ended and the server says it can be accepted. */
  accept: TokenBid | null;
  badge: DetailBadge | null;
}

/**
 * What the token page offers `viewer` (null: a visitor) at the chain's `now`: core's `itemActions` (the rules
 * item cards use too) for the menu and buttons, plus the auction badge and Accept. `focus` is the owner whose
 * page this is (its listing is what Buy Now buys).
 */
export function tokenActions({
  detail,
  focus,
  viewer,
  now,
}: {
  detail: TokenDetail;
  focus: TokenOwner | null;
  viewer: string | null;
  now: number;
}): TokenActions {
  const { token } = detail;
  const mine = viewerHolding(detail.owners, viewer);
  const auction = auctionRow(detail);
  const times = auctionTimes(detail);
  const { menu, buy, putOnSale, bid } = itemActions({
    item: { type: token.type, contract: token.contract, quantity: token.supply },
    ownContracts: token.own ? [token.contract] : [],
    viewer,
    now,
    mine,
    seller: focus && holderRow(focus),
    auction: auction && holderRow(auction),
    myBid: detail.myBid,
    viewerBalance: mine?.balance ?? 0,
    unminted: token.minted === false,
  });
  const badge = times
    ? detailBadge({
        now,
        ...times,
        hasHighestBid: !!detail.highestBid,
        viewerIsOwner: auction?.user.address === viewer,
      })
    : null;
  const highest = detail.highestBid;
  return {
    menu,
    buyFrom: buy ? focus : null,
    putOnSale,
    bid,
    accept: badge?.kind === 'accept' && highest && !highest.acceptBlock ? highest : null,
    badge,
  };
}

/**
 * The button state machines of spec 2 §4 that mix a form check with a transaction step. Each returns the
 * state whose label MSG holds (MSG.burn.button, MSG.checkout.button, MSG.acceptBid.button).
 */

/** Burn: empty, init, zero, errors, processing, done, try. */
export type BurnButtonState = BurnCheck | 'processing' | 'done' | 'try';

export function burnButtonState(check: BurnCheck, status: StepStatus): BurnButtonState {
  if (status === 'processing' || status === 'done') return status;
  if (check !== 'init') return check;
  return status === 'tryagain' ? 'try' : 'init';
}

export const burnButtonEnabled = (s: BurnButtonState) => s === 'init' || s === 'try';

/** Checkout: start, processing, error (platform token short), errors (balance short), errors1 (fields). */
export type CheckoutButton = CheckoutButtonState | 'processing';

export function checkoutButton(check: CheckoutButtonState, busy: boolean): CheckoutButton {
  return busy ? 'processing' : check;
}

/** Proceed only from start with no field errors. */
export const checkoutEnabled = (s: CheckoutButton) => s === 'start';

/** Accept bid: start, process, done, try, error (bidder balance too low), error1 (allowance too low). */
export type AcceptButtonState = 'start' | 'process' | 'done' | 'try' | 'error' | 'error1';

export function acceptButtonState(input: {
  status: StepStatus;
  bidderBalanceOk: boolean;
  bidderAllowanceOk: boolean;
}): AcceptButtonState {
  if (input.status === 'processing') return 'process';
  if (input.status === 'done') return 'done';
  if (!input.bidderBalanceOk) return 'error';
  if (!input.bidderAllowanceOk) return 'error1';
  return input.status === 'tryagain' ? 'try' : 'start';
}

export const acceptEnabled = (s: AcceptButtonState) => s === 'start' || s === 'try';
