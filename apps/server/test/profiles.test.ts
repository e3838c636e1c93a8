import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn } from './auth-helpers';
import { addItem, multipart } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let png: Buffer;
let aliceCookie: string;
const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
const A = alice.address.toLowerCase();
const validProfile = { name: 'Alice', customUrl: ' Alice Art ', email: 'alice@example.com', bio: 'hi' };

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  aliceCookie = await signIn(t.app, alice);
  await signIn(t.app, bob);
});
afterAll(() => t.close());

async function putMe(
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
  cookie = aliceCookie,
  url = '/api/v1/users/me',
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, cookie } });
}

describe('profiles', () => {
  it('looks up by address (any case) with tab counts; unknown is User not found', async () => {
    const res = await t.app.inject(`/api/v1/users/${alice.address}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: A, name: null, counts: { onSale: 0, followers: 0 } });
    expect(res.json().email).toBeUndefined();
    const missing = await t.app.inject('/api/v1/users/0x0000000000000000000000000000000000000001');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    expect((await t.app.inject('/api/v1/users/not-an-address')).statusCode).toBe(400);
  });

  it('refuses edits without a session', async () => {
    const res = await putMe(validProfile, { image: png }, '');
    expect(res.statusCode).toBe(401);
  });

  it('validates the form with the spec messages', async () => {
    const res = await putMe({
      name: 'Al 😀',
      customUrl: 'https://x.com',
      email: 'nope',
      youtubeEnabled: 'on',
      photoEnabled: 'on',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Smileys are not allowed',
      customUrl: 'invalid custom url',
      email: 'email Format is Required',
      youtube: 'Youtube link is Required',
      photo: 'Photo link is Required',
      image: 'Image is Required',
    });
    const empty = await putMe({});
    expect(empty.json().errors).toMatchObject({
      name: 'Name is Required',
      customUrl: 'customurl is Required',
      email: 'email is Required',
    });
  });

  it('refuses an SVG or a renamed text file as image, and a too-large file with 413', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const res = await putMe(validProfile, { image: svg });
    expect(res.json().errors).toEqual({ image: 'file is invalid. only allowed JPG,PNG,WEBP,gif' });
    const big = await putMe(validProfile, { image: Buffer.alloc(5_000_001, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size must be below 5mb');
  });

  it('saves the profile with a WebP avatar, lowercased custom url, and serves it with long caching', async () => {
    const res = await putMe(
      {
        ...validProfile,
        twitter: 'https://twitter.com/a',
        twitterEnabled: 'on',
        photo: 'https://instagram.com/a',
        photoEnabled: 'on',
      },
      { image: png },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Alice', customUrl: 'aliceart', email: 'alice@example.com' });
    expect(body.socials.twitter).toEqual({ url: 'https://twitter.com/a', enabled: true });
    // Spec 1's fifth social link, stored and shown like the other four.
    expect(body.socials.photo).toEqual({ url: 'https://instagram.com/a', enabled: true });
    expect(body.image).toMatch(/^\/media\/images\/0x[0-9a-f]+\/compressed\/[0-9a-f]+\.webp$/);
    const media = await t.app.inject(body.image);
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toContain('immutable');
    expect((await sharp(media.rawPayload).metadata()).format).toBe('webp');
    const byUrl = await t.app.inject('/api/v1/users/by-url/AliceArt');
    expect(byUrl.json().address).toBe(A);
  });

  it("shows a new name on visitors' cached explore cards at once", async () => {
    await addItem(t.database.db, { creator: A, name: 'Portrait' });
    const creatorName = async () =>
      (await t.app.inject('/api/v1/tokens?filter=Recently')).json().items[0].creator.name;
    expect(await creatorName()).toBe('Alice');
    expect((await putMe({ ...validProfile, name: 'Alice B' })).statusCode).toBe(200);
    expect(await creatorName()).toBe('Alice B');
  });

  it('refuses a custom url someone else holds', async () => {
    const bobCookie = await signIn(t.app, bob);
    const res = await putMe({ ...validProfile, email: 'b@example.com' }, { image: png }, bobCookie);
    expect(res.json().errors).toEqual({ customUrl: 'This custom url is already taken' });
  });

  it('updates the cover after validating it', async () => {
    const bad = await putMe(
      {},
      { cover: Buffer.from('GIF89a-not-really') },
      aliceCookie,
      '/api/v1/users/me/cover',
    );
    expect(bad.statusCode).toBe(400);
    const res = await putMe({}, { cover: png }, aliceCookie, '/api/v1/users/me/cover');
    expect(res.statusCode).toBe(200);
    expect(res.json().cover).toMatch(/^\/media\/coverimages\//);
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie: aliceCookie } });
    expect(me.json().cover).toBe(res.json().cover);
  });
});
