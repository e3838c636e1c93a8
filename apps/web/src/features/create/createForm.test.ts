import { itemDraftBody, MSG, validateCreateItem } from '@agora/core';
import { describe, expect, it } from 'vitest';
import {
  createFormReducer,
  createItemInput,
  draftBody,
  initialCreateForm,
  propertiesRecord,
} from './createForm';

const single = initialCreateForm(721, 'BNB');
const onSale = createFormReducer(single, { type: 'putOnSale', on: true });

describe('create form sale-type rules (spec 2 §4)', () => {
  it('Put on Sale on defaults to FixedPrice; off clears the type and amounts', () => {
    expect(onSale.saleType).toBe('FixedPrice');
    const priced = createFormReducer(onSale, { type: 'text', field: 'price', value: '1' });
    const off = createFormReducer(priced, { type: 'putOnSale', on: false });
    expect(off.saleType).toBeNull();
    expect(off.price).toBe('');
  });

  it('TimedAuction zeroes the price, defaults the dates and uses a token currency', () => {
    const priced = createFormReducer(onSale, { type: 'text', field: 'price', value: '1' });
    const timed = createFormReducer(priced, {
      type: 'saleType',
      saleType: 'TimedAuction',
      tokenCurrency: 'VSW',
    });
    expect(timed).toMatchObject({ saleType: 'TimedAuction', price: '', currency: 'VSW' });
    expect(timed.start).toEqual({ kind: 'now' });
    expect(timed.end).toEqual({ kind: 'days', days: 1 });
  });

  it('FixedPrice clears the minimum bid and dates; UnLimitedAuction clears everything', () => {
    let s = createFormReducer(onSale, { type: 'saleType', saleType: 'TimedAuction', tokenCurrency: 'VSW' });
    s = createFormReducer(s, { type: 'text', field: 'minimumBid', value: '2' });
    const fixed = createFormReducer(s, { type: 'saleType', saleType: 'FixedPrice', tokenCurrency: 'VSW' });
    expect(fixed).toMatchObject({ minimumBid: '', start: null, end: null });
    const unlimited = createFormReducer(
      createFormReducer(fixed, { type: 'text', field: 'price', value: '3' }),
      { type: 'saleType', saleType: 'UnLimitedAuction', tokenCurrency: 'VSW' },
    );
    expect(unlimited).toMatchObject({ saleType: 'UnLimitedAuction', price: '', minimumBid: '', start: null });
  });

  it('TimedAuction is refused for multiple editions and without Put on Sale', () => {
    const multi = createFormReducer(initialCreateForm(1155, 'BNB'), { type: 'putOnSale', on: true });
    expect(
      createFormReducer(multi, { type: 'saleType', saleType: 'TimedAuction', tokenCurrency: 'VSW' }),
    ).toBe(multi);
    expect(
      createFormReducer(single, { type: 'saleType', saleType: 'UnLimitedAuction', tokenCurrency: 'VSW' }),
    ).toBe(single);
  });

  it('unlock off drops the locked content', () => {
    let s = createFormReducer(single, { type: 'unlock', on: true });
    s = createFormReducer(s, { type: 'text', field: 'lockedContent', value: 'secret' });
    expect(createFormReducer(s, { type: 'unlock', on: false }).lockedContent).toBe('');
  });
});

describe('Mint now / List without minting (issue 30)', () => {
  const inVsw = createFormReducer(onSale, { type: 'text', field: 'currency', value: 'VSW' });
  const lazy = createFormReducer(inVsw, { type: 'lazy', on: true, nativeCurrency: 'BNB' });

  it('List without minting is a fixed price in the native coin, and sale types stay there', () => {
    expect(lazy).toMatchObject({ lazy: true, putOnSale: true, saleType: 'FixedPrice', currency: 'BNB' });
    expect(
      createFormReducer(lazy, { type: 'saleType', saleType: 'UnLimitedAuction', tokenCurrency: 'VSW' }),
    ).toBe(lazy);
  });

  it('Mint now, or Put on Sale off, leaves it and its sale window', () => {
    const windowed = createFormReducer(lazy, { type: 'text', field: 'saleDays', value: '7' });
    expect(createFormReducer(windowed, { type: 'lazy', on: false, nativeCurrency: 'BNB' })).toMatchObject({
      lazy: false,
      saleDays: '',
      saleType: 'FixedPrice',
    });
    expect(createFormReducer(windowed, { type: 'putOnSale', on: false })).toMatchObject({
      lazy: false,
      saleDays: '',
      saleType: null,
    });
  });

  it('from an auction, it goes back to a fixed price without the auction terms', () => {
    let s = createFormReducer(onSale, { type: 'saleType', saleType: 'TimedAuction', tokenCurrency: 'VSW' });
    s = createFormReducer(s, { type: 'text', field: 'minimumBid', value: '2' });
    expect(createFormReducer(s, { type: 'lazy', on: true, nativeCurrency: 'BNB' })).toMatchObject({
      saleType: 'FixedPrice',
      minimumBid: '',
      start: null,
      end: null,
      currency: 'BNB',
    });
  });
});

