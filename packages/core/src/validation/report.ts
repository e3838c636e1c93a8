import { MSG } from '../messages';
import type { FieldErrors } from './fields';
import { TEXT_MAX, textError } from './text';

/** Report modal: the message is required, multi-line, at most TEXT_MAX.report characters. */
export function validateReport(input: { message: string }): FieldErrors<'message'> {
  const message = input.message.trim();
  const error = message
    ? textError(message, { max: TEXT_MAX.report, multiLine: true })
    : MSG.report.errors.messageRequired;
  return error ? { message: error } : {};
}
