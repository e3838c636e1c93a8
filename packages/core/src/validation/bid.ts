import { minimumNextBid } from '../auction';
import type { ItemType } from '../constants';
import { PRICE_DECIMALS } from '../constants';
import { formatUnits } from '../decimal';
import { MSG } from '../messages';
import { type ScaledFee, youWillPay } from '../money';
import { checkQuantity } from './amount';
import { type FieldErrors, hasErrors, MIN_PRICE_WEI, put, readAmount } from './fields';

const E = MSG.bid.errors;

export interface BidInput {
  type: ItemType;
  quantity: string;
  /** Most editions the viewer may bid for. */
  allowed: number;
  currency: string;
  amount: string;
  /** Highest pending bid (unit amount, wei). */
  highestBid: bigint | null;
  /** The seller's minimum bid (wei), when set. */
  minimumBid: bigint | null;
  /** Timed auctions also require 5% over the highest bid. */
  timedAuction: boolean;
  buyerFee: ScaledFee;
  /** Balance the bid can draw on (wei of the bid currency). */
  biddingBalance: bigint;
}

export type BidField = 'quantity' | 'currency' | 'amount' | 'balance';

function amountError(input: BidInput): string | { wei: bigint } {
  const read = readAmount(input.amount);
  if (read.kind === 'empty') return E.amountEmpty;
  if (read.kind === 'nan') return E.amountNumber;
  if (read.wei === 0n) return E.amountZero;
  if (read.places > PRICE_DECIMALS) return E.decimals;
  if (input.highestBid !== null && read.wei <= input.highestBid)
    return E.amountNotAboveHighest(formatUnits(input.highestBid));
  if (read.wei < MIN_PRICE_WEI) return E.amountMin;
  const floor = input.timedAuction
    ? minimumNextBid(input.minimumBid ?? 0n, input.highestBid)
    : (input.minimumBid ?? 0n);
  if (read.wei < floor) return E.amountBelowMinimum(formatUnits(floor));
  return { wei: read.wei };
}

/** Place a bid (spec 2 §5). Any error: toast MSG.formErrorAll. */
export function validateBid(input: BidInput): FieldErrors<BidField> {
  const errors: FieldErrors<BidField> = {};
  let quantity = 1;
  if (input.type === 1155) {
    const q = checkQuantity(input.quantity, input.allowed, E);
    if ('error' in q) put(errors, 'quantity', q.error);
    else quantity = q.n;
  }
  if (!input.currency.trim()) put(errors, 'currency', E.currencyRequired);
  const amount = amountError(input);
  if (typeof amount === 'string') put(errors, 'amount', amount);
  else if (!hasErrors(errors)) {
    const pay = youWillPay(amount.wei, quantity, input.buyerFee);
    if (input.biddingBalance === 0n || pay > input.biddingBalance) put(errors, 'balance', E.insufficient);
  }
  return errors;
}
