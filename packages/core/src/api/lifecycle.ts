import { z } from 'zod';
import { ACCEPT_BLOCKS } from '../auction';
import { multiLineText, singleLineText, TEXT_MAX } from '../validation/text';
import { address, addressParam, userSummary } from './common';
import { saleType } from './items';

/**
 * The item lifecycle API of spec 2 (issue 5), as the web app calls it: metadata upload, pre-mint drafts,
 * reported transactions, the token page, off-chain auctions and bids, re-check, unlockable content and
 * reports. Amounts are wei as decimal strings; times are ISO strings; the caller is the SIWE session.
 * docs/web.md "Lifecycle API (issue 5)" explains each endpoint.
 */

const wei = z.string().regex(/^\d{1,78}$/, 'Invalid amount');
const uint = wei;
const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid hash');
const hexBytes = z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'Invalid signature');
const itemType = z.union([z.literal(721), z.literal(1155)]);
const isoTime = z.string().datetime({ offset: true });

/** POST /media/metadata (multipart: file, name, description, properties as JSON text) → both CIDs. */
export const metadataUploadReply = z.object({
  mediaCid: z.string(),
  metadataCid: z.string(),
  /** sha2-256 digest of the raw-codec CIDv1 metadata JSON, what the collections' mint() takes. */
  metadataDigest: hex32,
  tokenUri: z.string(),
  /** Local copies for fast display (null when only IPFS holds the media). */
  media: z.string().nullable(),
  preview: z.string().nullable(),
  mediaKind: z.enum(['image', 'video', 'audio']),
});
export type MetadataUploadReply = z.infer<typeof metadataUploadReply>;

/** The sale chosen on the create form, kept with the draft (applied after the mint by the web's steps). */
export const draftSale = z.object({
  saleType,
  /** Currency symbol from config.currencies. */
  currency: singleLineText(20).min(1),
  price: wei.nullable(),
  minimumBid: wei.nullable(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
});
export type DraftSale = z.infer<typeof draftSale>;

/** POST /items/validation: the spec's server pre-validation; 400 {message, errors} or 200 {ok: true}. */
export const itemValidationBody = z.object({
  type: itemType,
  name: singleLineText(TEXT_MAX.itemName),
  royalties: singleLineText(10),
  category: singleLineText(TEXT_MAX.category),
  saleType: saleType.nullable(),
  price: singleLineText(20).nullable(),
});
export const itemValidationReply = z.object({ ok: z.literal(true) });

/** POST /items/drafts: the off-chain part of a new item, matched to the mint log by metadataCid + creator. */
export const itemDraftBody = z.object({
  type: itemType,
  metadataCid: singleLineText(120).min(1),
  name: singleLineText(TEXT_MAX.itemName).min(1),
  description: multiLineText(TEXT_MAX.description),
  category: singleLineText(TEXT_MAX.category).min(1),
  collectionId: z.number().int().positive().nullable(),
  properties: z.record(singleLineText(TEXT_MAX.propertyKey), singleLineText(TEXT_MAX.propertyValue)),
  unlockable: multiLineText(TEXT_MAX.lockedContent).nullable(),
  royaltyBps: z.number().int().min(0).max(2000),
  quantity: z.number().int().min(1).max(999),
  sale: draftSale.nullable(),
});
export type ItemDraftBody = z.infer<typeof itemDraftBody>;
export const itemDraftReply = z.object({ id: z.string() });

/** POST /tx {hash}: the receipt's logs applied; 404 unknown, 409 pending, 422 failed / not ours. */
export const txBody = z.object({ hash: hex32 });
export const txEvent = z.object({
  /** 'sale': OrderFilled; 'listingCancelled': OrderCancelled of a listing or auction. */
  kind: z.enum(['mint', 'listingCancelled', 'sale', 'bidAccepted', 'bidCancelled', 'transfer', 'burn']),
  contract: address,
  tokenId: z.string(),
  /** The order a fill or cancel names (listings and auctions). */
  orderHash: hex32.nullable().optional(),
});
export const txReply = z.object({
  hash: hex32,
  blockNumber: z.number().int(),
  events: z.array(txEvent),
});
export type TxReply = z.infer<typeof txReply>;

/** The v2 marketplace's SaleType enum as the signed message carries it: FixedPrice, TimedAuction, UnlimitedAuction. */
const saleTypeCode = z.enum(['0', '1', '2']);

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
  saleType: saleTypeCode,
  startTime: uint,
  endTime: uint,
  maxFeeBps: uint,
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
  /** FixedPrice: the signed order and its signature, which buy and sweep take (null for auctions). */
  order: orderMessageView.nullable(),
  signature: hexBytes.nullable(),
  /** Unit price (FixedPrice), null for auctions. */
  price: wei.nullable(),
  currency: z.string(),
  /** The currency's ERC-20 address; null for the native coin. */
  currencyAddress: address.nullable(),
  quantity: z.number().int(),
  minimumBid: wei.nullable(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
});
export type OwnerSale = z.infer<typeof ownerSale>;

