/**
 * The item lifecycle API of spec 2 (issue 5), as the web app calls it: metadata upload and pre-mint drafts
 * (item-drafts.ts), reported transactions (tx.ts), the token page (token-page.ts), signed listings and auctions
 * (orders.ts), bids (bids.ts) and collection offers (offers.ts), re-check, unlockable content and reports.
 * Amounts are wei as decimal strings; times are ISO strings; the caller is the SIWE session.
 * docs/web.md "Lifecycle API (issue 5)" explains each endpoint. This module keeps the lifecycle's texts.
 */

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
  /**
   * Issue 28.8: the signed cheaper order stays fillable on chain until it is cancelled there, so a raise (or a
   * change of currency) through the API alone would leave it for anyone to buy.
   */
  priceRaiseNeedsCancel:
    'To raise the price or change the currency, first cancel your listing on chain (Cancel listing), then list again',
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
  royaltyAboveSigned: "This token's royalty is above the one the order was signed for. Please sign it again.",
  listed: 'Your item is on sale',
} as const;
