import { MSG, type TokenCard, TRAIT_LIMITS } from '@agora/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, addUser } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { addCats } from './trait-fixtures';

/** Trait filters of explore and collection pages (issue 16): same type OR, different types AND, with counts. */
let t: TestApp;
const A = '0x00000000000000000000000000000000000000a1';
const BANNED = '0x00000000000000000000000000000000000000b2';
const names = (res: { json(): { items: TokenCard[] } }) =>
  res
    .json()
    .items.map((c) => c.name)
    .sort();
const get = (url: string) => t.app.inject(`/api/v1${url}`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addUser(db, BANNED, { banned: true });
  const cats = await addCats(db, A);
  const item = (name: string, properties: Record<string, string>, more = {}) =>
    addItem(db, { creator: A, name, properties, collectionId: cats, ...more });
  await item('Red hat', { Color: 'Red', Hat: 'Cap' });
  await item('Blue hat', { Color: 'Blue', Hat: 'Cap' });
  await item('Blue bare', { Color: 'Blue', Hat: 'None' });
  await item('Green bare', { Color: 'Green', Hat: 'None' }, { saleType: 'FixedPrice', priceUsd: 3 });
  await item('Plain', {});
  await addItem(db, { creator: BANNED, name: 'Banned blue', properties: { Color: 'Blue' } });
});
afterAll(() => t.close());

describe('trait filters', () => {
  it('narrows explore: values of one type are OR, different types AND', async () => {
    expect(names(await get('/tokens?filter=All&trait=Color:Blue'))).toEqual(['Blue bare', 'Blue hat']);
    expect(names(await get('/tokens?filter=All&trait=Color:Blue&trait=Color:Red'))).toEqual([
      'Blue bare',
      'Blue hat',
      'Red hat',
    ]);
    expect(names(await get('/tokens?filter=All&trait=Color:Blue&trait=Hat:Cap'))).toEqual(['Blue hat']);
    expect(names(await get('/tokens?filter=FixedPrice&trait=Hat:None'))).toEqual(['Green bare']);
    expect(names(await get('/tokens?filter=All&trait=Color:Purple'))).toEqual([]);
  });

  it('narrows a collection page', async () => {
    expect(names(await get(`/collections/${A}/cats/tokens?trait=Hat:Cap`))).toEqual(['Blue hat', 'Red hat']);
    expect(names(await get(`/collections/${A}/cats/tokens?trait=Hat:Cap&trait=Color:Red`))).toEqual([
      'Red hat',
    ]);
  });

  it('counts trait values of the listed items (banned creators left out), most common first', async () => {
    const traits = (await get('/tokens/traits')).json();
    expect(traits).toEqual([
      {
        type: 'Color',
        values: [
          { value: 'Blue', count: 2 },
          { value: 'Green', count: 1 },
          { value: 'Red', count: 1 },
        ],
      },
      {
        type: 'Hat',
        values: [
          { value: 'Cap', count: 2 },
          { value: 'None', count: 2 },
        ],
      },
    ]);
    const inCollection = (await get(`/collections/${A}/cats/traits`)).json();
    expect(inCollection).toEqual(traits);
    expect((await get(`/collections/${A}/nope/traits`)).statusCode).toBe(404);
  });

  it('refuses malformed trait parameters with a message of the catalogue', async () => {
    for (const bad of ['Color', ':Blue', 'Color:', `${'x'.repeat(51)}:Blue`, 'Co\u0000lor:Blue']) {
      for (const url of ['/tokens?trait=', `/collections/${A}/cats/tokens?trait=`]) {
        const res = await get(`${url}${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MSG.api.invalidTrait);
      }
    }
    const many = Array.from({ length: TRAIT_LIMITS.filters + 1 }, (_, k) => `trait=Color:${k}`).join('&');
    const res = await get(`/tokens?${many}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.api.tooManyTraits(TRAIT_LIMITS.filters));
  });
});
