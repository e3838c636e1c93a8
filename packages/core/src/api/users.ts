import { z } from 'zod';
import { userSummary } from './common';

export const socialLink = z.object({ url: z.string().nullable(), enabled: z.boolean() });
export type SocialLink = z.infer<typeof socialLink>;

export const userProfile = userSummary.extend({
  bio: z.string().nullable(),
  /** Only in the owner's own profile. */
  email: z.string().nullable().optional(),
  cover: z.string().nullable(),
  socials: z.object({
    youtube: socialLink,
    whatsapp: socialLink,
    facebook: socialLink,
    twitter: socialLink,
    photo: socialLink,
  }),
  counts: z.object({
    onSale: z.number().int(),
    collectibles: z.number().int(),
    created: z.number().int(),
    liked: z.number().int(),
    following: z.number().int(),
    followers: z.number().int(),
  }),
});
export type UserProfile = z.infer<typeof userProfile>;

export const creatorCard = userSummary.extend({
  count: z.number().int(),
  socials: z
    .object({
      facebook: z.string().nullable(),
      twitter: z.string().nullable(),
      whatsapp: z.string().nullable(),
    })
    .optional(),
});
export type CreatorCard = z.infer<typeof creatorCard>;

export const profileTab = z.enum(['onsale', 'collectibles', 'created', 'liked']);
export type ProfileTab = z.infer<typeof profileTab>;

export const followStatus = z.object({ following: z.boolean() });
export const likeReply = z.object({ likeCount: z.number().int(), liked: z.boolean(), message: z.string() });
