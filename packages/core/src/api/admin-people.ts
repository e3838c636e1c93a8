import { z } from 'zod';
import { singleLineText, TEXT_MAX } from '../validation/text';
import { address, addressParam, pageQuery, tokenIdParam, userSummary } from './common';

/**
 * The admin area's people and moderation side (issue 15): who is an admin, the audit log, the dashboard,
 * reported items (hide/unhide, resolve) and users (search, verify, ban). Every route is admin-only.
 */

/** GET /admin/me — 200 for an admin (the web shows the area), 401/403 otherwise. */
export const adminMe = z.object({
  address,
  email: z.string().nullable(),
  roles: z.array(z.literal('admin')),
});
export type AdminMe = z.infer<typeof adminMe>;

/** GET /admin/audit?page=&limit= — newest first. */
export const auditQuery = pageQuery.omit({ cursor: true });
export const auditEntry = z.object({
  id: z.string(),
  actor: address,
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /admin/dashboard — new items, new users, sales and their USD volume per window, and open reports. */
export const dashboardWindow = z.object({
  days: z.number().int(),
  items: z.number().int(),
  users: z.number().int(),
  sales: z.number().int(),
  volumeUsd: z.number(),
});
export const adminDashboard = z.object({
  windows: z.array(dashboardWindow),
  reportsWaiting: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** An item as the admin sees it: `hidden` means left out of every list, search and the home page. */
export const itemKey = z.object({ contract: addressParam, tokenId: tokenIdParam });
const adminUserFlags = { verified: z.boolean(), banned: z.boolean() };

/** GET /admin/reported-items?resolved=&page=&limit= — items with reports, the most recently reported first. */
export const reportedItemsQuery = pageQuery.omit({ cursor: true }).extend({
  /** false (default): items with an open report; true: items whose reports are all resolved. */
  resolved: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const reportedItem = z.object({
  item: z.object({
    contract: address,
    tokenId: z.string(),
    name: z.string(),
    preview: z.string().nullable(),
    hidden: z.boolean(),
  }),
  creator: userSummary.extend(adminUserFlags),
  openReports: z.number().int(),
  reports: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      resolved: z.boolean(),
      createdAt: z.string(),
      reporter: userSummary,
    }),
  ),
});
export type ReportedItem = z.infer<typeof reportedItem>;

/** PUT /admin/items/:contract/:tokenId/hidden */
export const hiddenBody = z.object({ hidden: z.boolean() });
/** PUT /admin/items/:contract/:tokenId/reports — resolves (or reopens) every report of the item. */
export const resolveBody = z.object({ resolved: z.boolean() });

/** GET /admin/users?q=&page=&limit= — newest first; q matches name, custom URL, address or email. */
export const adminUsersQuery = pageQuery.omit({ cursor: true }).extend({
  q: singleLineText(TEXT_MAX.searchQuery).trim().optional(),
});
export const adminUser = userSummary.extend({
  ...adminUserFlags,
  email: z.string().nullable(),
  created: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const userKey = z.object({ address: addressParam });
/** PUT /admin/users/:address/verified and /banned */
export const verifiedBody = z.object({ verified: z.boolean() });
export const bannedBody = z.object({ banned: z.boolean() });
