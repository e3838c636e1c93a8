import { randomBytes } from 'node:crypto';
import { DEFAULT_MAIL_KINDS } from '@agora/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../chain/journal';
import type { Db } from '../db/client';
import { mailPreferences } from '../db/schema';

/** A new unsubscribe token: 32 random bytes, base64url (43 characters). */
export const newUnsubscribeToken = (): string => randomBytes(32).toString('base64url');

/**
 * The account's unsubscribe token, creating its preferences row with the default kinds the first time, so
 * that each mail carries the token and an unsubscribe has a row to write.
 */
export async function unsubscribeTokenOf(tx: Tx | Db, address: string): Promise<string> {
  await tx
    .insert(mailPreferences)
    .values({ address, kinds: [...DEFAULT_MAIL_KINDS], unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing({ target: mailPreferences.address });
  const [row] = await tx
    .select({ token: mailPreferences.unsubscribeToken })
    .from(mailPreferences)
    .where(eq(mailPreferences.address, address));
  if (!row) throw new Error('mail preferences row missing after insert');
  return row.token;
}
