import type { ItemType } from '../constants';
import { MSG } from '../messages';
import { checkQuantity } from './amount';
import type { FieldErrors } from './fields';

const E = MSG.acceptBid.errors;

/** Accept bid (spec 2 §5): at most the editions the bidder asked for (721: always 1). */
export function validateAcceptBid(input: {
  type: ItemType;
  quantity: string;
  bidQuantity: number;
}): FieldErrors<'quantity'> {
  if (input.type === 721) return {};
  const q = checkQuantity(input.quantity, input.bidQuantity, E);
  return 'error' in q ? { quantity: q.error } : {};
}
