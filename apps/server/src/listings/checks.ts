import type { Deployment } from '@agora/chain';
import { DECLINING_MAX_HOURS, LIFECYCLE_MSG, MIN_PRICE, MSG, type OrderMessage } from '@agora/core';
import { type Address, parseEther } from 'viem';
import type { MarketReads } from '../bids/chain';
import { HttpError, ValidationError } from '../http/errors';

/** An item as the order checks need it. */
export interface OrderItem {
  type: 721 | 1155;
  contract: string;
}

/** What the chain accepts as an order's life on another collection than Agora's: 30 days at most. */
const EXTERNAL_MAX_SECONDS = 30n * 24n * 3600n;

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message });

/** A listing's signed sale type: FixedPrice, or DecliningPrice (a Dutch listing, issue 30). */
const LISTING_CODES = new Set(['0', '3']);

/**
 * The terms of spec 2 a listing's signed order (fixed price or Dutch) meets before any chain read. A Dutch one
 * (issue 30) also: an end price of at least the minimum price and below the start price, an end after its start
 * at most DECLINING_MAX_HOURS later; any other: endUnitPrice 0, as the chain requires (BadEndPrice).
 */
export function checkListingTerms(order: OrderMessage, item: OrderItem, now: number): void {
  const errors = MSG.sale.errors;
  if (!LISTING_CODES.has(order.saleType)) throw new HttpError(400, LIFECYCLE_MSG.wrongSaleType);
  if (BigInt(order.quantity) === 0n) throw invalid('quantity', errors.quantityZero);
  if (item.type === 721 && order.quantity !== '1') throw invalid('quantity', errors.quantityAbove);
  if (BigInt(order.unitPrice) < parseEther(MIN_PRICE)) throw invalid('price', errors.priceMin);
  if (order.endTime !== '0' && BigInt(order.endTime) <= BigInt(now)) {
    throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  }
  if (order.saleType !== '3') {
    if (order.endUnitPrice !== '0') throw new HttpError(400, LIFECYCLE_MSG.badOrder);
    return;
  }
  const end = BigInt(order.endUnitPrice);
  if (end < parseEther(MIN_PRICE)) throw invalid('endPrice', errors.endPriceMin);
  if (end >= BigInt(order.unitPrice)) throw invalid('endPrice', errors.endPriceNotLower);
  const life = BigInt(order.endTime) - BigInt(order.startTime);
  if (life <= 0n || life > BigInt(DECLINING_MAX_HOURS) * 3600n) {
    throw invalid('hours', errors.durationRange(DECLINING_MAX_HOURS));
  }
}

/**
 * The chain state every seller's order (listing or auction) needs to fill, read in this order: the seller holds
 * the copies, lets the marketplace move them, signed at their current listing counter and at the token's
 * current listing nonce (Agora's collections; other collections need an end within 30 days), the fee bound
 * covers the marketplace's seller fee (a fill reverts FeeAboveSigned otherwise) and the royalty bound the
 * token's royalty now (RoyaltyAboveSigned otherwise). Returns the copies held.
 */
export async function checkSellable(
  reads: MarketReads,
  d: Deployment,
  item: OrderItem,
  order: OrderMessage,
  me: string,
): Promise<number> {
  const contract = item.contract as Address;
  const tokenId = BigInt(order.tokenId);
  const seller = me as Address;
  const balance = await reads.holderBalance(item.type, contract, tokenId, me);
  if (balance === 0) throw new HttpError(403, LIFECYCLE_MSG.notHolder);
  if (BigInt(order.quantity) > BigInt(balance)) throw invalid('quantity', MSG.sale.errors.quantityAbove);
  if (!(await reads.approved(contract, seller))) throw new HttpError(400, LIFECYCLE_MSG.notApproved);
  if (BigInt(order.counter) !== (await reads.listingCounter(seller))) {
    throw new HttpError(400, LIFECYCLE_MSG.counterStale);
  }
  const own = [d.erc721, d.erc1155].some((a) => a.toLowerCase() === contract);
  const nonce = own ? await reads.listingNonce(contract, tokenId, seller) : 0n;
  if (BigInt(order.nonce) !== nonce) throw new HttpError(400, LIFECYCLE_MSG.listingNonceStale);
  if (
    !own &&
    // The chain counts an external order's 30 days from its start (Orders.MAX_EXTERNAL_LISTING).
    (order.endTime === '0' || BigInt(order.endTime) - BigInt(order.startTime) > EXTERNAL_MAX_SECONDS)
  ) {
    throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  }
  if (BigInt(order.maxFeeBps) < (await reads.sellerFeeBps()))
    throw new HttpError(400, LIFECYCLE_MSG.badOrder);
  if (BigInt(order.maxRoyaltyBps) < (await reads.royaltyBps(contract, tokenId, seller)))
    throw new HttpError(400, LIFECYCLE_MSG.royaltyAboveSigned);
  return balance;
}
