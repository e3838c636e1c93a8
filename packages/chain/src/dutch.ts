import { type Order, SALE_TYPE } from './eip712';

/** What prices an order: its sale type, both prices and both times (an Order, or a stored listing's columns). */
export type PriceTerms = Pick<Order, 'saleType' | 'unitPrice' | 'endUnitPrice' | 'startTime' | 'endTime'>;

/**
 * The unit price of an order at `at` (unix seconds), exactly as AgoraMarketplace.unitPriceAt computes it: the
 * order's unitPrice, except for a DecliningPrice order, whose price falls linearly from unitPrice at startTime to
 * endUnitPrice at endTime; the fall is rounded down (the price up, in the seller's favour, by less than 1 wei).
 */
export function unitPriceAt(o: PriceTerms, at: bigint): bigint {
  if (o.saleType !== SALE_TYPE.DecliningPrice || at <= o.startTime) return o.unitPrice;
  if (at >= o.endTime) return o.endUnitPrice;
  // BigInt has no overflow: the 512-bit fullMulDiv of the contract is plain arithmetic here.
  return o.unitPrice - ((o.unitPrice - o.endUnitPrice) * (at - o.startTime)) / (o.endTime - o.startTime);
}

export { SALE_TYPE };
