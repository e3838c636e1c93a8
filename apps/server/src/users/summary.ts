import { type UserSummary, userSummary } from '@agora/core';
import { sql } from 'drizzle-orm';
import type { users } from '../db/schema';

/** The select list summaryFrom reads: users row `alias` as `<p>_address, <p>_name, <p>_url, <p>_image, <p>_verified`. */
export const summaryCols = (alias: string, p: string) =>
  sql.raw(
    `${alias}.address as ${p}_address, ${alias}.name as ${p}_name, ${alias}.custom_url as ${p}_url, ${alias}.image as ${p}_image, ${alias}.verified as ${p}_verified`,
  );

/** Columns `<p>_address, <p>_name, <p>_url, <p>_image` of a joined users row as a UserSummary. */
export function summaryFrom(
  row: Record<string, unknown>,
  p: string,
  fallbackAddress?: string | null,
): UserSummary | null {
  const address = (row[`${p}_address`] as string | null) ?? fallbackAddress ?? null;
  if (!address) return null;
  return {
    address: address as `0x${string}`,
    name: (row[`${p}_name`] as string | null) ?? null,
    customUrl: (row[`${p}_url`] as string | null) ?? null,
    image: (row[`${p}_image`] as string | null) ?? null,
    // Only where the query selected it (summaryCols does): a verified creator's badge.
    ...(row[`${p}_verified`] !== undefined ? { verified: Boolean(row[`${p}_verified`]) } : {}),
  };
}

/**
 * A users row as the UserSummary that profiles and creator cards extend (core's userProfile, creatorCard):
 * the schema picks the fields, so one added to the summary reaches both.
 */
export const summaryOfRow = (row: typeof users.$inferSelect): UserSummary => userSummary.parse(row);
