import { z } from 'zod';
import { pageQuery, userSummary } from './common';
import { tokenRef } from './items';

export const ACTIVITY_FILTERS = [
  'All',
  'My Activity',
  'Mint',
  'Bid',
  'Bid Accept',
  'Purchase',
  'Put on sale',
  'Cancel price',
  'Token Like',
  'Follow',
] as const;

export const activityQuery = pageQuery.extend({
  filter: z.enum(ACTIVITY_FILTERS).default('All'),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});

export const activityEntry = z.object({
  id: z.string(),
  action: z.string(),
  text: z.string(),
  createdAt: z.string(),
  from: userSummary.nullable(),
  to: userSummary.nullable(),
  token: tokenRef.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const notification = z.object({
  id: z.string(),
  isNew: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  from: userSummary.nullable(),
  token: tokenRef.nullable(),
});
export type Notification = z.infer<typeof notification>;
