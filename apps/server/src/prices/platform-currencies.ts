import type { Deployment } from '@agora/chain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencies } from '../db/schema';

/**
 * The platform token and the wrapped native coin are deployed with the contracts, so their addresses come from
 * the deployment file: without them the app would price VSW listings in the native coin.
 */
export async function recordPlatformCurrencies(db: Db, deployment: Deployment): Promise<void> {
  await db
    .update(currencies)
    .set({ address: deployment.vsw.toLowerCase() })
    .where(eq(currencies.symbol, 'VSW'));
  await db
    .update(currencies)
    .set({ address: deployment.wbnb.toLowerCase() })
    .where(eq(currencies.symbol, 'WBNB'));
}