describe('create form validation through @agora/core', () => {
  const now = Date.UTC(2030, 0, 1, 12);
  it('names every missing field with the spec messages', () => {
    const errors = validateCreateItem(createItemInput(onSale, now));
    expect(errors).toMatchObject({
      file: MSG.create.errors.fileRequired,
      name: MSG.create.errors.nameRequired,
      royalties: MSG.create.errors.royaltiesRequired,
      category: MSG.create.errors.categoryRequired,
      price: MSG.create.errors.priceNumber,
    });
  });

  it('a complete timed auction passes, with times resolved from the choices', () => {
    let s = createFormReducer(onSale, { type: 'saleType', saleType: 'TimedAuction', tokenCurrency: 'VSW' });
    s = {
      ...s,
      file: new File(['x'], 'a.png'),
      name: 'Art',
      royalties: '10',
      category: 'Art',
      minimumBid: '1',
    };
    const input = createItemInput(s, now);
    expect(Number(input.endsAt) - Number(input.startsAt)).toBe(86_400_000);
    expect(validateCreateItem(input)).toEqual({});
  });

  it('asks a video or audio file for a preview image, and an image for none', () => {
    const filled = { ...single, name: 'Tide', royalties: '10', category: 'Art' };
    const clip = createFormReducer(filled, { type: 'file', file: new File(['x'], 'tide.mp4') });
    expect(validateCreateItem(createItemInput(clip, now))).toEqual({
      poster: MSG.create.errors.posterRequired,
    });
    const wrong = createFormReducer(clip, { type: 'poster', file: new File(['x'], 'tide.mp3') });
    expect(validateCreateItem(createItemInput(wrong, now)).poster).toMatch(/^Only these file types/);
    const poster = new File(['x'], 'tide.jpg');
    const ready = createFormReducer(clip, { type: 'poster', file: poster });
    expect(validateCreateItem(createItemInput(ready, now))).toEqual({});
    // Another video or audio keeps the preview image; an image drops it (it is its own picture).
    const song = createFormReducer(ready, { type: 'file', file: new File(['x'], 'tide.flac') });
    expect(song.poster).toBe(poster);
    const picture = createFormReducer(song, { type: 'file', file: new File(['x'], 'tide.png') });
    expect(picture.poster).toBeNull();
    expect(validateCreateItem(createItemInput(picture, now))).toEqual({});
    expect(createFormReducer(song, { type: 'file', file: null }).poster).toBeNull();
  });

  it('properties keep only rows with a key', () => {
    expect(
      propertiesRecord([
        { key: ' size ', value: ' L ' },
        { key: '', value: 'x' },
      ]),
    ).toEqual({ size: 'L' });
  });
});

describe('the draft sent after the upload (POST /items/drafts)', () => {
  const now = Date.UTC(2030, 0, 1, 12);
  const filled = {
    ...onSale,
    name: ' Art ',
    description: ' about ',
    royalties: '10',
    category: 'Art',
    price: '1.5',
    properties: [{ key: 'size', value: 'L' }],
  };

  it('is the marketplace default until a collection is picked, then carries its id', () => {
    const body = draftBody(filled, 'bafy', now);
    expect(body.collectionId).toBeNull();
    const picked = createFormReducer(filled, { type: 'collection', id: '12' });
    expect(draftBody(picked, 'bafy', now).collectionId).toBe(12);
    const back = createFormReducer(picked, { type: 'collection', id: null });
    expect(draftBody(back, 'bafy', now).collectionId).toBeNull();
  });

  it('matches the shared schema, with wei amounts, basis points and trimmed texts', () => {
    const body = draftBody(createFormReducer(filled, { type: 'collection', id: '3' }), 'bafy', now);
    expect(itemDraftBody.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      type: 721,
      metadataCid: 'bafy',
      name: 'Art',
      description: 'about',
      royaltyBps: 1000,
      quantity: 1,
      properties: { size: 'L' },
      unlockable: null,
      sale: { saleType: 'FixedPrice', currency: 'BNB', price: '1500000000000000000', minimumBid: null },
    });
  });

  it("carries a timed auction's resolved times and no sale when not on sale", () => {
    const timed = createFormReducer(
      { ...filled, minimumBid: '' },
      { type: 'saleType', saleType: 'TimedAuction', tokenCurrency: 'VSW' },
    );
    const sale = draftBody({ ...timed, minimumBid: '2' }, 'bafy', now).sale;
    expect(sale).toMatchObject({
      saleType: 'TimedAuction',
      currency: 'VSW',
      price: null,
      minimumBid: '2000000000000000000',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    });
    expect(
      draftBody(createFormReducer(filled, { type: 'putOnSale', on: false }), 'bafy', now).sale,
    ).toBeNull();
  });
});
