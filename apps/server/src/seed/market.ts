import { LOCAL_CHAIN_ID } from '@agora/chain';
import type { DraftSale } from '@agora/core';
import { asc, sql } from 'drizzle-orm';
import { type Address, parseEther, zeroAddress } from 'viem';
import { marketReads } from '../bids/chain';
import type { Lifecycle } from '../chain/lifecycle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { categories, itemDrafts, items } from '../db/schema';
import { createPinner } from '../ipfs/pin';
import type { IpfsStore } from '../ipfs/store';
import { uploadItemMedia } from '../ipfs/upload';
import { putOnSale } from '../listings/service';
import type { MediaStorage } from '../media/storage';
import { openStores, type StoreConfig } from '../media/stores';
import { collectionKey, seedDemoCollections } from './collections';
import { type AuctionWindow, seedAuction, seedCollectionOffer } from './market/auctions';
import { demoChain } from './market/chain';
import { demoArt } from './market/images';
import { demoOrders } from './market/orders';
import {
  DEMO_ACCOUNTS,
  DEMO_AUCTION_DAYS,
  type DemoAuction,
  type DemoItem,
  demoAddress,
  demoPlan,
} from './market/plan';
import { seedDemoProfiles } from './profiles';
import { seedDemoSocial } from './social';

export interface DemoMarketOptions {
  config: Pick<Config, 'IPFS_API_URL' | 'RPC_URL'> & StoreConfig;
  db: Db;
  lifecycle: Lifecycle;
  log: (message: string) => void;
  /** Fixed-price items to create (about thirty by default, fewer in tests); the two auctions come on top. */
  count?: number;
  /** Awaited before each item's upload and mint, listing and auction: the server's readers go first. */
  yieldToReaders?: () => Promise<void>;
}

/**
 * The demo market of `npm start`: on an empty local chain, dev accounts 5–8 upload generated art through the
 * metadata upload's own code and mint single and multiple editions — real transactions whose logs the indexer
 * applies like any other — then list them for BNB or VSW as signed orders through the listing API's own code
 * (no transaction) and buy a few from each other on chain. Then a timed auction and open offers (signed
 * auction orders) receive signed bids through src/bids, and a collector makes a collection offer, as if the
 * web app had posted them. Nothing is written to the item tables here except the drafts a creator's upload
 * would leave and what the API's code writes. The four accounts also get profiles
 * (seedDemoProfiles) and follow and like each other (seedDemoSocial). Returns false when the market was
 * already there.
 */
export async function seedDemoMarket(o: DemoMarketOptions): Promise<boolean> {
  if (o.lifecycle.deployment.chainId !== LOCAL_CHAIN_ID) return false;
  // The server's own stores (local disk or the S3 bucket), so the demo media are served like uploads.
  const { storage, ipfs } = await openStores(o.config);
  // Profiles first and on every start: they fill in on a market seeded before they existed, once.
  const profiles = await seedDemoProfiles(o.db, storage);
  if (profiles) o.log(`demo market: ${profiles} demo profiles filled in`);
  const plan = demoPlan(o.count ?? 30);
  const created = await createMarket(o, { storage, ipfs }, plan);
  // After the items, on every start too: the social graph fills in on an older market, once.
  const social = await seedDemoSocial(o.db, plan);
  if (social) o.log(`demo market: ${social} follows and likes`);
  return created;
}

