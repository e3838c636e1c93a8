import type { BidOrder, OrderMessage } from '@agora/core';

/** A listing or auction order with its seller's EIP-712 signature, as the marketplace fills it. */
export interface SignedOrder {
  order: OrderMessage;
  signature: `0x${string}`;
}

/** A bid or collection offer with its bidder's EIP-712 signature, as the marketplace accepts it. */
export interface SignedBid {
  order: BidOrder;
  signature: `0x${string}`;
}
