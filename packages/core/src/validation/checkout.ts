import type { ItemType } from '../constants';
import { MSG } from '../messages';
import { type ScaledFee, youWillPay } from '../money';
import { checkQuantity } from './amount';
import { type FieldErrors, hasErrors, put, readAmount } from './fields';

const E = MSG.checkout.errors;

export interface CheckoutInput {
  type: ItemType;
  quantity: string;
  /** Editions the seller has on sale. */
  available: number;
  /** The listing's unit price as decimal text (token units). */
  price: string;
  buyerFee: ScaledFee;
  /** The buyer's balance in the paying currency, wei. */
  balance: bigint;
}

export type CheckoutField = 'quantity' | 'price' | 'balance';

/** Checkout (spec 2 §5). 721 items are bought one at a time, so only 1155 checks the quantity. */
export function validateCheckout(input: CheckoutInput): FieldErrors<CheckoutField> {
  const errors: FieldErrors<CheckoutField> = {};
  let quantity = 1;
  if (input.type === 1155) {
    const q = checkQuantity(input.quantity, input.available, E);
    if ('error' in q) put(errors, 'quantity', q.error);
    else quantity = q.n;
  }
  const price = readAmount(input.price);
  if (price.kind === 'empty') put(errors, 'price', E.priceEmpty);
  else if (price.kind === 'nan') put(errors, 'price', E.priceNumber);
  else if (price.wei === 0n) put(errors, 'price', E.priceZero);
  else if (!hasErrors(errors) && youWillPay(price.wei, quantity, input.buyerFee) > input.balance)
    put(errors, 'balance', E.insufficient);
  return errors;
}

export type CheckoutButtonState = 'start' | 'error' | 'errors' | 'errors1';

/**
 * The checkout button (spec 2 §4): errors1 for field errors, error when paying in the platform token
 * without enough of it, errors for too little of another currency; start otherwise.
 */
export function checkoutButtonState(
  errors: FieldErrors<CheckoutField>,
  payingInPlatformToken: boolean,
): CheckoutButtonState {
  const { balance, ...fields } = errors;
  if (hasErrors(fields)) return 'errors1';
  if (balance) return payingInPlatformToken ? 'error' : 'errors';
  return 'start';
}
