import { z } from 'zod';
import { singleLineText, TEXT_MAX } from '../validation/text';

/** A wallet address in any case; the server lowercases it (the one normalisation used everywhere). */
export const addressParam = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address')
  .transform((s) => s.toLowerCase() as `0x${string}`);

/** Addresses in answers are always lowercase. */
export const address = z.string().regex(/^0x[0-9a-f]{40}$/) as unknown as z.ZodType<`0x${string}`>;
export type Address = z.infer<typeof address>;

export const tokenIdParam = z.string().regex(/^\d{1,78}$/, 'Invalid token id');

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/** page is 1-based; cursor (opaque, from nextCursor) keeps deep pages fast where the UI can carry it. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: singleLineText(TEXT_MAX.token).optional(),
});

/** What every page of a list carries besides its items. */
const pageMeta = z.object({
  hasMore: z.boolean(),
  total: z.number().int().optional(),
  nextCursor: z.string().nullable().optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageMeta.shape });
}
export type Page<T> = { items: T[] } & z.infer<typeof pageMeta>;

export const userSummary = z.object({
  address,
  name: z.string().nullable(),
  customUrl: z.string().nullable(),
  image: z.string().nullable(),
  /** A creator verified by an admin (issue 15); given where the server reads it: cards, profiles, token pages. */
  verified: z.boolean().optional(),
});
export type UserSummary = z.infer<typeof userSummary>;
