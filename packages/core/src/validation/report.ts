import { MSG } from '../messages';
import type { FieldErrors } from './fields';

/** Report modal: the message is required. */
export function validateReport(input: { message: string }): FieldErrors<'message'> {
  return input.message.trim() ? {} : { message: MSG.report.errors.messageRequired };
}
