import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { blockKey, openS3Store } from '../src/ipfs/s3-blockstore';
import { openFsStore, parseCid } from '../src/ipfs/store';
import { copyLocalToS3 } from '../src/media/copy-to-s3';
import { createObjectClient, type ObjectClient, S3Error } from '../src/media/s3-client';
import { createS3Storage } from '../src/media/s3-storage';
import { openStores } from '../src/media/stores';
import { accounts, signIn } from './auth-helpers';
import { multipart } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { startS3, type TestS3 } from './s3-server';

let s3: TestS3;
let stopped = false;
let objects: ObjectClient;
/** Server A and B share the bucket; `local` is the default local-disk server. */
let a: TestApp;
let b: TestApp;
let local: TestApp;
let png: Buffer;

/**
 * A stand-in for Kubo's `POST /api/v0/add`: it answers the CID of the bytes it received, computed with the
 * importer settings Kubo uses, so the server's pin check passes only when it sent the right bytes.
 */
let kubo: Server;
const pinned: string[] = [];

async function startKubo(dir: string): Promise<string> {
  const store = await openFsStore(dir);
  kubo = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file') as Blob;
    const cid = await store.add(new Uint8Array(await file.arrayBuffer()));
    pinned.push(cid.toString());
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ Hash: cid.toString() }));
  });
  await new Promise<void>((resolve) => kubo.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(kubo.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  s3 = await startS3();
  objects = createObjectClient({
    bucket: 'agora',
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  local = await createTestApp();
  const kuboUrl = await startKubo(path.join(local.dataDir, 'kubo'));
  a = await createTestApp({ ...s3.env, IPFS_API_URL: kuboUrl });
  // B shares A's database as well as the bucket, as servers of one cluster do.
  b = await createTestApp(s3.env, { database: a.database });
  png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(async () => {
  await b?.close();
  await Promise.all([a?.close(), local?.close()]);
  await new Promise((resolve) => kubo?.close(resolve));
  if (!stopped) await s3?.close();
});

async function upload(t: TestApp) {
  const cookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  const body = await multipart({ name: 'Rose', description: 'A rose square' }, { file: png });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media/metadata',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { mediaCid: string; metadataCid: string; media: string; preview: string };
}

describe('uploads with S3_BUCKET set', () => {
  let up: Awaited<ReturnType<typeof upload>>;
  beforeAll(async () => {
    up = await upload(a);
  });

  it('puts the media, its compressed preview and the IPFS blocks in the bucket, nothing on local disk', async () => {
    expect(up.media).toMatch(/^\/media\/items\/0x[0-9a-f]{40}\/[0-9a-f]{32}\.png$/);
    expect(up.preview).toMatch(/^\/media\/items\/0x[0-9a-f]{40}\/compressed\/[0-9a-f]{32}\.webp$/);
    const original = await objects.get(up.media.slice(1));
    expect(Buffer.from(original ?? []).equals(png)).toBe(true);
    const preview = await objects.get(up.preview.slice(1));
    expect((await sharp(preview ?? Buffer.alloc(0)).metadata()).format).toBe('webp');
    expect(await objects.has(blockKey(parseCid(up.mediaCid)))).toBe(true);
    expect(await objects.has(blockKey(parseCid(up.metadataCid)))).toBe(true);
    expect(existsSync(path.join(a.dataDir, 'media'))).toBe(false);
    expect(existsSync(path.join(a.dataDir, 'ipfs'))).toBe(false);
  });

  it('gives the same CIDs as the local-disk store', async () => {
    const onDisk = await upload(local);
    expect(up.mediaCid).toBe(onDisk.mediaCid);
    expect(up.metadataCid).toBe(onDisk.metadataCid);
    expect(up.media).toBe(onDisk.media);
  });

  it('copies a local-disk site into an empty bucket with every media key and CID readable (copy-to-s3)', async () => {
    const other = await startS3('moved');
    try {
      const moved = createObjectClient({
        bucket: 'moved',
        endpoint: other.env.S3_ENDPOINT,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      // The local server holds the same upload (previous test) on disk.
      const copied = await copyLocalToS3(local.dataDir, moved);
      expect(copied.media).toBeGreaterThanOrEqual(2);
      expect(copied.blocks).toBeGreaterThanOrEqual(2);
      const media = await createS3Storage(moved).get(up.media.replace(/^\/media\//, ''));
      expect(Buffer.from(media ?? []).equals(png)).toBe(true);
      const store = openS3Store(moved);
      const parts: Uint8Array[] = [];
      for await (const p of store.cat(parseCid(up.mediaCid))) parts.push(p);
      expect(Buffer.concat(parts).equals(png)).toBe(true);
      expect((await store.stat(parseCid(up.metadataCid)))?.size).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('still pins through Kubo (IPFS_API_URL), which computed the same CIDs', () => {
    expect(pinned).toEqual(expect.arrayContaining([up.mediaCid, up.metadataCid]));
  });

  it('serves the media and the gateway from the bucket on every server sharing it', async () => {
    for (const t of [a, b]) {
      const media = await t.app.inject(up.media);
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/png');
      expect(media.headers['cache-control']).toContain('immutable');
      expect(media.rawPayload.equals(png)).toBe(true);
      const preview = await t.app.inject(up.preview);
      expect(preview.headers['content-type']).toBe('image/webp');
      const part = await t.app.inject({ url: up.media, headers: { range: 'bytes=8-15' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 8-15/${png.length}`);
      expect(part.rawPayload.equals(png.subarray(8, 16))).toBe(true);

      const gateway = await t.app.inject(`/ipfs/${up.mediaCid}`);
      expect(gateway.statusCode).toBe(200);
      expect(gateway.rawPayload.equals(png)).toBe(true);
      const meta = await t.app.inject(`/ipfs/${up.metadataCid}`);
      expect(meta.json()).toMatchObject({ name: 'Rose', image: `ipfs://${up.mediaCid}` });
    }
  });

  it('answers 404 for unknown media, unknown CIDs and keys that leave the media folder', async () => {
    expect((await b.app.inject('/media/items/nothing.png')).statusCode).toBe(404);
    expect((await b.app.inject('/media/..%2f..%2fipfs%2fx')).statusCode).toBe(404);
    const unknown = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    expect((await b.app.inject(`/ipfs/${unknown}`)).statusCode).toBe(404);
  });
});

describe('S3 blockstore', () => {
  it('stores a multi-block file under the CIDs the local store computes and reads ranges across blocks', async () => {
    const bytes = new Uint8Array(700_000).map((_, i) => (i * 31) % 251);
    const fs = await openFsStore(path.join(local.dataDir, 'ipfs-compare'));
    const store = openS3Store(objects);
    const cid = await store.add(bytes);
    expect(cid.toString()).toBe((await fs.add(bytes)).toString());
    expect((await store.stat(cid))?.size).toBe(700_000);
    const parts: Uint8Array[] = [];
    for await (const p of store.cat(cid, { offset: 262_000, length: 1_000 })) parts.push(p);
    expect(Buffer.concat(parts).equals(Buffer.from(bytes.subarray(262_000, 263_000)))).toBe(true);
  });
});

describe('configuration', () => {
  it('points media URLs at the CDN when S3_PUBLIC_URL is set', async () => {
    const cdn = createS3Storage(objects, 'https://cdn.example.com/');
    const url = await cdn.put('items/0xabc/1.webp', new Uint8Array([1, 2, 3]));
    expect(url).toBe('https://cdn.example.com/media/items/0xabc/1.webp');
    expect(await objects.get('media/items/0xabc/1.webp')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses S3_BUCKET without credentials at start', async () => {
    const config = loadConfig({ DATA_DIR: local.dataDir, S3_BUCKET: 'agora' });
    await expect(openStores(config)).rejects.toThrow(ConfigError);
  });
});

// Last: it stops the S3 server.
describe('when the bucket cannot be reached', () => {
  it('answers 500 for media and counts the failures in agora_s3_errors_total', async () => {
    const failures: string[] = [];
    const refused = createObjectClient(
      {
        bucket: 'missing',
        endpoint: s3.env.S3_ENDPOINT,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      },
      (operation) => failures.push(operation),
    );
    await expect(refused.put('media/x.png', new Uint8Array([1]))).rejects.toThrow(S3Error);
    expect(failures).toEqual(['put']);

    await s3.close();
    stopped = true;
    const media = await b.app.inject('/media/items/0xabc/any.png');
    expect(media.statusCode).toBe(500);
    const metrics = await b.app.inject('/metrics');
    expect(metrics.body).toMatch(/^agora_s3_errors_total\{operation="get"\} [1-9]/m);
  });
});
