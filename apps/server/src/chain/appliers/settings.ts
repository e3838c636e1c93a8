import { eq, sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { currencies, logEffects, settings } from '../../db/schema';
import type { AgoraEvent } from '../contracts';
import type { Tx } from '../journal';
import { lower } from '../log-values';
import type { ApplyContext } from './context';

/** The settings row holding the marketplace's fees as its last applied FeesChanged log set them. */
export const FEES_SETTING = 'chain.fees';
/** The settings row holding whether the marketplace allows an ERC-20, from its last CurrencyAllowed log. */
export const currencySetting = (address: string) => `chain.currency.${address.toLowerCase()}`;
/** The settings row holding whether the marketplace is paused, from its last PausedChanged log (none: never paused). */
export const PAUSED_SETTING = 'chain.paused';

/**
 * Journals a row's image before the applier changes it (null: it did not exist), so that a reorg puts it back.
 * These logs are rare (an owner's admin transaction), so each is journaled with its own statement.
 */
async function journal(c: ApplyContext, table: 'settings' | 'currencies', key: Record<string, string>) {
  const column = sql.identifier(table === 'settings' ? 'key' : 'symbol');
  const [before] = await rows<{ row: unknown }>(
    c.ws.tx,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.${column} = ${Object.values(key)[0]}`,
  );
  await c.ws.tx.insert(logEffects).values({
    chainId: c.deployment.chainId,
    blockNumber: c.blockNumber,
    blockHash: c.logKey.split(':')[0] as string,
    tableName: table,
    key,
    before: before?.row ?? null,
  });
}

async function putSetting(c: ApplyContext, key: string, value: Record<string, unknown>) {
  await journal(c, 'settings', { key });
  await c.ws.tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** FeesChanged(buyerFeeBps, sellerFeeBps): the fees the admin area shows as indexed. */
export async function applyFeesChanged(c: ApplyContext, e: AgoraEvent): Promise<void> {
  await putSetting(c, FEES_SETTING, {
    buyerFeeBps: Number(e.args.buyerFeeBps),
    sellerFeeBps: Number(e.args.sellerFeeBps),
    blockNumber: c.blockNumber,
  });
}

/** PausedChanged(paused): while paused every fill reverts (cancels still work), so the app disables them and says so. */
export async function applyPausedChanged(c: ApplyContext, e: AgoraEvent): Promise<void> {
  await putSetting(c, PAUSED_SETTING, { paused: Boolean(e.args.paused), blockNumber: c.blockNumber });
}

/**
 * CurrencyAllowed(currency, allowed): remembered per address (the admin may record the currency's symbol and
 * price before or after the transaction), and a recorded currency is offered to users only while allowed.
 */
export async function applyCurrencyAllowed(c: ApplyContext, e: AgoraEvent): Promise<void> {
  const address = lower(e.args.currency);
  const allowed = Boolean(e.args.allowed);
  await putSetting(c, currencySetting(address), { allowed, blockNumber: c.blockNumber });
  const tx: Tx = c.ws.tx;
  for (const row of await tx.select().from(currencies).where(eq(currencies.address, address))) {
    await journal(c, 'currencies', { symbol: row.symbol });
    await tx.update(currencies).set({ active: allowed }).where(eq(currencies.symbol, row.symbol));
  }
}
