import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { agoraErc721Abi, digestFromCid } from '@agora/chain';
import type { TokenCard, TokenDetail } from '@agora/core';
import { sql } from 'drizzle-orm';
import { CID } from 'multiformats/cid';
import { sha256 } from 'multiformats/hashes/sha2';
import sharp from 'sharp';
import { parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { itemDrafts } from '../src/db/schema';
import { type IpfsStore, openFsStore } from '../src/ipfs/store';
import { createLocalStorage } from '../src/media/storage';
import { MetadataBackfill } from '../src/metadata/backfill';
import { accounts } from './auth-helpers';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

/**
 * Tokens minted straight on the contracts (no create draft, as another app or a script would): the indexer
 * marks them, the backfill reads their JSON from our IPFS store and the card and token page show it.
 */
let chain: TestChain;
let t: TestApp;
let store: IpfsStore;
let backfill: MetadataBackfill;
let ssrf: Server;
let ssrfHits = 0;
const tokenIds = new Map<string, string>();
const creator = (accounts[1] as (typeof accounts)[number]).address.toLowerCase();

const add = async (bytes: Uint8Array | string) =>
  (await store.add(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes)).toString();
const json = (o: object) => JSON.stringify(o);
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const get = (url: string) => t.app.inject(`/api/v1${url}`);

/** Mints a 721 of this metadata CID from dev account 1 and remembers its token id under `label`. */
async function mint(label: string, metadataCid: string) {
  const hash = await chain.send(1, calls(chain.deployment).mint721(digestFromCid(metadataCid)));
  const { logs } = await chain.public.getTransactionReceipt({ hash });
  const [minted] = parseEventLogs({ abi: agoraErc721Abi, logs, eventName: 'Transfer' });
  tokenIds.set(label, String(minted?.args.id));
}

async function stateOf(label: string) {
  const [row] = await rows<{
    name: string;
    media_cid: string | null;
    media_kind: string;
    preview: string | null;
    properties: Record<string, string>;
    metadata_fetch: string | null;
    metadata_attempts: number;
  }>(
    t.database.db,
    sql`select name, media_cid, media_kind, preview, properties, metadata_fetch, metadata_attempts::int as metadata_attempts
        from items where contract = ${chain.deployment.erc721.toLowerCase()} and token_id = ${tokenIds.get(label)}`,
  );
  if (!row) throw new Error(`no item ${label}`);
  return row;
}

const cids: Record<string, string> = {};

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile },
    { confirmations: 3 },
  );
  store = await openFsStore(path.join(t.dataDir, 'ipfs'));
  backfill = new MetadataBackfill(
    { db: t.database.db, ipfs: store, storage: createLocalStorage(path.join(t.dataDir, 'media')) },
    { backoffMs: 0, maxAttempts: 3, batch: 20 },
  );
  ssrf = createServer((_req, res) => {
    ssrfHits++;
    res.end('{}');
  });
  await new Promise<void>((resolve) => ssrf.listen(0, '127.0.0.1', resolve));
  const ssrfUrl = `http://127.0.0.1:${(ssrf.address() as AddressInfo).port}`;

  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  // The smallest MP4 file-type recognises: an ftyp box of brand mp42.
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);
  const image = await add(png);
  const video = await add(mp4);
  cids.image = image;
  cids.video = video;
  cids.picture = await add(
    json({
      name: 'Owl #7',
      description: 'Minted by a script',
      image: `ipfs://${image}`,
      external_url: `${ssrfUrl}/page`,
      attributes: [
        { trait_type: 'Eyes', value: 'Amber' },
        { trait_type: 'Level', value: 3 },
      ],
    }),
  );
  cids.film = await add(
    json({ name: 'Film', image: `/ipfs/${image}`, animation_url: `ipfs://${video}`, attributes: [] }),
  );
  cids.http = await add(
    json({ name: 'Remote', image: `${ssrfUrl}/a.png`, animation_url: `${ssrfUrl}/v.mp4` }),
  );
  cids.notJson = await add('name: not json at all');
  cids.tooLarge = await add(json({ name: 'Big', description: 'x'.repeat(70 * 1024) }));
  cids.tooLong = await add(json({ name: 'n'.repeat(101) }));
  cids.deep = await add(`{"name":"Deep","x":${'['.repeat(50)}${']'.repeat(50)}}`);
  // A JSON nobody stored: the mint names it, the store never holds it.
  cids.missing = CID.createV1(0x55, await sha256.digest(new TextEncoder().encode('never stored'))).toString();
  cids.drafted = await add(json({ name: 'From the JSON', image: `ipfs://${image}` }));
  await t.database.db.insert(itemDrafts).values({
    creator,
    metadataCid: cids.drafted,
    mediaCid: image,
    name: 'From the draft',
    properties: { Source: 'Draft' },
  });

  for (const label of [
    'picture',
    'film',
    'http',
    'notJson',
    'tooLarge',
    'tooLong',
    'deep',
    'missing',
    'drafted',
  ])
    await mint(label, cids[label] as string);
  await t.lifecycle?.indexer.syncTo(await head());
}, 60_000);

afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
  ssrf.close();
});

describe('metadata backfill of draft-less mints', () => {
  it('marks draft-less mints pending in the indexer and leaves drafted ones alone', async () => {
    expect((await stateOf('picture')).metadata_fetch).toBe('pending');
    expect((await stateOf('picture')).name).toBe('#1');
    const drafted = await stateOf('drafted');
    expect(drafted.metadata_fetch).toBeNull();
    expect(drafted.name).toBe('From the draft');
  });

  it('writes name, description, traits and media; bad JSON is given up without blocking the others', async () => {
    // Round 1 reads everything; the missing CID is retried (backoff 0 here) until its third failure.
    const first = await backfill.runOnce();
    expect(first).toEqual({ done: 3, retry: 1, failed: 4 });
    expect(await backfill.runOnce()).toEqual({ done: 0, retry: 1, failed: 0 });
    expect(await backfill.runOnce()).toEqual({ done: 0, retry: 0, failed: 1 });
    expect(await backfill.runOnce()).toEqual({ done: 0, retry: 0, failed: 0 });

    const picture = await stateOf('picture');
    expect(picture).toMatchObject({
      name: 'Owl #7',
      media_cid: cids.image,
      media_kind: 'image',
      properties: { Eyes: 'Amber', Level: '3' },
      metadata_fetch: 'done',
    });
    expect(picture.preview).toMatch(/^\/media\/items\/0x[0-9a-f]{40}\/compressed\/[0-9a-f]{32}\.webp$/);

    const film = await stateOf('film');
    expect(film).toMatchObject({ name: 'Film', media_cid: cids.video, media_kind: 'video' });
    expect(film.preview).toMatch(/\.webp$/);

    for (const label of ['notJson', 'tooLarge', 'tooLong', 'deep']) {
      expect(await stateOf(label)).toMatchObject({
        metadata_fetch: 'failed',
        metadata_attempts: 1,
        name: `#${tokenIds.get(label)}`,
      });
    }
    expect(await stateOf('missing')).toMatchObject({ metadata_fetch: 'failed', metadata_attempts: 3 });
    expect((await stateOf('drafted')).name).toBe('From the draft');
  });

  it('waits out the backoff before reading a missing JSON again', async () => {
    const patient = new MetadataBackfill(
      { db: t.database.db, ipfs: store, storage: createLocalStorage(path.join(t.dataDir, 'media')) },
      { backoffMs: 60_000 },
    );
    cids.later = CID.createV1(0x55, await sha256.digest(new TextEncoder().encode('later'))).toString();
    await mint('later', cids.later);
    await t.lifecycle?.indexer.syncTo(await head());
    expect(await patient.runOnce()).toEqual({ done: 0, retry: 1, failed: 0 });
    expect(await patient.runOnce()).toEqual({ done: 0, retry: 0, failed: 0 });
    const [due] = await rows<{ wait: number }>(
      t.database.db,
      sql`select extract(epoch from metadata_retry_at - now())::float8 as wait from items
          where token_id = ${tokenIds.get('later')} and contract = ${chain.deployment.erc721.toLowerCase()}`,
    );
    expect(due?.wait).toBeGreaterThan(50);
    expect(due?.wait).toBeLessThanOrEqual(60);
  });

  it('never follows http(s) URLs: the name is kept, the media left empty', async () => {
    expect(await stateOf('http')).toMatchObject({
      name: 'Remote',
      media_cid: null,
      preview: null,
      metadata_fetch: 'done',
    });
    expect(ssrfHits).toBe(0);
  });

  it('shows the metadata on the token page, the cards and the trait filter', async () => {
    const contract = chain.deployment.erc721.toLowerCase();
    const page = (await get(`/items/${contract}/${tokenIds.get('picture')}`)).json() as TokenDetail;
    expect(page.token).toMatchObject({
      name: 'Owl #7',
      description: 'Minted by a script',
      media: `/ipfs/${cids.image}`,
      ipfsMedia: `/ipfs/${cids.image}`,
      mediaKind: 'image',
    });
    const cards = (await get('/tokens?filter=All&trait=Eyes:Amber')).json().items as TokenCard[];
    expect(cards.map((c) => [c.name, c.media, c.mediaKind])).toEqual([
      ['Owl #7', `/ipfs/${cids.image}`, 'image'],
    ]);
    const film = (await get(`/items/${contract}/${tokenIds.get('film')}`)).json() as TokenDetail;
    expect(film.token).toMatchObject({ media: `/ipfs/${cids.video}`, mediaKind: 'video' });
    expect(film.token.preview).toMatch(/\.webp$/);
  });
});
