import { allows, expiryBound, isValidStart } from '../calendar';
import type { ItemType } from '../constants';
import { checkAmount } from './amount';
import { type FieldErrors, put } from './fields';

export interface TimedAuctionMessages {
  timedAuctionSingleOnly: string;
  bidNumber: string;
  bidZero: string;
  bidMin: string;
  decimals: string;
  startRequired: string;
  endRequired: string;
  endAfterStart: string;
  /** Only the create form checks the date picker's past-start rule. */
  startInPast?: string;
}

export interface TimedAuctionInput {
  type: ItemType;
  minimumBid: string;
  /** ms; null when not chosen */
  startsAt: number | null;
  endsAt: number | null;
  now: number;
}

export type TimedAuctionField = 'saleType' | 'minimumBid' | 'startsAt' | 'endsAt';

/**
 * A timed auction (create form and put on sale): single items only; a minimum bid that is a number of at
 * least 0.009 with 4 decimals; a start (not in the past where checked) and an end after it.
 */
export function timedAuctionErrors(
  input: TimedAuctionInput,
  m: TimedAuctionMessages,
): FieldErrors<TimedAuctionField> {
  const errors: FieldErrors<TimedAuctionField> = {};
  if (input.type !== 721) put(errors, 'saleType', m.timedAuctionSingleOnly);
  const bid = checkAmount(input.minimumBid, {
    empty: m.bidNumber,
    nan: m.bidNumber,
    zero: m.bidZero,
    min: m.bidMin,
    decimals: m.decimals,
  });
  if ('error' in bid) put(errors, 'minimumBid', bid.error);
  const valid = (t: number | null): t is number => t !== null && Number.isFinite(t);
  const { startsAt, endsAt } = input;
  if (!valid(startsAt)) put(errors, 'startsAt', m.startRequired);
  else if (m.startInPast && !isValidStart(startsAt, input.now)) put(errors, 'startsAt', m.startInPast);
  if (!valid(endsAt)) put(errors, 'endsAt', m.endRequired);
  else if (valid(startsAt) && !allows(expiryBound(startsAt), endsAt)) put(errors, 'endsAt', m.endAfterStart);
  return errors;
}
