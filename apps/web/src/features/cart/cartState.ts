import { MAX_SWEEP } from '@agora/chain/browser';
import type { Address } from '@agora/core';
import { sameAddress } from '@agora/core';

/**
 * The cart's state machine, pure: listings the buyer means to buy in one sweep. A sweep pays in one
 * currency and holds at most MAX_SWEEP purchases, so the cart does too; each item is one signed listing
 * (keyed by its order hash) and the copies wanted of it.
 */

export interface CartItem {
  /** EIP-712 digest of the seller's signed order: what GET /orders/:hash returns. */
  orderHash: `0x${string}`;
  contract: Address;
  tokenId: string;
  type: 721 | 1155;
  name: string;
  media: string;
  seller: Address;
  /** Currency symbol of the listing. */
  currency: string;
  /** Price of one copy, wei (decimal string: the cart lives in localStorage). */
  unitPrice: string;
  /** Copies on sale in the order when added. */
  available: number;
  /** Copies to buy (always 1 for a 721). */
  quantity: number;
  royaltyBps: number;
}

export interface CartState {
  items: CartItem[];
}

export type AddOutcome = 'added' | 'already' | 'otherCurrency' | 'full';

export const emptyCart: CartState = { items: [] };

/** The currency every item of the cart is priced in (null when empty). */
export const cartCurrency = (state: CartState): string | null => state.items[0]?.currency ?? null;

export const inCart = (state: CartState, orderHash: string) =>
  state.items.some((i) => i.orderHash === orderHash);

/** Whether a listing of this seller for this token is in the cart (what a card, which has no order hash, knows). */
export const sellerListingInCart = (state: CartState, contract: string, tokenId: string, seller: string) =>
  state.items.some(
    (i) => sameAddress(i.contract, contract) && i.tokenId === tokenId && sameAddress(i.seller, seller),
  );

export function addItem(state: CartState, item: CartItem): { state: CartState; outcome: AddOutcome } {
  if (inCart(state, item.orderHash)) return { state, outcome: 'already' };
  const currency = cartCurrency(state);
  if (currency !== null && currency !== item.currency) return { state, outcome: 'otherCurrency' };
  if (state.items.length >= MAX_SWEEP) return { state, outcome: 'full' };
  const quantity = clampQuantity(item, item.quantity);
  return { state: { items: [...state.items, { ...item, quantity }] }, outcome: 'added' };
}

export const removeItems = (state: CartState, orderHashes: readonly string[]): CartState => ({
  items: state.items.filter((i) => !orderHashes.includes(i.orderHash)),
});

/** Copies wanted, kept between 1 and the copies on sale (a 721 is always 1). */
export function setQuantity(state: CartState, orderHash: string, quantity: number): CartState {
  return {
    items: state.items.map((i) =>
      i.orderHash === orderHash ? { ...i, quantity: clampQuantity(i, quantity) } : i,
    ),
  };
}

function clampQuantity(item: CartItem, quantity: number): number {
  if (item.type === 721) return 1;
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(whole, 1), Math.max(item.available, 1));
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** A stored item as it was written; anything else (an older shape, a hand edit) is dropped. */
function isCartItem(v: unknown): v is CartItem {
  if (typeof v !== 'object' || v === null) return false;
  const i = v as Record<string, unknown>;
  return (
    isText(i.orderHash) &&
    /^0x[0-9a-f]{64}$/i.test(i.orderHash) &&
    isText(i.contract) &&
    isText(i.tokenId) &&
    (i.type === 721 || i.type === 1155) &&
    isText(i.name) &&
    isText(i.media) &&
    isText(i.seller) &&
    isText(i.currency) &&
    isText(i.unitPrice) &&
    /^\d+$/.test(i.unitPrice) &&
    Number.isInteger(i.available) &&
    Number.isInteger(i.quantity) &&
    Number.isInteger(i.royaltyBps)
  );
}

/** Reads a persisted cart; the first item's currency wins, as it would have when adding. */
export function parseCart(text: string | null): CartState {
  if (!text) return emptyCart;
  try {
    const parsed = JSON.parse(text) as { items?: unknown };
    const items = Array.isArray(parsed.items) ? parsed.items.filter(isCartItem) : [];
    return items.reduce<CartState>((s, item) => addItem(s, item).state, emptyCart);
  } catch {
    return emptyCart;
  }
}
