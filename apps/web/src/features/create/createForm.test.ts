import { MSG, validateCreateItem } from '@agora/core';
import { describe, expect, it } from 'vitest';
import { createFormReducer, createItemInput, initialCreateForm, propertiesRecord } from './createForm';

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

  it('properties keep only rows with a key', () => {
    expect(
      propertiesRecord([
        { key: ' size ', value: ' L ' },
        { key: '', value: 'x' },
      ]),
    ).toEqual({ size: 'L' });
  });
});
