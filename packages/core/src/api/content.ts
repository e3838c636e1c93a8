import { z } from 'zod';
import { multiLineText } from '../validation/text';
import { address } from './common';

export const CONTENT_KEYS = [
  'home',
  'tophome',
  'footer',
  'about',
  'community',
  'privacy-policy',
  'terms',
] as const;
export const contentKey = z.enum(CONTENT_KEYS);
export const contentReply = z.object({ html: z.string() });
export const contentUpdate = z.object({ html: multiLineText(200_000) });

export const faqEntry = z.object({ question: z.string(), answer: z.string() });
export type FaqEntry = z.infer<typeof faqEntry>;
export const socialLinks = z.object({
  twitter: z.string().nullable().optional(),
  telegram: z.string().nullable().optional(),
  linkedin: z.string().nullable().optional(),
  instagram: z.string().nullable().optional(),
  reddit: z.string().nullable().optional(),
});
export type SocialLinks = z.infer<typeof socialLinks>;
export const promotion = z.object({
  id: z.number().int(),
  kind: z.enum(['promotion', 'banner']),
  title: z.string(),
  html: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotion>;
export const category = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof category>;

export const newsletterBody = z.object({ email: z.unknown().optional() });

export const collectionType = z.enum(['SINGLE', 'MULTIPLE']);
export const collection = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string(),
  type: collectionType,
  category: z.string().nullable(),
  owner: address,
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  itemCount: z.number().int(),
  averagePriceUsd: z.number().optional(),
});
export type Collection = z.infer<typeof collection>;
export const topCollectionsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => d === 1 || d === 7 || d === 30, 'days must be 1, 7 or 30')
    .default(7),
});