export const tokenOwner = z.object({
  user: userSummary,
  balance: z.number().int(),
  sale: ownerSale.nullable(),
});
export type TokenOwner = z.infer<typeof tokenOwner>;

/**
 * The EIP-712 Bid message of the marketplace (field order = the contract's BID_TYPEHASH): a bid on one token,
 * or with `anyToken` a collection offer for up to `quantity` tokens of the collection.
 */
export const bidOrder = z.object({
  bidder: addressParam,
  collection: addressParam,
  tokenId: uint,
  anyToken: z.boolean(),
  /** A collection offer's tokens: the root of their tree (@agora/chain tokenRoot); zero (or left out) for any. */
  tokenRoot: hex32.optional(),
  quantity: uint,
  currency: addressParam,
  unitPrice: uint,
  maxFeeBps: uint,
  expiry: uint,
  counter: uint,
  salt: uint,
});
export type BidOrder = z.infer<typeof bidOrder>;
/** The same order in replies: stored lowercase, so no transform (a transform cannot be encoded in a response). */
export const bidOrderView = bidOrder.extend({ bidder: address, collection: address, currency: address });

export const bidStatus = z.enum(['pending', 'partiallyCompleted', 'completed', 'cancelled']);

export const tokenBid = z.object({
  id: z.string(),
  bidder: userSummary,
  /** Unit amount, wei. */
  amount: wei,
  currency: z.string(),
  quantity: z.number().int(),
  /** Editions still pending. */
  pending: z.number().int(),
  status: bidStatus,
  createdAt: isoTime,
  /** The signed order, which acceptBid and cancelBid take. */
  order: bidOrderView,
  /** Null when the owner can accept the bid now, else why not (`bidAcceptBlock` at the chain's clock). */
  acceptBlock: z.enum(ACCEPT_BLOCKS).nullable(),
  /** The bidder's signature, which acceptBid takes; withheld (null) while the bid cannot be accepted. */
  signature: hexBytes.nullable(),
});
export type TokenBid = z.infer<typeof tokenBid>;

/**
 * One open collection offer (issue 13): a Bid with `anyToken` for up to `quantity` tokens of a collection — of an
 * Agora collection page (`collectionId`; the order's tokenRoot names its tokens at offer time, as Agora's
 * collections share one contract), or of a whole external contract (tokenRoot zero). A holder accepts it with
 * acceptCollectionOffer(bid, signature, theirTokenId, proof, …). Shown on the collection page (GET
 * /collections/:contract/offers, api/offers.ts) and on the page of every token it covers.
 */