/** The items, listings, sales, auctions and offers; false when a market is already there. */
async function createMarket(
  o: DemoMarketOptions,
  stores: { storage: MediaStorage; ipfs: IpfsStore },
  plan: DemoItem[],
): Promise<boolean> {
  const { deployment } = o.lifecycle;
  const yieldToReaders = o.yieldToReaders ?? (async () => {});
  const chain = demoChain(o.config.RPC_URL, deployment);
  const [{ n } = { n: 0 }] = await o.db.select({ n: sql<number>`count(*)::int` }).from(items);
  // Chain truth decides: once a demo account has sent a transaction, a second start leaves the chain alone.
  if (n > 0 || (await chain.used(DEMO_ACCOUNTS[0]))) return false;
  const started = Date.now();
  const window = auctionWindow(await marketReads(o.lifecycle).now());
  const categoryIds = (
    await o.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.name} <> 'Film'`)
      .orderBy(asc(categories.position))
  ).map((c) => c.id);
  const deps = { ...stores, pinner: createPinner(o.config.IPFS_API_URL) };
  // The creators' collections first: each draft names its collection, as the create form's choice would.
  const collectionIds = await seedDemoCollections(o.db, categoryIds);

  // Accounts work in parallel (each has its own nonce sequence); an account's items go one after another.
  let done = 0;
  const minted = new Map<DemoItem, bigint>();
  await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      await chain.prepare(account);
      for (const item of plan.filter((p) => p.creator === account)) {
        await yieldToReaders();
        const creator = demoAddress(account);
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
            collectionId: item.collection
              ? (collectionIds.get(collectionKey(creator, item.collection)) ?? null)
              : null,
            properties,
            media: upload.media,
            preview: upload.preview,
            mediaKind: upload.mediaKind,
            sale: saleOf(item, window),
          })
          .onConflictDoNothing();
        minted.set(item, await chain.mint(account, item.copies, upload.metadataDigest, item.royaltyBps));
        done++;
        if (done % 10 === 0) o.log(`demo market: ${done}/${plan.length} items minted`);
      }
    }),
  );
  // Orders name indexed items: the mints first, then the listings — signatures, no transaction — through the
  // listing API's own code, then the sales on chain, which every buyer's approvals made in `prepare` allow.
  await o.lifecycle.indexer.syncTo(Number(await chain.head()));
  const reads = marketReads(o.lifecycle);
  const orders = demoOrders(o.lifecycle, reads);
  const d = o.lifecycle.deployment;
  for (const [item, tokenId] of minted) {
    if (!item.listing) continue;
    await yieldToReaders();
    const currency = (item.listing.currency === 'VSW' ? d.vsw : zeroAddress).toLowerCase() as Address;
    const price = parseEther(item.listing.price);
    const body = await orders.listing(item.creator, item.copies, tokenId, currency, price);
    await putOnSale(o.db, o.lifecycle, reads, body.order.seller, body);
    if (item.buyer) await chain.buyOne(item.buyer, body);
  }
  await o.lifecycle.indexer.syncTo(Number(await chain.head()));
  // Auctions one after another, since the bidders overlap (counters, WBNB wraps).
  const market = { db: o.db, lifecycle: o.lifecycle, reads, chain, orders };
  for (const [item, tokenId] of minted) {
    if (!item.auction) continue;
    await yieldToReaders();
    await seedAuction(market, item as AuctionItem, tokenId, window);
  }
  await seedCollectionOffer(market, window.bidExpiry);
  o.log(`demo market: ${plan.length} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

type AuctionItem = DemoItem & { auction: DemoAuction };

/** A running timed auction: started a minute ago by the chain clock, ending DEMO_AUCTION_DAYS later. */
function auctionWindow(now: number): AuctionWindow {
  const endsAt = now + DEMO_AUCTION_DAYS * 86_400;
  return { startsAt: now - 60, endsAt, bidExpiry: endsAt + 7 * 86_400 };
}

/** What the create form would have recorded for the item's sale. */
function saleOf(item: DemoItem, window: AuctionWindow): DraftSale | null {
  const iso = (unix: number) => new Date(unix * 1000).toISOString();
  if (item.listing) {
    const price = parseEther(item.listing.price).toString();
    const sale = { saleType: 'FixedPrice', currency: item.listing.currency, price } as const;
    return { ...sale, minimumBid: null, startsAt: null, endsAt: null };
  }
  if (!item.auction) return null;
  const { saleType, currency, minimumBid } = item.auction;
  const timed = saleType === 'TimedAuction';
  return {
    saleType,
    currency,
    price: null,
    minimumBid: timed ? parseEther(minimumBid).toString() : null,
    startsAt: timed ? iso(window.startsAt) : null,
    endsAt: timed ? iso(window.endsAt) : null,
  };
}
