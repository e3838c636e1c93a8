import { createHash } from 'node:crypto';
import { digestFromCid, rawCidFromDigest } from '@agora/chain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDrafts } from '../src/db/schema';
import { openFsStore } from '../src/ipfs/store';
import { accounts, signIn } from './auth-helpers';
import { multipart } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { BLOCK_SIZE, pngWithSecondBlock, TROJAN_PAGE } from './trojan-png';

let t: TestApp;
let cookie: string;
let png: Buffer;
let jpeg: Buffer;
/** The start of an MP4 (an `ftyp` box) and two MPEG audio frames: what file-type reads them by. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp42'),
  Buffer.alloc(64, 1),
]);
const frame = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
const mp3 = Buffer.concat([frame, Buffer.alloc(413), frame, Buffer.alloc(413)]);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ff8800' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function upload(fields: Record<string, string>, files: Record<string, Buffer>, auth = cookie) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/media/metadata',
    payload: body.payload,
    headers: { ...body.headers, cookie: auth },
  });
}

describe('IPFS store', () => {
  it('computes the CIDs of `ipfs add --cid-version=1 --raw-leaves`', async () => {
    const store = await openFsStore(`${t.dataDir}/ipfs-check`);
    const small = await store.add(new TextEncoder().encode('hello\n'));
    expect(small.toString()).toBe('bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am');
    // Above one 256 KiB chunk the file becomes a dag-pb node over raw leaves.
    const big = await store.add(new Uint8Array(300_000).fill(7));
    expect(big.toString().startsWith('bafybei')).toBe(true);
    expect((await store.stat(big))?.size).toBe(300_000);
    expect(rawCidFromDigest(digestFromCid(small)).equals(small)).toBe(true);
  });
});

describe('POST /media/metadata and GET /ipfs/:cid', () => {
  it('needs a session', async () => {
    expect((await upload({ name: 'x' }, { file: png }, '')).statusCode).toBe(401);
  });

  it('refuses a missing file, a missing name and a file that is not an item type', async () => {
    const none = await upload({ name: 'x' }, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.file).toBe('"File" is required');
    expect((await upload({ name: '' }, { file: png })).json().errors.name).toBe(
      '"Name" is not allowed to be empty',
    );
    const text = await upload(
      { name: 'x' },
      { file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    );
    expect(text.json().errors.file).toMatch(/^Only these file types are accepted/);
  });

  it('stores media and OpenSea metadata with real CIDs and serves them through the gateway', async () => {
    const res = await upload(
      { name: 'Blue', description: 'A blue square', properties: JSON.stringify({ colour: 'blue' }) },
      { file: png },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mediaKind).toBe('image');
    expect(body.tokenUri).toBe(`ipfs://${body.metadataCid}`);
    expect(body.metadataCid.startsWith('bafkrei')).toBe(true);
    expect(body.preview).toMatch(/\.webp$/);
    expect(rawCidFromDigest(body.metadataDigest).toString()).toBe(body.metadataCid);

    const meta = await t.app.inject(`/ipfs/${body.metadataCid}`);
    expect(meta.headers['content-type']).toBe('application/json');
    expect(meta.headers['cache-control']).toContain('immutable');
    expect(meta.json()).toEqual({
      name: 'Blue',
      description: 'A blue square',
      image: `ipfs://${body.mediaCid}`,
      attributes: [{ trait_type: 'colour', value: 'blue' }],
    });

    const media = await t.app.inject(`/ipfs/${body.mediaCid}`);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(png)).toBe(true);
    const part = await t.app.inject({ url: `/ipfs/${body.mediaCid}`, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(10, 20))).toBe(true);
    const cached = await t.app.inject({
      url: `/ipfs/${body.mediaCid}`,
      headers: { 'if-none-match': `"${body.mediaCid}"` },
    });
    expect(cached.statusCode).toBe(304);
    const bad = await t.app.inject({ url: `/ipfs/${body.mediaCid}`, headers: { range: 'bytes=999999999-' } });
    expect(bad.statusCode).toBe(416);
  });

  it('asks video and audio for a preview image, one of the item picture types', async () => {
    const none = await upload({ name: 'Clip' }, { file: mp4 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ poster: '"Preview image" is required' });
    for (const poster of [mp3, mp4, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const bad = await upload({ name: 'Clip' }, { file: mp4, poster });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        poster: 'Only these file types are accepted : png, gif, webp, jpg, jpeg',
      });
    }
  });

  it('refuses a preview image over 30 MB with 413 and its own message', async () => {
    const big = await upload({ name: 'Clip' }, { file: mp4, poster: Buffer.alloc(30_000_001, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ poster: '"Preview image" Must be below 30mb' });
  });

  it.each([
    ['video', () => mp4, 'video/mp4'],
    ['audio', () => mp3, 'audio/mpeg'],
  ])('makes the preview image the metadata image and the %s its animation_url', async (kind, media, type) => {
    const res = await upload(
      { name: 'Tide', description: '', properties: '' },
      { file: media(), poster: jpeg },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mediaKind).toBe(kind);
    const [mediaCid, posterCid] = [body.mediaCid, body.posterCid];
    // Real CIDs: each is the raw-leaves CIDv1 of the bytes, as `ipfs add --cid-version=1 --raw-leaves`.
    const store = await openFsStore(`${t.dataDir}/ipfs-check-${kind}`);
    expect(mediaCid).toBe((await store.add(media())).toString());
    expect(posterCid).toBe((await store.add(jpeg)).toString());
    expect((await t.app.inject(`/ipfs/${body.metadataCid}`)).json()).toEqual({
      name: 'Tide',
      description: '',
      image: `ipfs://${posterCid}`,
      animation_url: `ipfs://${mediaCid}`,
      attributes: [],
    });
    const picture = await t.app.inject(`/ipfs/${posterCid}`);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(jpeg)).toBe(true);
    expect((await t.app.inject(`/ipfs/${mediaCid}`)).headers['content-type']).toBe(type);
    // The card's picture is the preview image, compressed; the media stays as uploaded.
    expect(body.preview).toMatch(/\.webp$/);
    const webp = await sharp((await t.app.inject(body.preview)).rawPayload).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 600, 338]);
    expect((await t.app.inject(body.media)).rawPayload.equals(media())).toBe(true);
    // The draft the mint is matched to carries them to the item's cards and page.
    const [draft] = await t.database.db
      .select()
      .from(itemDrafts)
      .where(eq(itemDrafts.metadataCid, body.metadataCid));
    expect([draft?.mediaKind, draft?.preview, draft?.media]).toEqual([kind, body.preview, body.media]);
  });

  it('keeps an image its own picture, whatever preview image is sent with it', async () => {
    const res = await upload({ name: 'Square' }, { file: png, poster: jpeg });
    const body = res.json();
    expect([body.mediaKind, body.posterCid]).toEqual(['image', null]);
    const meta = (await t.app.inject(`/ipfs/${body.metadataCid}`)).json();
    expect(meta.image).toBe(`ipfs://${body.mediaCid}`);
    expect(meta).not.toHaveProperty('animation_url');
  });

  it('answers 400 for a malformed CID and 404 for an unknown one', async () => {
    expect((await t.app.inject('/ipfs/not-a-cid')).statusCode).toBe(400);
    const unknown = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    expect((await t.app.inject(`/ipfs/${unknown}`)).statusCode).toBe(404);
  });
});

describe('GET /ipfs/:cid types every answer itself (issue 32.5)', () => {
  const page = TROJAN_PAGE;

  it('serves a block of a PNG upload that starts like XML as a download, never as a page', async () => {
    const file = pngWithSecondBlock(png, page);
    const res = await upload({ name: 'Trojan' }, { file });
    expect(res.statusCode).toBe(200);
    // The second block is addressable on its own: the raw-leaves CID of its bytes.
    const second = file.subarray(BLOCK_SIZE, 2 * BLOCK_SIZE);
    const digest = `0x${createHash('sha256').update(second).digest('hex')}` as const;
    const block = await t.app.inject(`/ipfs/${rawCidFromDigest(digest)}`);
    expect(block.statusCode).toBe(200);
    expect(block.rawPayload.subarray(0, page.length).equals(page)).toBe(true);
    expect(block.headers['content-type']).toBe('application/octet-stream');
    expect(block.headers['content-disposition']).toBe('attachment');
    expect(block.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(block.headers['content-security-policy']);
    expect(csp).not.toMatch(/frame-src[^;]*https:/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    // The upload as a whole is still the picture it is.
    const whole = await t.app.inject(`/ipfs/${res.json().mediaCid}`);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-disposition']).toBe('inline');
  });

  it('serves an unknown type as a download and keeps pictures and metadata inline', async () => {
    const store = await openFsStore(`${t.dataDir}/ipfs`);
    const svg = await store.add(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
    );
    const html = await store.add(Buffer.from('<!doctype html><script>alert(1)</script>'));
    for (const cid of [svg, html]) {
      const res = await t.app.inject(`/ipfs/${cid}`);
      expect([res.headers['content-type'], res.headers['content-disposition']]).toEqual([
        'application/octet-stream',
        'attachment',
      ]);
    }
    const picture = await t.app.inject(`/ipfs/${await store.add(png)}`);
    expect([picture.headers['content-type'], picture.headers['content-disposition']]).toEqual([
      'image/png',
      'inline',
    ]);
  });
});
