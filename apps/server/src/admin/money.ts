import { agoraMarketplaceAbi } from '@agora/chain';
import {
  ADMIN_CONTENT_MSG,
  adminCurrency,
  chainReceiptBody,
  chainReceiptReply,
  currencyBody,
  currencyUpdate,
  feesReply,
  symbolParam,
} from '@agora/core';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currencySetting, FEES_SETTING } from '../chain/appliers/settings';
import { decodeAgoraLog } from '../chain/contracts';
import type { AppContext } from '../context';
import { adminAudit, currencies, settings } from '../db/schema';
import { HttpError, NotFoundError } from '../http/errors';
import { recordAudit } from './audit';

const M = ADMIN_CONTENT_MSG;
/** The marketplace's MAX_FEE_BPS (MarketCore.sol): setFees reverts above it. */
const MAX_FEE_BPS = 1000;

/**
 * Currencies and fees. Money comes from the chain: a currency row holds the symbol, decimals and USD price the
 * admin gives, but it is offered to users only while the indexer's last CurrencyAllowed log for its address says
 * allowed; the fees are read from the marketplace's `config()`. The owner wallet sends setCurrency / setFees from
 * the web app; POST /admin/chain-receipts then writes what that transaction did to the audit log.
 */
export const moneyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin'];
  const actor = async (req: Parameters<typeof ctx.sessions.require>[0]) =>
    (await ctx.sessions.require(req)).address;

  /** Whether the indexer saw the marketplace allow each address (null: no log yet). */
  async function allowedOnChain(addresses: string[]): Promise<Map<string, boolean>> {
    if (!addresses.length) return new Map();
    const list = await db
      .select()
      .from(settings)
      .where(inArray(settings.key, addresses.map(currencySetting)));
    return new Map(list.map((s) => [s.key, Boolean((s.value as { allowed?: boolean }).allowed)]));
  }

  async function listCurrencies() {
    const d = ctx.lifecycle?.deployment;
    const fixed = new Set([d?.vsw.toLowerCase(), d?.wbnb.toLowerCase()]);
    const list = await db.select().from(currencies).orderBy(currencies.position, currencies.symbol);
    const allowed = await allowedOnChain(list.flatMap((c) => (c.address ? [c.address] : [])));
    return list.map((c) => ({
      symbol: c.symbol,
      name: c.name,
      address: (c.address?.toLowerCase() ?? null) as `0x${string}` | null,
      decimals: c.decimals,
      usdPrice: c.usdPrice,
      // The native coin and the platform currencies are allowed by the contract itself.
      allowedOnChain:
        !c.address || fixed.has(c.address.toLowerCase())
          ? null
          : (allowed.get(currencySetting(c.address)) ?? false),
    }));
  }

  app.get('/admin/currencies', { schema: { tags, response: { 200: z.array(adminCurrency) } } }, () =>
    listCurrencies(),
  );

  app.post(
    '/admin/currencies',
    { schema: { tags, body: currencyBody, response: { 200: z.array(adminCurrency) } } },
    async (req) => {
      const b = req.body;
      const d = ctx.lifecycle?.deployment;
      if (d && [d.vsw.toLowerCase(), d.wbnb.toLowerCase()].includes(b.address))
        throw new HttpError(409, M.currencyFixed);
      const clash = await db
        .select({ symbol: currencies.symbol })
        .from(currencies)
        .where(or(eq(currencies.symbol, b.symbol), eq(currencies.address, b.address)));
      if (clash.length) throw new HttpError(409, M.currencyExists);
      const allowed = (await allowedOnChain([b.address])).get(currencySetting(b.address)) ?? false;
      await db.transaction(async (tx) => {
        await tx.insert(currencies).values({ ...b, position: 100, active: allowed });
        await recordAudit(tx, {
          actor: await actor(req),
          action: 'currency.add',
          target: b.address,
          details: { symbol: b.symbol, name: b.name, decimals: b.decimals, usdPrice: b.usdPrice },
        });
      });
      ctx.prices.forget?.();
      return listCurrencies();
    },
  );

  app.put(
    '/admin/currencies/:symbol',
    {
      schema: { tags, params: symbolParam, body: currencyUpdate, response: { 200: z.array(adminCurrency) } },
    },
    async (req) => {
      const symbol = req.params.symbol.toUpperCase();
      await db.transaction(async (tx) => {
        const done = await tx
          .update(currencies)
          .set(req.body)
          .where(eq(currencies.symbol, symbol))
          .returning({ symbol: currencies.symbol });
        if (!done.length) throw new NotFoundError(M.currencyNotFound);
        await recordAudit(tx, {
          actor: await actor(req),
          action: 'currency.price',
          target: symbol,
          details: req.body,
        });
      });
      ctx.prices.forget?.();
      return listCurrencies();
    },
  );

  app.get('/admin/fees', { schema: { tags, response: { 200: feesReply } } }, async () => {
    const [indexedRow] = await db.select().from(settings).where(eq(settings.key, FEES_SETTING)).limit(1);
    const indexed = indexedRow?.value as { buyerFeeBps: number; sellerFeeBps: number } | undefined;
    const d = ctx.lifecycle?.deployment;
    const reply = {
      marketplace: (d?.marketplace.toLowerCase() ?? null) as `0x${string}` | null,
      owner: null as `0x${string}` | null,
      maxFeeBps: MAX_FEE_BPS,
      onChain: null as { buyerFeeBps: number; sellerFeeBps: number } | null,
      indexed: indexed ? { buyerFeeBps: indexed.buyerFeeBps, sellerFeeBps: indexed.sellerFeeBps } : null,
    };
    if (!d) return reply;
    const read = { address: d.marketplace, abi: agoraMarketplaceAbi } as const;
    try {
      const [config, owner] = await Promise.all([
        ctx.chain.client.readContract({ ...read, functionName: 'config' }),
        ctx.chain.client.readContract({ ...read, functionName: 'owner' }),
      ]);
      reply.onChain = { buyerFeeBps: Number(config[1]), sellerFeeBps: Number(config[2]) };
      reply.owner = owner.toLowerCase() as `0x${string}`;
    } catch {
      // The chain did not answer: the page shows the indexed values and says the live read failed.
    }
    return reply;
  });

  app.post(
    '/admin/chain-receipts',
    { schema: { tags, body: chainReceiptBody, response: { 200: chainReceiptReply } } },
    async (req) => {
      const d = ctx.lifecycle?.deployment;
      if (!d) throw new HttpError(409, M.noMarketplace);
      // Recording the same transaction again adds nothing to the log.
      const seen = await db
        .select({ action: adminAudit.action })
        .from(adminAudit)
        .where(sql`${adminAudit.details}->>'tx' = ${req.body.txHash.toLowerCase()}`);
      if (seen.length) return { actions: seen.map((r) => r.action) };
      const receipt = await ctx.chain.client
        .getTransactionReceipt({ hash: req.body.txHash as `0x${string}` })
        .catch(() => null);
      const events = (receipt?.status === 'success' ? receipt.logs : [])
        .map((log) => decodeAgoraLog(d, log))
        .filter(
          (e) => e?.source === 'marketplace' && ['FeesChanged', 'CurrencyAllowed'].includes(e.eventName),
        );
      if (!events.length) throw new HttpError(422, M.receiptNoEvent);
      const me = await actor(req);
      const tx = req.body.txHash.toLowerCase();
      const from = receipt?.from.toLowerCase();
      const actions: string[] = [];
      await db.transaction(async (t) => {
        for (const e of events) {
          if (!e) continue;
          const fees = e.eventName === 'FeesChanged';
          const action = fees ? 'fees.set' : e.args.allowed ? 'currency.allow' : 'currency.forbid';
          actions.push(action);
          await recordAudit(t, {
            actor: me,
            action,
            target: fees ? d.marketplace.toLowerCase() : String(e.args.currency).toLowerCase(),
            details: fees
              ? {
                  buyerFeeBps: Number(e.args.buyerFeeBps),
                  sellerFeeBps: Number(e.args.sellerFeeBps),
                  tx,
                  from,
                }
              : { tx, from },
          });
        }
      });
      return { actions };
    },
  );
};
