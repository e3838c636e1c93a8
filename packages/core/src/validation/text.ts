import { z } from 'zod';
import { API_MSG } from '../messages/api';
import { hasControlChars, isHttpUrl, TEXT_MAX } from './textRules';

// The zod schemas of the text rules. The rules themselves live in textRules.ts, without zod: the home page's
// footer and search box use them, and a bundler puts a module in one chunk whole, so rules kept here took
// zod (25 KB gzip) into the first page's JavaScript.
export * from './textError';
export * from './textRules';

/** A one-line text of at most `max` characters: names, titles, queries, path segments. */
export const singleLineText = (max: number) =>
  z
    .string()
    .refine((s) => !hasControlChars(s), API_MSG.controlChars)
    .max(max, API_MSG.tooLong(max));

/** A text that may span lines (bio, descriptions, report text): tab, LF and CR allowed, other controls not. */
export const multiLineText = (max: number) =>
  z
    .string()
    .refine((s) => !hasControlChars(s, true), API_MSG.controlChars)
    .max(max, API_MSG.tooLong(max));

/** A trimmed http(s) link of at most `max` characters. */
export const httpUrl = (max: number = TEXT_MAX.link) =>
  z
    .string()
    .trim()
    .max(max, API_MSG.tooLong(max))
    .refine((s) => !hasControlChars(s), API_MSG.controlChars)
    .refine(isHttpUrl, API_MSG.invalidLink);
