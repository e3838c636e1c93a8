import { type ScaledFee, settle } from '@agora/core';
import type { CartItem } from './cartState';

/** What the drawer shows and the sweep is bound by, from core's settlement math (one settlement per item). */
export interface CartTotals {
  /** Sum of unit price × quantity. */
  subtotal: bigint;
  /** Buyer fee, added on top. */
  serviceFee: bigint;
  /** Royalties the creators receive, taken out of the price (the buyer pays none on top). */
  royalty: bigint;
  /** "You will pay": the sweep's maxTotal, and its msg.value for the native coin. */
  total: bigint;
}

/**
 * The chain charges each purchase of a sweep its own fee (rounded down per purchase), so the totals add up
 * per-item settlements rather than applying the fee to the sum: the bound then equals what a sweep where every
 * item fills is charged, to the wei.
 */
export function cartTotals(
  items: readonly Pick<CartItem, 'unitPrice' | 'quantity' | 'royaltyBps'>[],
  fees: { buyer: ScaledFee; seller: ScaledFee },
): CartTotals {
  return items.reduce<CartTotals>(
    (sum, item) => {
      const s = settle({
        unitPrice: BigInt(item.unitPrice),
        quantity: item.quantity,
        buyerFee: fees.buyer,
        sellerFee: fees.seller,
        royaltyBps: BigInt(item.royaltyBps),
      });
      return {
        subtotal: sum.subtotal + s.subtotal,
        serviceFee: sum.serviceFee + s.buyerFee,
        royalty: sum.royalty + s.royalty,
        total: sum.total + s.buyerPays,
      };
    },
    { subtotal: 0n, serviceFee: 0n, royalty: 0n, total: 0n },
  );
}
