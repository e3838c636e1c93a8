import {
  type FieldErrors,
  readAmount,
  readCount,
  type ScaledFee,
  validateBid,
  youWillPay,
} from '@agora/core';

/**
 * The Make collection offer form, checked by spec 2's bid rules (amount, currency, balance) with the quantity
 * counted in tokens of the collection: an offer is a bid for up to that many tokens.
 */

/** Most tokens one offer may ask for: as many as one multiple-edition item may have. */
export const MAX_OFFER_TOKENS = 999;

export interface OfferForm {
  amount: string;
  quantity: string;
  currency: string;
}

export function validateOffer(
  form: OfferForm,
  buyerFee: ScaledFee,
  biddingBalance: bigint,
): FieldErrors<'quantity' | 'currency' | 'amount' | 'balance'> {
  return validateBid({
    type: 1155,
    quantity: form.quantity,
    allowed: MAX_OFFER_TOKENS,
    currency: form.currency,
    amount: form.amount,
    highestBid: null,
    minimumBid: null,
    timedAuction: false,
    buyerFee,
    biddingBalance,
  });
}

/** Price × tokens + buyer fee: the most the bidder pays if every token is sold to the offer (the allowance). */
export function offerTotal(form: OfferForm, buyerFee: ScaledFee): bigint {
  const amount = readAmount(form.amount);
  const quantity = readCount(form.quantity);
  return youWillPay(
    amount.kind === 'ok' ? amount.wei : 0n,
    quantity.kind === 'ok' ? quantity.n : 0,
    buyerFee,
  );
}
