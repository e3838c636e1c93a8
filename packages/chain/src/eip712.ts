import type { Address } from 'viem';

/** The EIP-712 domain of a marketplace deployment; bids signed for it cannot be replayed elsewhere. */
export function marketplaceDomain(chainId: number, marketplace: Address) {
  return { name: 'Agora Marketplace', version: '1', chainId, verifyingContract: marketplace } as const;
}

/** The Bid struct the bidder signs (AgoraMarketplace.BID_TYPEHASH). */
export const bidTypes = {
  Bid: [
    { name: 'bidder', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'quantity', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'unitPrice', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

export interface Bid {
  bidder: Address;
  collection: Address;
  tokenId: bigint;
  quantity: bigint;
  currency: Address;
  unitPrice: bigint;
  expiry: bigint;
  nonce: bigint;
  salt: bigint;
}
