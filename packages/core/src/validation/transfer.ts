import type { ItemType } from '../constants';
import { MSG } from '../messages';
import { checkQuantity } from './amount';
import { type FieldErrors, put } from './fields';

const E = MSG.transfer.errors;

/** An XDC-style address (xdc…) becomes its 0x form; every recipient is lowercased and trimmed. */
export function normaliseRecipient(text: string): string {
  const v = text.trim().toLowerCase();
  return v.startsWith('xdc') ? `0x${v.slice(3)}` : v;
}

export const isAddress = (text: string) => /^0x[0-9a-f]{40}$/.test(text);

/** Whether the quantity box shows: multiple-edition items held more than once. */
export const transferNeedsQuantity = (type: ItemType, balance: number) => type !== 721 && balance > 1;

export interface TransferInput {
  type: ItemType;
  recipient: string;
  quantity: string;
  balance: number;
  /** The sender, so a transfer to oneself is refused. */
  sender?: string | null;
}

/** Transfer token (spec 2 §5). Any error: toast MSG.formError. */
export function validateTransfer(input: TransferInput): FieldErrors<'recipient' | 'quantity'> {
  const errors: FieldErrors<'recipient' | 'quantity'> = {};
  const to = normaliseRecipient(input.recipient);
  if (!to) put(errors, 'recipient', E.recipientRequired);
  else if (!isAddress(to)) put(errors, 'recipient', E.recipientInvalid);
  else if (input.sender && to === input.sender.toLowerCase()) put(errors, 'recipient', E.recipientSelf);
  if (transferNeedsQuantity(input.type, input.balance)) {
    const q = checkQuantity(input.quantity, input.balance, E);
    if ('error' in q) put(errors, 'quantity', q.error);
  }
  return errors;
}
