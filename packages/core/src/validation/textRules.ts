import { CUSTOM_URL_MAX } from '../constants';

/**
 * The text rules every free-text field, query and multipart field obeys (issue 12, hostile input). PostgreSQL
 * refuses NUL in text (a 500 before these rules), and the other controls corrupt what is shown: C0 controls and
 * DEL, C1 controls, the line/paragraph separators U+2028/2029 (they break lines where none may be), the bidi
 * embeddings, overrides and isolates U+202A–202E / U+2066–2069 (they reverse what a name or file name appears
 * to say) and lone surrogate halves (not text; encoders replace them silently). Multi-line text (bio,
 * descriptions, report text) may also hold tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this regex's purpose.
const SINGLE_LINE_BAD = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\p{Cs}]/u;
const MULTI_LINE_BAD =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: as above, less tab, line feed and carriage return.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\p{Cs}]/u;

/** Length limits of the free-text fields (docs/core.md lists them). */
export const TEXT_MAX = {
  displayName: 50,
  customUrl: CUSTOM_URL_MAX,
  email: 254,
  bio: 500,
  link: 500,
  itemName: 100,
  description: 2000,
  lockedContent: 2000,
  propertyKey: 50,
  propertyValue: 50,
  collectionName: 50,
  category: 60,
  report: 1000,
  searchQuery: 100,
  faqQuestion: 500,
  promotionTitle: 200,
  fileName: 255,
  /** Any other single-line value (filters, cursors, path segments, multipart fields without a rule). */
  token: 200,
} as const;

export const hasControlChars = (text: string, multiLine = false): boolean =>
  (multiLine ? MULTI_LINE_BAD : SINGLE_LINE_BAD).test(text);

/** A free-text field's rule (textError checks a text against it). */
export interface TextRule {
  max: number;
  multiLine?: boolean;
}

/**
 * An absolute http(s) link with a host: no other scheme (javascript:, data:, vbscript:), no scheme-relative
 * `//host`, no whitespace or control characters.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(text) || /\s/.test(text) || hasControlChars(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link when it may be rendered as an href (http(s) only), else null: for rows saved before the rule. */
export const safeHref = (link: string | null | undefined): string | null =>
  link && isHttpUrl(link) ? link : null;
