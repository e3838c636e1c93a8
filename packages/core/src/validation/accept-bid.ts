import type { ItemType } from '../constants';
import { MSG } from '../messages';
import { checkCount } from './amount';
import type { FieldErrors } from './fields';

const E = MSG.acceptBid.errors;

/** Accept bid (spec 2 §5): at most the editions the bidder asked for (721: always 1). */
export function validateAcceptBid(input: {
  type: ItemType;
  quantity: string;
  bidQuantity: number;
}): FieldErrors<'quantity'> {
  if (input.type === 721) return {};
  const q = checkCount(input.quantity, input.bidQuantity, {
    empty: E.quantityEmpty,
    nan: E.quantityNumber,
    zero: E.quantityZero,
    above: E.quantityAboveBid,
  });
  return 'error' in q ? { quantity: q.error } : {};
}
