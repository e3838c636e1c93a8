import type { BurnCheck, CheckoutButtonState } from '@agora/core';
import type { StepStatus } from './steps';

/**
 * The button state machines of spec 2 §4 that mix a form check with a transaction step. Each returns the
 * state whose label MSG holds (MSG.burn.button, MSG.checkout.button, MSG.acceptBid.button).
 */

/** Burn: empty, init, zero, errors, processing, done, try. */
export type BurnButtonState = BurnCheck | 'processing' | 'done' | 'try';

export function burnButtonState(check: BurnCheck, status: StepStatus): BurnButtonState {
  if (status === 'processing' || status === 'done') return status;
  if (check !== 'init') return check;
  return status === 'tryagain' ? 'try' : 'init';
}

export const burnButtonEnabled = (s: BurnButtonState) => s === 'init' || s === 'try';

/** Checkout: start, processing, error (platform token short), errors (balance short), errors1 (fields). */
export type CheckoutButton = CheckoutButtonState | 'processing';

export function checkoutButton(check: CheckoutButtonState, busy: boolean): CheckoutButton {
  return busy ? 'processing' : check;
}

/** Proceed only from start with no field errors. */
export const checkoutEnabled = (s: CheckoutButton) => s === 'start';

/** Accept bid: start, process, done, try, error (bidder balance too low), error1 (allowance too low). */
export type AcceptButtonState = 'start' | 'process' | 'done' | 'try' | 'error' | 'error1';

export function acceptButtonState(input: {
  status: StepStatus;
  bidderBalanceOk: boolean;
  bidderAllowanceOk: boolean;
}): AcceptButtonState {
  if (input.status === 'processing') return 'process';
  if (input.status === 'done') return 'done';
  if (!input.bidderBalanceOk) return 'error';
  if (!input.bidderAllowanceOk) return 'error1';
  return input.status === 'tryagain' ? 'try' : 'start';
}

export const acceptEnabled = (s: AcceptButtonState) => s === 'start' || s === 'try';
