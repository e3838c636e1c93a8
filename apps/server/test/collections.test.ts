import { LIFECYCLE_MSG, MSG } from '@agora/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../src/db/schema';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { addItem, multipart } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let png: Buffer;
let aliceCookie: string;
let bobCookie: string;
const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
const A = alice.address.toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.database.db);
  png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#39f' } })
    .png()
    .toBuffer();
  aliceCookie = await signIn(t.app, alice);
  bobCookie = await signIn(t.app, bob);
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer>,
  cookie?: string,
) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

describe('collections', () => {
  it('needs a session to create', async () => {
    expect((await send('POST', '/collections', { name: 'X' }, {})).statusCode).toBe(401);
  });

  it('validates with the spec messages', async () => {
    const res = await send('POST', '/collections', { customUrl: 'www.site.com' }, {}, aliceCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Collection Name is Required',
      customUrl: 'invalid custom url',
      category: 'Category is Required',
    });
  });

  it('creates with logo and cover, then lists and finds it', async () => {
    const res = await send(
      'POST',
      '/collections',
      { name: 'Cats', customUrl: 'My Cats', category: 'Art', type: 'MULTIPLE' },
      { logo: png, cover: png },
      aliceCookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Cats',
      customUrl: 'mycats',
      type: 'MULTIPLE',
      category: 'Art',
      owner: A,
      itemCount: 0,
    });
    expect(res.json().logo).toMatch(/^\/media\/collectionLogo\//);
    const dup = await send(
      'POST',
      '/collections',
      { name: 'Cats', customUrl: 'other', category: 'Art' },
      {},
      aliceCookie,
    );
    expect(dup.json().errors).toEqual({ name: 'You already have a collection with this name' });
    expect((await t.app.inject(`/api/v1/collections/${A}/mycats`)).json().name).toBe('Cats');
    expect((await t.app.inject(`/api/v1/users/${A}/collections?type=MULTIPLE`)).json()).toHaveLength(1);
    expect((await t.app.inject(`/api/v1/users/${A}/collections?type=SINGLE`)).json()).toHaveLength(0);
    expect(
      (await t.app.inject({ url: '/api/v1/collections/mine/Cats', headers: { cookie: aliceCookie } })).json()
        .customUrl,
    ).toBe('mycats');
  });

  it("updates only images; someone else's collection is not theirs to edit", async () => {
    const other = await send('PUT', '/collections/mine/Cats', { name: 'Dogs' }, { logo: png }, bobCookie);
    expect(other.statusCode).toBe(404);
    const res = await send(
      'PUT',
      '/collections/mine/Cats',
      { name: 'Dogs', customUrl: 'dogs' },
      { cover: png },
      aliceCookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Cats', customUrl: 'mycats' });
  });

  it('takes a draft only into a collection of its own kind, owned by the caller', async () => {
    const [cats] = (await t.app.inject(`/api/v1/users/${A}/collections?type=MULTIPLE`)).json();
    const draft = (type: 721 | 1155, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/items/drafts',
        headers: { cookie },
        payload: {
          type,
          metadataCid: 'bafkreinotuploaded',
          name: 'Kitten',
          description: '',
          category: 'Art',
          collectionId: Number(cats.id),
          properties: {},
          unlockable: null,
          royaltyBps: 0,
          quantity: 1,
          sale: null,
        },
      });
    const single = await draft(721, aliceCookie);
    expect(single.statusCode).toBe(400);
    expect(single.json().errors).toEqual({ collectionId: LIFECYCLE_MSG.collectionWrongKind });
    const foreign = await draft(1155, bobCookie);
    expect(foreign.json().errors).toEqual({ collectionId: MSG.api.collectionNotFound });
    // The right kind passes the collection check and stops only at the CID nobody uploaded.
    const multiple = await draft(1155, aliceCookie);
    expect(multiple.statusCode).toBe(404);
    expect(multiple.json().message).toBe(LIFECYCLE_MSG.draftNotFound);
  });

  it('lists its tokens and ranks top collections by average sale price in dollars', async () => {
    const c = (await t.app.inject(`/api/v1/collections/${A}/mycats`)).json();
    const item = await addItem(t.database.db, { creator: A, collectionId: Number(c.id), name: 'Tabby' });
    const tokens = (await t.app.inject(`/api/v1/collections/${A}/mycats/tokens?page=1`)).json();
    expect(tokens.items.map((i: { name: string }) => i.name)).toEqual(['Tabby']);
    await t.database.db.insert(activity).values({
      action: 'purchase',
      text: 'Purchased',
      itemId: item.id,
      price: '500000000000000000',
      currency: 'BNB',
    });
    const top = (await t.app.inject('/api/v1/collections/top?days=7')).json();
    expect(top[0]).toMatchObject({ name: 'Cats', averagePriceUsd: 300 });
    expect((await t.app.inject('/api/v1/collections/top?days=3')).statusCode).toBe(400);
  });
});
