import { z } from 'zod';
import { API_MSG } from '../messages/api';
import { httpUrl, multiLineText, singleLineText, TEXT_MAX } from '../validation/text';
import { address, pageQuery, userSummary } from './common';
import { faqEntry, promotion } from './content';

/**
 * The admin panel (ADMIN_ADDRESSES sessions): reports and the content tables. HTML fields are sanitised by the
 * server on write and again on read, so what these schemas accept is never served as is.
 */

/** GET /admin/reports?page=&limit= — newest first. */
export const reportsQuery = pageQuery.omit({ cursor: true });
export const adminReport = z.object({
  id: z.string(),
  message: z.string(),
  resolved: z.boolean(),
  createdAt: z.string(),
  reporter: userSummary,
  item: z.object({ contract: address, tokenId: z.string(), name: z.string() }),
});
export type AdminReport = z.infer<typeof adminReport>;
/** PUT /admin/reports/:id — marks a report handled (or open again). */
export const reportUpdate = z.object({ resolved: z.boolean() });

const link = httpUrl();
/** Images are links or paths of this server's media (`/media/…`). */
const imageRef = singleLineText(TEXT_MAX.link)
  .trim()
  .regex(/^(https?:\/\/[^\s]+|\/media\/[\w./-]+)$/i, API_MSG.invalidLink);
const position = z.number().int().min(0).max(100_000);
const html = multiLineText(200_000);

/** GET /admin/faq, POST /admin/faq, PUT /admin/faq/:id — the public list has no ids, the panel needs them. */
export const adminFaqEntry = faqEntry.extend({ id: z.number().int(), position: z.number().int() });
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;
export const faqBody = z.object({
  question: singleLineText(TEXT_MAX.faqQuestion).trim().min(1, API_MSG.questionRequired),
  answer: html.trim().min(1, API_MSG.answerRequired),
  position: position.default(0),
});

/** PUT /admin/social-links — every key given is set; null or '' removes the link. */
const socialLink = z.union([link, z.literal(''), z.null()]).optional();
export const socialLinksBody = z.strictObject({
  twitter: socialLink,
  telegram: socialLink,
  linkedin: socialLink,
  instagram: socialLink,
  reddit: socialLink,
});

/** GET /admin/promotions (inactive ones too), POST /admin/promotions, PUT /admin/promotions/:id. */
export const adminPromotion = promotion.extend({ active: z.boolean(), position: z.number().int() });
export type AdminPromotion = z.infer<typeof adminPromotion>;
export const promotionBody = z.object({
  kind: promotion.shape.kind,
  title: singleLineText(TEXT_MAX.promotionTitle).trim().min(1, API_MSG.titleRequired),
  html: html.default(''),
  image: imageRef.nullable().default(null),
  link: link.nullable().default(null),
  active: z.boolean().default(true),
  position: position.default(0),
});

/** PUT /admin/share-tags — replaces the hashtags appended to share texts. */
export const shareTagsBody = z.object({
  tags: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\w{1,40}$/, API_MSG.invalidTag),
    )
    .max(20),
});

export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