export const collectionOffer = z.object({
  id: z.string(),
  bidder: userSummary,
  collection: address,
  /** The Agora collection page the offer was made on; null for an external contract. */
  collectionId: z.number().int().nullable(),
  /** On a token page: the Merkle proof of that token (empty for tokenRoot zero, and on the collection page). */
  proof: z.array(hex32),
  /** Price of one token, wei. */
  amount: wei,
  currency: z.string(),
  /** Tokens asked for, and still wanted (less those sold to the offer). */
  quantity: z.number().int(),
  pending: z.number().int(),
  status: bidStatus,
  createdAt: isoTime,
  /** The signed order and its signature, which acceptBid and cancelBid take. */
  order: bidOrderView,
  signature: hexBytes,
});
export type CollectionOffer = z.infer<typeof collectionOffer>;

export const historyEntry = z.object({
  action: z.string(),
  text: z.string(),
  from: userSummary.nullable(),
  to: userSummary.nullable(),
  price: wei.nullable(),
  currency: z.string().nullable(),
  quantity: z.number().int().nullable(),
  txHash: z.string().nullable(),
  createdAt: isoTime,
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** GET /items/:contract/:tokenId — everything the token page shows, for the session's viewer. */
export const tokenDetail = z.object({
  token: z.object({
    contract: address,
    tokenId: z.string(),
    type: itemType,
    name: z.string(),
    description: z.string(),
    category: z.string().nullable(),
    media: z.string(),
    preview: z.string().nullable(),
    /** Gateway URL of the media on IPFS (/ipfs/{cid}), the fallback and 'View On IPFS'. */
    ipfsMedia: z.string().nullable(),
    metadataCid: z.string().nullable(),
    mediaKind: z.enum(['image', 'video', 'audio']),
    royaltyBps: z.number().int(),
    /** Editions minted and still in existence. */
    quantity: z.number().int(),
    supply: z.number().int(),
    likeCount: z.number().int(),
    liked: z.boolean(),
    hasUnlockable: z.boolean(),
    /** Whether the token belongs to Agora's own collections (burn is offered only there). */
    own: z.boolean(),
    /** Taken out of Agora's lists by an admin (issue 15): the page says so; the chain still trades it. */
    hidden: z.boolean(),
    creator: userSummary,
  }),
  /** Current holders, sale rows first (cheapest first). */
  owners: z.array(tokenOwner),
  /** Open bids, highest first. */
  bids: z.array(tokenBid),
  /** The chain's clock when the page was read: auction times and the accept rule follow block time. */
  now: isoTime,
  highestBid: tokenBid.nullable(),
  myBid: tokenBid.nullable(),
  /** Open collection offers on the token's contract, highest first (any holder may accept one). */
  collectionOffers: z.array(collectionOffer),
  history: z.array(historyEntry),
});
export type TokenDetail = z.infer<typeof tokenDetail>;

/** POST /items/:contract/:tokenId/recheck {owner} — balance read from chain; the database corrected. */
export const recheckBody = z.object({ owner: addressParam });
export const recheckReply = z.object({ owner: address, balance: z.number().int(), corrected: z.boolean() });
export type RecheckReply = z.infer<typeof recheckReply>;

export const unlockableReply = z.object({ content: z.string() });

/**
 * POST /auctions: open a TimedAuction or UnLimitedAuction on the caller's holding — an Order with saleType 1 or
 * 2 (unitPrice: the minimum bid; TimedAuction: startTime and endTime, UnlimitedAuction: both 0), settled on
 * chain by settleAuction.
 */
export const auctionBody = z.object({
  saleType: saleType.exclude(['FixedPrice']),
  order: orderMessage,
  signature: hexBytes,
});
export type AuctionBody = z.infer<typeof auctionBody>;
export const auctionReply = z.object({ id: z.string(), sale: ownerSale });

/**
 * POST /listings: a FixedPrice Order signed by the seller — no transaction. It replaces the seller's active
 * listing of the item (Lower Price signs a new order: same nonce and counter, new salt).
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

/** 'unapproved': the seller revoked the marketplace's approval (back to 'active' once approved again). */
export const listingStatus = z.enum([
  'active',
  'sold',
  'cancelled',
  'replaced',
  'void',
  'unapproved',
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

/** POST /bids (new), PUT /bids/:id (edit: replaces it); the server checks signature, balance, allowance, rules. */
export const bidBody = z.object({
  /** The holder a bid targets (1155 offers); null for any holder. */
  owner: addressParam.nullable(),
  /** A collection offer on an Agora collection page: that collection's id (its tokens make the tokenRoot). */
  collectionId: z.number().int().positive().optional(),
  order: bidOrder,
  signature: hexBytes,
});
export type BidBody = z.infer<typeof bidBody>;
export const bidReply = z.object({ bid: tokenBid, message: z.string() });

/** DELETE /bids/:id — hidden at once; onChainCancel: the signed order could still be filled, cancel it on chain. */
export const bidCancelReply = z.object({
  message: z.string(),
  onChainCancel: z.boolean(),
  order: bidOrderView,
});

/** POST /reports {contract, tokenId, message} — once per user and item (409 after). */
export const reportBody = z.object({
  contract: addressParam,
  tokenId: uint,
  message: multiLineText(TEXT_MAX.report).trim().min(1),
});
export const reportReply = z.object({ message: z.string() });

/** Activity and notification texts of lifecycle events (spec 1 style: 'Liked by', 'Followed by'). */
export const ACTIVITY_TEXT = {
  mint: 'Minted by',
  putonsale: 'Put on sale by',
  priceChanged: 'Price changed by',
  cancelprice: 'Price cancelled by',
  purchase: 'Purchased by',
  bid: 'Bid placed by',
  editbid: 'Bid edited by',
  cancelbid: 'Bid cancelled by',
  accept: 'Bid accepted by',
  transfer: 'Transferred by',
  burn: 'Burned by',
} as const;

/** Replies of the lifecycle endpoints the spec leaves unnamed. */
export const LIFECYCLE_MSG = {
  txUnknown: 'Transaction not found on the chain',
  txPending: 'Transaction is still pending',
  txFailed: 'Transaction failed on the chain',
  txNotOurs: 'Transaction has no Agora marketplace events',
  chainUnavailable: 'The chain is not reachable right now. Please try again.',
  notDeployed: 'The marketplace contracts are not deployed on this chain',
  notHolder: 'You do not hold this item',
  badSignature: 'The signature does not match this order',
  auctionClosed: 'This auction is not accepting bids',
  auctionHasBids: "You can't cancel an auction after a valid bid",
  /** Spec 2: Put On Sale is offered only while the holding has no price. */
  auctionListed: 'Cancel the fixed-price listing before starting an auction',
  /** The other way round: a holding in an open auction is not listed at a fixed price beside it. */
  listingAuctioned: 'End the auction before listing at a fixed price',
  auctionOpened: 'Auction started successfully',
  auctionCancelled: 'Auction cancelled successfully',
  bidNotFound: 'Bid not found',
  bidEdited: 'Your bid has been updated',
  alreadyReported: 'You have already reported this item',
  draftNotFound: 'Upload the file first: no metadata with this CID was uploaded by you',
  /** A single edition joins a SINGLE collection, a multiple edition a MULTIPLE one. */
  collectionWrongKind: 'This collection is for the other kind of item (single or multiple)',
  nonceStale: 'This bid was signed with an old nonce. Please sign it again.',
  wrongCurrency: 'Bids are paid in an ERC-20 token of the marketplace',
  /** Signed orders (issue 13): what POST /listings and POST /auctions refuse. */
  listingNotFound: 'Listing not found',
  listingNonceStale: 'This item moved since the order was signed. Please sign it again.',
  counterStale: 'This order was signed before you cancelled all your orders. Please sign it again.',
  notApproved: 'Approve the marketplace for this collection first',
  currencyNotAllowed: 'This currency is not accepted by the marketplace',
  wrongSaleType: 'The signed order is not of this sale type',
  badOrder: 'The signed order does not match the marketplace rules',
  listed: 'Your item is on sale',
} as const;
