import type { Currency } from '@agora/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencies } from '../db/schema';

/** Currencies with their dollar prices. */
export interface PriceProvider {
  currencies(): Promise<Currency[]>;
  /** Drops the cached answer (the admin area changed a currency). */
  forget?(): void;
}

export interface PriceProviderOptions {
  /** An HTTP feed answering `{ "<SYMBOL>": <usd price>, ... }`; static prices from the database otherwise. */
  feedUrl?: string;
  cacheMs?: number;
  fetchImpl?: typeof fetch;
}

async function staticCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.active, true))
    .orderBy(asc(currencies.position));
  return rows.map((r) => ({
    symbol: r.symbol,
    name: r.name,
    address: (r.address?.toLowerCase() ?? null) as `0x${string}` | null,
    decimals: r.decimals,
    usdPrice: Number(r.usdPrice),
  }));
}

async function feedPrices(url: string, fetchImpl: typeof fetch): Promise<Record<string, number>> {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(3_000) });
  if (!res.ok) throw new Error(`price feed answered ${res.status}`);
  const data = (await res.json()) as Record<string, unknown>;
  const out: Record<string, number> = {};
  for (const [symbol, value] of Object.entries(data)) {
    const n = Number(value);
    if (Number.isFinite(n) && n >= 0) out[symbol.toUpperCase()] = n;
  }
  return out;
}

/**
 * Static prices by default; with a feed, feed prices override the static ones. Answers are cached so a page
 * view never waits on the feed more than once per cache period, and a failing feed falls back to static.
 */
export function createPriceProvider(db: Db, options: PriceProviderOptions = {}): PriceProvider {
  const cacheMs = options.cacheMs ?? 60_000;
  let cached: { at: number; value: Currency[] } | null = null;
  return {
    async currencies() {
      if (cached && Date.now() - cached.at < cacheMs) return cached.value;
      const list = await staticCurrencies(db);
      if (options.feedUrl) {
        const prices = await feedPrices(options.feedUrl, options.fetchImpl ?? fetch).catch(
          () => ({}) as Record<string, number>,
        );
        for (const c of list) c.usdPrice = prices[c.symbol.toUpperCase()] ?? c.usdPrice;
      }
      cached = { at: Date.now(), value: list };
      return list;
    },
    forget() {
      cached = null;
    },
  };
}
