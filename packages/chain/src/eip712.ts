import type { Address, Hex } from 'viem';

/** The EIP-712 domain of a marketplace deployment; orders signed for it cannot be replayed elsewhere. */
export function marketplaceDomain(chainId: number, marketplace: Address) {
  return { name: 'Agora Marketplace', version: '1', chainId, verifyingContract: marketplace } as const;
}

/** How an Order sells (IAgoraMarketplace.SaleType). */
export const SALE_TYPE = { FixedPrice: 0, TimedAuction: 1, UnlimitedAuction: 2 } as const;
export type SaleType = (typeof SALE_TYPE)[keyof typeof SALE_TYPE];

/** The most purchases one `sweep` takes (AgoraMarketplace.MAX_SWEEP). */
export const MAX_SWEEP = 50;

/** The Order struct a seller signs for a listing or an auction (AgoraMarketplace.ORDER_TYPEHASH). */
export const orderTypes = {
  Order: [
    { name: 'seller', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'quantity', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'unitPrice', type: 'uint256' },
    { name: 'saleType', type: 'uint8' },
    { name: 'startTime', type: 'uint256' },
    { name: 'endTime', type: 'uint256' },
    { name: 'maxFeeBps', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'counter', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

/**
 * A listing (saleType FixedPrice) or an auction, as signed. `nonce`: the token's `listingNonce(seller, tokenId)`
 * for Agora's collections (0 otherwise); `counter`: the seller's `listingCounter`. FixedPrice orders of other
 * collections need `startTime` (when signed) and an `endTime` at most 30 days later.
 */
export interface Order {
  seller: Address;
  collection: Address;
  tokenId: bigint;
  quantity: bigint;
  currency: Address;
  unitPrice: bigint;
  saleType: SaleType;
  startTime: bigint;
  endTime: bigint;
  maxFeeBps: bigint;
  nonce: bigint;
  counter: bigint;
  salt: bigint;
}

/** The Bid struct a bidder signs for a bid or a collection offer (AgoraMarketplace.BID_TYPEHASH). */
export const bidTypes = {
  Bid: [
    { name: 'bidder', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'anyToken', type: 'bool' },
    { name: 'tokenRoot', type: 'bytes32' },
    { name: 'quantity', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'unitPrice', type: 'uint256' },
    { name: 'maxFeeBps', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'counter', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

/** A bid on one token, or with `anyToken` a collection offer on up to `quantity` tokens (`tokenId` ignored). */
export interface Bid {
  bidder: Address;
  collection: Address;
  tokenId: bigint;
  anyToken: boolean;
  /**
   * An offer's tokens: the root of their tree (`tokenRoot` of tokenTree.ts), or zero for any token of the
   * contract; zero for a bid on one token.
   */
  tokenRoot: Hex;
  quantity: bigint;
  currency: Address;
  unitPrice: bigint;
  maxFeeBps: bigint;
  expiry: bigint;
  counter: bigint;
  salt: bigint;
}
