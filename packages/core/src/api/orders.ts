import { z } from 'zod';
import { address, addressParam } from './common';
import { saleType } from './items';
import { hex32, hexBytes, isoTime, uint, unixTime, wei } from './scalars';
import { voucherMessageView } from './vouchers';

/** Signed sale orders (issue 13): listings (FixedPrice) and auctions, and a holder's sale row they make. */

/**
 * The v2 marketplace's SaleType enum as the signed message carries it: FixedPrice, TimedAuction, UnlimitedAuction,
 * DecliningPrice.
 */
const saleTypeCode = z.enum(['0', '1', '2', '3']);

/**
 * The EIP-712 Order message a seller signs (listing or auction; field order = the contract's ORDER_TYPEHASH,
 * types in @agora/chain `orderTypes`), as decimal strings.
 */
export const orderMessage = z.object({
  seller: addressParam,
  collection: addressParam,
  tokenId: uint,
  quantity: uint,
  currency: addressParam,
  unitPrice: uint,
  /**
   * DecliningPrice: the unit price at endTime (issue 30); 0 for every other sale type. Stored and served always,
   * so a row signed under the previous Order type (without it) is told apart (migration 0030).
   */
  endUnitPrice: uint.default('0'),
  saleType: saleTypeCode,
  startTime: unixTime,
  endTime: unixTime,
  maxFeeBps: uint,
  /** The royalty (basis points) shown when signing: the highest a fill may pay (issue 28). */
  maxRoyaltyBps: uint,
  nonce: uint,
  counter: uint,
  salt: uint,
});
export type OrderMessage = z.infer<typeof orderMessage>;
/** The same order in replies: stored lowercase, so no transform (a transform cannot be encoded in a response). */
export const orderMessageView = orderMessage.extend({
  seller: address,
  collection: address,
  currency: address,
});

/** One holder of an item and their sale row (spec 2 'Owner/sale entry'). */
export const ownerSale = z.object({
  saleType,
  /** The EIP-712 digest of the holder's newest active order (listing or auction); cancelOrder names it. */
  orderHash: hex32.nullable(),
  /** FixedPrice: the signed order and its signature, which buy and sweep take (null for auctions and vouchers). */
  order: orderMessageView.nullable(),
  signature: hexBytes.nullable(),
  /**
   * A creator's voucher (issue 30, "List without minting"): buyVoucher takes it with `signature`, and mints the
   * copies bought; `order` is null then.
   */
  voucher: voucherMessageView.optional(),
  /** Unit price (FixedPrice; DecliningPrice: at startsAt), null for auctions. */
  price: wei.nullable(),
  /** DecliningPrice: the unit price at endsAt, reached linearly from `price` at startsAt; null otherwise. */
  endPrice: wei.nullable().optional(),
  currency: z.string(),
  /** The currency's ERC-20 address; null for the native coin. */
  currencyAddress: address.nullable(),
  quantity: z.number().int(),
  minimumBid: wei.nullable(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
});
export type OwnerSale = z.infer<typeof ownerSale>;

/**
 * POST /auctions: open a TimedAuction or UnLimitedAuction on the caller's holding — an Order with saleType 1 or
 * 2 (unitPrice: the minimum bid; TimedAuction: startTime and endTime, UnlimitedAuction: both 0), settled on
 * chain by settleAuction.
 */
export const auctionBody = z.object({
  saleType: saleType.exclude(['FixedPrice', 'DecliningPrice']),
  order: orderMessage,
  signature: hexBytes,
});
export type AuctionBody = z.infer<typeof auctionBody>;
export const auctionReply = z.object({ id: z.string(), sale: ownerSale });

/**
 * POST /listings: a FixedPrice or DecliningPrice (Dutch) Order signed by the seller — no transaction. It replaces
 * the seller's active listing of the item (Lower Price signs a new order: same nonce and counter, new salt).
 */
export const listingBody = z.object({ order: orderMessage, signature: hexBytes });
export type ListingBody = z.infer<typeof listingBody>;
export const listingReply = z.object({ hash: hex32, sale: ownerSale, message: z.string() });

/** DELETE /listings/:hash — hidden at once; onChainCancel: the signed order could still fill, send cancelOrder. */
export const listingCancelReply = z.object({
  message: z.string(),
  onChainCancel: z.boolean(),
  order: orderMessageView,
});

/**
 * 'unapproved': the seller revoked the marketplace's approval (back to 'active' once approved again); 'held': the
 * marketplace refuses the order now (a seller fee above its signed bound, a currency no longer allowed).
 */
export const listingStatus = z.enum([
  'active',
  'sold',
  'cancelled',
  'replaced',
  'void',
  'unapproved',
  'held',
  'expired',
]);

/** GET /orders/:hash — a stored listing or auction order; `remaining` is the chain's remaining(order). */
export const orderReply = z.object({
  hash: hex32,
  order: orderMessageView,
  signature: hexBytes,
  status: z.union([listingStatus, z.enum(['open', 'settled'])]),
  remaining: z.number().int(),
});
export type OrderReply = z.infer<typeof orderReply>;
