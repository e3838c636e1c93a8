import type { Address, Hex } from 'viem';
import type { Deployment } from './deployment';

/** The EIP-712 domain of a marketplace deployment; orders signed for it cannot be replayed elsewhere. */
export function marketplaceDomain(chainId: number, marketplace: Address) {
  return { name: 'Agora Marketplace', version: '1', chainId, verifyingContract: marketplace } as const;
}

/** How an Order sells (IAgoraMarketplace.SaleType); DecliningPrice: a Dutch listing (issue 30). */
export const SALE_TYPE = { FixedPrice: 0, TimedAuction: 1, UnlimitedAuction: 2, DecliningPrice: 3 } as const;
export type SaleType = (typeof SALE_TYPE)[keyof typeof SALE_TYPE];

export { MAX_SWEEP } from './limits';

/** The royalty cap (AgoraMarketplace.MAX_ROYALTY_BPS); an order's maxRoyaltyBps at it agrees to any royalty. */
export const MAX_ROYALTY_BPS = 2000;

/** The Order struct a seller signs for a listing or an auction (AgoraMarketplace.ORDER_TYPEHASH). */
export const orderTypes = {
  Order: [
    { name: 'seller', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'quantity', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'unitPrice', type: 'uint256' },
    { name: 'endUnitPrice', type: 'uint256' },
    { name: 'saleType', type: 'uint8' },
    { name: 'startTime', type: 'uint256' },
    { name: 'endTime', type: 'uint256' },
    { name: 'maxFeeBps', type: 'uint256' },
    { name: 'maxRoyaltyBps', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'counter', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

/**
 * A listing (saleType FixedPrice or DecliningPrice) or an auction, as signed. `nonce`: the token's
 * `listingNonce(seller, tokenId)` for Agora's collections (0 otherwise); `counter`: the seller's `listingCounter`.
 * Listings of other collections need `startTime` (when signed) and an `endTime` at most 30 days later.
 */
export type Order = {
  seller: Address;
  collection: Address;
  tokenId: bigint;
  quantity: bigint;
  currency: Address;
  unitPrice: bigint;
  /** DecliningPrice: the unit price at `endTime` (above 0, below `unitPrice`); 0 for every other sale type. */
  endUnitPrice: bigint;
  saleType: SaleType;
  startTime: bigint;
  endTime: bigint;
  maxFeeBps: bigint;
  /**
   * The highest royalty (basis points of the price) the seller agreed to: the royalty shown when signing. A buy
   * under a higher one reverts, a sweep skips it; MAX_ROYALTY_BPS (the cap) agrees to any.
   */
  maxRoyaltyBps: bigint;
  nonce: bigint;
  counter: bigint;
  salt: bigint;
};

/**
 * The Voucher struct a creator signs to list a token without minting it (AgoraMarketplace.VOUCHER_TYPEHASH): the
 * first buyer's `buyVoucher` mints it to them with the creator as its creator (issue 30).
 */
export const voucherTypes = {
  Voucher: [
    { name: 'creator', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'metadataDigest', type: 'bytes32' },
    { name: 'royaltyBps', type: 'uint256' },
    { name: 'supply', type: 'uint256' },
    { name: 'currency', type: 'address' },
    { name: 'unitPrice', type: 'uint256' },
    { name: 'startTime', type: 'uint256' },
    { name: 'endTime', type: 'uint256' },
    { name: 'maxFeeBps', type: 'uint256' },
    { name: 'maxMintFee', type: 'uint256' },
    { name: 'counter', type: 'uint256' },
    { name: 'salt', type: 'uint256' },
  ],
} as const;

/**
 * A lazy mint's fixed-price offer, as signed. `collection`: the deployment's erc721 (`supply` 1) or erc1155;
 * `metadataDigest`: the metadata CID's sha2-256 digest (`digestFromCid`); `currency`: the native coin (zero
 * address), the only one vouchers take; `maxMintFee`: the most mint fee (wei) the creator lets the marketplace
 * take from the price; `counter`: the creator's `listingCounter` (cancelAllOrders voids the voucher).
 */
export type Voucher = {
  creator: Address;
  collection: Address;
  metadataDigest: Hex;
  royaltyBps: bigint;
  supply: bigint;
  currency: Address;
  unitPrice: bigint;
  startTime: bigint;
  endTime: bigint;
  maxFeeBps: bigint;
  maxMintFee: bigint;
  counter: bigint;
  salt: bigint;
};

/** A Voucher as JSON carries it: addresses, the digest and integers as strings. */
export type VoucherJson = Record<keyof Voucher, string>;

/** The Voucher struct a creator signs and the marketplace takes (buyVoucher, cancelVoucher), from its JSON. */
export const voucherFromJson = (v: VoucherJson): Voucher => ({
  creator: v.creator as Address,
  collection: v.collection as Address,
  metadataDigest: v.metadataDigest as Hex,
  royaltyBps: BigInt(v.royaltyBps),
  supply: BigInt(v.supply),
  currency: v.currency as Address,
  unitPrice: BigInt(v.unitPrice),
  startTime: BigInt(v.startTime),
  endTime: BigInt(v.endTime),
  maxFeeBps: BigInt(v.maxFeeBps),
  maxMintFee: BigInt(v.maxMintFee),
  counter: BigInt(v.counter),
  salt: BigInt(v.salt),
});

/** The Bid struct a bidder signs for a bid or a collection offer (AgoraMarketplace.BID_TYPEHASH). */
export const bidTypes = {
  Bid: [
    { name: 'bidder', type: 'address' },
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'anyToken', type: 'bool' },
    { name: 'tokenRoot', type: 'bytes32' },
    { name: 'auction', type: 'bytes32' },
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
export type Bid = {
  bidder: Address;
  collection: Address;
  tokenId: bigint;
  anyToken: boolean;
  /**
   * An offer's tokens: the root of their tree (`tokenRoot` of tokenTree.ts), or zero for any token of the
   * contract; zero for a bid on one token.
   */
  tokenRoot: Hex;
  /** A bid in an auction: the auction order's digest (only settleAuction of it fills the bid); zero otherwise. */
  auction: Hex;
  quantity: bigint;
  currency: Address;
  unitPrice: bigint;
  maxFeeBps: bigint;
  expiry: bigint;
  counter: bigint;
  salt: bigint;
};

/**
 * An Order as JSON carries it (the API's schemas, stored rows): addresses and integers as strings, `saleType`
 * as its decimal code; `endUnitPrice` may be left out for 0 (every sale type but DecliningPrice).
 */
export type OrderJson = Omit<Record<keyof Order, string>, 'endUnitPrice'> & { endUnitPrice?: string };

/**
 * A Bid as JSON carries it; `tokenRoot` may be left out for zero (a bid on one token, any token of a contract),
 * and `auction` for zero (a bid that is not in an auction).
 */
export type BidJson = Omit<Record<keyof Bid, string>, 'anyToken' | 'tokenRoot' | 'auction'> & {
  anyToken: boolean;
  tokenRoot?: string;
  auction?: string;
};

const ZERO_ROOT: Hex = `0x${'0'.repeat(64)}`;

/** The Order struct a seller signs and the marketplace takes (buy, remaining, cancelOrder), from its JSON. */
export const orderFromJson = (o: OrderJson): Order => ({
  seller: o.seller as Address,
  collection: o.collection as Address,
  tokenId: BigInt(o.tokenId),
  quantity: BigInt(o.quantity),
  currency: o.currency as Address,
  unitPrice: BigInt(o.unitPrice),
  endUnitPrice: BigInt(o.endUnitPrice ?? 0),
  saleType: Number(o.saleType) as SaleType,
  startTime: BigInt(o.startTime),
  endTime: BigInt(o.endTime),
  maxFeeBps: BigInt(o.maxFeeBps),
  maxRoyaltyBps: BigInt(o.maxRoyaltyBps),
  nonce: BigInt(o.nonce),
  counter: BigInt(o.counter),
  salt: BigInt(o.salt),
});

/** The Bid struct a bidder signs and the marketplace takes (acceptBid, cancelBid, settleAuction), from its JSON. */
export const bidFromJson = (b: BidJson): Bid => ({
  bidder: b.bidder as Address,
  collection: b.collection as Address,
  tokenId: BigInt(b.tokenId),
  anyToken: b.anyToken,
  tokenRoot: (b.tokenRoot ?? ZERO_ROOT) as Hex,
  auction: (b.auction ?? ZERO_ROOT) as Hex,
  quantity: BigInt(b.quantity),
  currency: b.currency as Address,
  unitPrice: BigInt(b.unitPrice),
  maxFeeBps: BigInt(b.maxFeeBps),
  expiry: BigInt(b.expiry),
  counter: BigInt(b.counter),
  salt: BigInt(b.salt),
});

/** The marketplace deployment a message is signed for. */
export type Market = Pick<Deployment, 'chainId' | 'marketplace'>;

/** The whole EIP-712 Order a seller signs for this marketplace and chain (to sign, hash or verify). */
export const orderTypedData = (m: Market, o: OrderJson) => ({
  domain: marketplaceDomain(m.chainId, m.marketplace),
  types: orderTypes,
  primaryType: 'Order' as const,
  message: orderFromJson(o),
});

/** The whole EIP-712 Bid a bidder signs for this marketplace and chain (to sign, hash or verify). */
export const bidTypedData = (m: Market, b: BidJson) => ({
  domain: marketplaceDomain(m.chainId, m.marketplace),
  types: bidTypes,
  primaryType: 'Bid' as const,
  message: bidFromJson(b),
});

/** The whole EIP-712 Voucher a creator signs for this marketplace and chain (to sign, hash or verify). */
export const voucherTypedData = (m: Market, v: VoucherJson) => ({
  domain: marketplaceDomain(m.chainId, m.marketplace),
  types: voucherTypes,
  primaryType: 'Voucher' as const,
  message: voucherFromJson(v),
});
