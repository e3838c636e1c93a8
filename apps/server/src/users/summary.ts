import type { UserSummary } from '@agora/core';

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
  };
}
