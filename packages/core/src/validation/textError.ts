import { API_MSG } from '../messages/api';
import { hasControlChars, type TextRule } from './textRules';

// Apart from textRules.ts: the rules (limits, safe links) load with the web app's first page, the messages of a
// broken rule (and the catalogue part that holds them) only with the forms that check a text.

/** The message for a text that breaks its rule (control characters first, then the length), else null. */
export function textError(text: string, rule: TextRule): string | null {
  if (hasControlChars(text, rule.multiLine)) return API_MSG.controlChars;
  return text.length > rule.max ? API_MSG.tooLong(rule.max) : null;
}
