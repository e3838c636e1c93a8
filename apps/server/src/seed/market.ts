import path from 'node:path';
import { devAccount, LOCAL_CHAIN_ID } from '@agora/chain';
import type { DraftSale } from '@agora/core';
import { asc, sql } from 'drizzle-orm';
import { parseEther } from 'viem';
import type { Lifecycle } from '../chain/lifecycle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { categories, itemDrafts, items } from '../db/schema';
import { createPinner } from '../ipfs/pin';
import { openFsStore } from '../ipfs/store';
import { uploadItemMedia } from '../ipfs/upload';
import { createLocalStorage } from '../media/storage';
import { demoChain } from './market/chain';
import { demoArt } from './market/images';
import { DEMO_ACCOUNTS, type DemoItem, demoPlan } from './market/plan';

export interface DemoMarketOptions {
  config: Pick<Config, 'DATA_DIR' | 'IPFS_API_URL' | 'RPC_URL'>;
  db: Db;
  lifecycle: Lifecycle;
  log: (message: string) => void;
  /** Items to create; about thirty by default, fewer in tests. */
  count?: number;
}

/**
 * The demo market of `npm start`: on an empty local chain, dev accounts 5–8 upload generated art through the
 * metadata upload's own code, mint single and multiple editions, list them for BNB or VSW and buy a few from
 * each other — real transactions whose logs the indexer applies like any other. Nothing is written to the
 * item tables here except the drafts a creator's upload would leave. Returns false when it had nothing to do.
 */
export async function seedDemoMarket(o: DemoMarketOptions): Promise<boolean> {
  const { deployment } = o.lifecycle;
  if (deployment.chainId !== LOCAL_CHAIN_ID) return false;
  const chain = demoChain(o.config.RPC_URL, deployment);
  const [{ n } = { n: 0 }] = await o.db.select({ n: sql<number>`count(*)::int` }).from(items);
  // Chain truth decides: once a demo account has sent a transaction, a second start leaves the chain alone.
  if (n > 0 || (await chain.used(DEMO_ACCOUNTS[0]))) return false;
  const started = Date.now();
  const plan = demoPlan(o.count ?? 30);
  const categoryIds = (
    await o.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.name} <> 'Film'`)
      .orderBy(asc(categories.position))
  ).map((c) => c.id);
  const deps = {
    ipfs: await openFsStore(path.join(o.config.DATA_DIR, 'ipfs')),
    pinner: createPinner(o.config.IPFS_API_URL),
    storage: createLocalStorage(path.join(o.config.DATA_DIR, 'media')),
  };

  // Accounts work in parallel (each has its own nonce sequence); an account's items go one after another.
  let done = 0;
  const listed = new Map<DemoItem, bigint>();
  await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      await chain.prepare(account);
      for (const item of plan.filter((p) => p.creator === account)) {
        const creator = devAddress(account);
        const properties = { Edition: item.copies > 1 ? `${item.copies} copies` : 'Single' };
        const file = await demoArt(item.art);
        const upload = await uploadItemMedia(deps, {
          creator,
          file,
          name: item.art.title,
          description: item.description,
          properties,
        });
        await o.db
          .insert(itemDrafts)
          .values({
            creator,
            metadataCid: upload.metadataCid,
            mediaCid: upload.mediaCid,
            name: item.art.title,
            description: item.description,
            categoryId: categoryIds.length ? categoryIds[item.category % categoryIds.length] : null,
            properties,
            media: upload.media,
            preview: upload.preview,
            mediaKind: upload.mediaKind,
            sale: item.listing ? saleOf(item.listing) : null,
          })
          .onConflictDoNothing();
        const tokenId = await chain.mint(account, item.copies, upload.metadataDigest, item.royaltyBps);
        if (item.listing) {
          const price = parseEther(item.listing.price);
          listed.set(item, await chain.list(account, item.copies, tokenId, item.listing.currency, price));
        }
        done++;
        if (done % 10 === 0) o.log(`demo market: ${done}/${plan.length} items minted`);
      }
    }),
  );
  // Sales come last so that every buyer has finished its own approvals.
  for (const [item, listingId] of listed) if (item.buyer) await chain.buyOne(item.buyer, listingId);
  await o.lifecycle.indexer.syncTo(Number(await chain.head()));
  o.log(`demo market: ${plan.length} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

function devAddress(account: number): string {
  return devAccount(account).address.toLowerCase();
}

/** What the create form would have recorded for a fixed-price sale. */
function saleOf(listing: NonNullable<DemoItem['listing']>): DraftSale {
  const price = parseEther(listing.price).toString();
  return {
    saleType: 'FixedPrice',
    currency: listing.currency,
    price,
    minimumBid: null,
    startsAt: null,
    endsAt: null,
  };
}
