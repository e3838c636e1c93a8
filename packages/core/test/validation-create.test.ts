import { describe, expect, it } from 'vitest';
import { type CreateItemInput, MSG, validateCreateItem } from '../src';

const E = MSG.create.errors;
const NOW = new Date(2024, 2, 5, 13, 7).getTime();
const DAY = 86_400_000;
const ok: CreateItemInput = {
  type: 721,
  file: { name: 'art.PNG', size: 30_000_000 },
  name: 'Sunset',
  royalties: '20',
  category: 'Art',
  unlock: false,
  lockedContent: '',
  putOnSale: false,
  saleType: null,
  price: '',
  minimumBid: '',
  currency: '',
  startsAt: null,
  endsAt: null,
  copies: '1',
  now: NOW,
};
const fixed = { ...ok, putOnSale: true, saleType: 'FixedPrice' as const, price: '0.009', currency: 'BNB' };
const timed = {
  ...ok,
  putOnSale: true,
  saleType: 'TimedAuction' as const,
  minimumBid: '0.009',
  currency: 'VSW',
  startsAt: NOW,
  endsAt: NOW + DAY,
};

describe('create item', () => {
  it('accepts valid items off sale, at a fixed price, in a timed auction and unlimited', () => {
    expect(validateCreateItem(ok)).toEqual({});
    expect(validateCreateItem(fixed)).toEqual({});
    expect(validateCreateItem(timed)).toEqual({});
    expect(validateCreateItem({ ...ok, putOnSale: true, saleType: 'UnLimitedAuction' })).toEqual({});
  });

  it('requires file, name, royalties, category and locked content when unlocking', () => {
    expect(
      validateCreateItem({ ...ok, file: null, name: ' ', royalties: '', category: '', unlock: true }),
    ).toEqual({
      file: E.fileRequired,
      name: E.nameRequired,
      royalties: E.royaltiesRequired,
      category: E.categoryRequired,
      lockedContent: E.lockedContentRequired,
    });
  });

  it('checks the file size (30,000,000 bytes) and type', () => {
    expect(validateCreateItem({ ...ok, file: { name: 'a.png', size: 30_000_001 } })).toEqual({
      file: E.fileTooLarge,
    });
    expect(validateCreateItem({ ...ok, file: { name: 'a.exe', size: 1 } }).file).toMatch(
      /^Only these file types/,
    );
  });

  describe('the preview image of video and audio', () => {
    const poster = { name: 'cover.JPG', size: 30_000_000 };
    const pictures = ['png', 'gif', 'webp', 'jpg', 'jpeg', 'PNG', 'Jpeg'];
    const players = ['mp4', 'webm', 'ogv', 'mp3', 'aac', 'flac', 'MP4', 'Flac'];

    it.each(players)('is required for a .%s file, and accepted in every picture type up to 30 MB', (ext) => {
      const media = { ...ok, file: { name: `clip.${ext}`, size: 1 } };
      expect(validateCreateItem(media)).toEqual({ poster: E.posterRequired });
      expect(validateCreateItem({ ...media, poster: null })).toEqual({ poster: E.posterRequired });
      expect(validateCreateItem({ ...media, poster })).toEqual({});
      for (const pic of pictures)
        expect(validateCreateItem({ ...media, poster: { name: `p.${pic}`, size: 1 } })).toEqual({});
    });

    it('refuses a preview that is not a picture, or over 30,000,000 bytes', () => {
      const media = { ...ok, file: { name: 'clip.mp4', size: 1 } };
      const types = 'Only these file types are accepted : png, gif, webp, jpg, jpeg';
      for (const name of ['p.mp4', 'p.mp3', 'p.svg', 'p', 'p.png.exe'])
        expect(validateCreateItem({ ...media, poster: { name, size: 1 } })).toEqual({ poster: types });
      expect(validateCreateItem({ ...media, poster: { ...poster, size: 30_000_001 } })).toEqual({
        poster: E.posterTooLarge,
      });
    });

    it('is not asked for an image, nor while no file is chosen', () => {
      for (const ext of pictures)
        expect(validateCreateItem({ ...ok, file: { name: `a.${ext}`, size: 1 }, poster: null })).toEqual({});
      // A preview left over from an earlier video choice does not count against an image.
      expect(validateCreateItem({ ...ok, poster: { name: 'p.svg', size: 1 } })).toEqual({});
      expect(validateCreateItem({ ...ok, file: null })).toEqual({ file: E.fileRequired });
    });

    it('is checked alongside the file', () => {
      expect(validateCreateItem({ ...ok, file: { name: 'a.mp4', size: 30_000_001 } })).toEqual({
        file: E.fileTooLarge,
        poster: E.posterRequired,
      });
    });
  });

  it('refuses emoji names', () => {
    expect(validateCreateItem({ ...ok, name: 'Sun 🌅' })).toEqual({ name: E.noEmoji });
    // Issue 12: bounded, no control characters; the description and locked content may span lines.
    expect(validateCreateItem({ ...ok, name: 'n'.repeat(100) })).toEqual({});
    expect(validateCreateItem({ ...ok, name: 'n'.repeat(101) })).toEqual({ name: MSG.api.tooLong(100) });
    expect(validateCreateItem({ ...ok, name: 'a\u0000b' })).toEqual({ name: MSG.api.controlChars });
    expect(validateCreateItem({ ...ok, description: 'one\ntwo' })).toEqual({});
    expect(validateCreateItem({ ...ok, description: 'd'.repeat(2001) })).toEqual({
      description: MSG.api.tooLong(2000),
    });
    expect(validateCreateItem({ ...ok, description: '\u001b[31m' })).toEqual({
      description: MSG.api.controlChars,
    });
    expect(validateCreateItem({ ...ok, unlock: true, lockedContent: 'k\u0000' })).toEqual({
      lockedContent: MSG.api.controlChars,
    });
  });

  it('takes royalties up to 20 with 2 decimals', () => {
    expect(validateCreateItem({ ...ok, royalties: '20.01' })).toEqual({ royalties: E.royaltiesMax });
    expect(validateCreateItem({ ...ok, royalties: '21' })).toEqual({ royalties: E.royaltiesMax });
    expect(validateCreateItem({ ...ok, royalties: '0' })).toEqual({});
    expect(validateCreateItem({ ...ok, royalties: '12.5' })).toEqual({});
    expect(validateCreateItem({ ...ok, royalties: '12.555' })).toEqual({ royalties: E.royaltiesDecimals });
    expect(validateCreateItem({ ...ok, royalties: 'ten' })).toEqual({ royalties: E.royaltiesNumber });
    expect(validateCreateItem({ ...ok, royalties: '-1' })).toEqual({ royalties: E.royaltiesNumber });
  });

  it('checks the number of copies of multiple items', () => {
    const multi = { ...ok, type: 1155 as const };
    expect(validateCreateItem({ ...multi, copies: '999' })).toEqual({});
    expect(validateCreateItem({ ...multi, copies: 'x' })).toEqual({ copies: E.copiesNumber });
    expect(validateCreateItem({ ...multi, copies: '' })).toEqual({ copies: E.copiesNumber });
    expect(validateCreateItem({ ...multi, copies: '1000' })).toEqual({ copies: E.copiesNumber });
    expect(validateCreateItem({ ...multi, copies: '0' })).toEqual({ copies: E.copiesMin });
  });

  it('checks a fixed price: number, above 0, at least 0.009, 4 decimals, currency', () => {
    expect(validateCreateItem({ ...fixed, price: '0.0089' })).toEqual({
      price: 'Token Price Must not be below 0.009',
    });
    expect(validateCreateItem({ ...fixed, price: '' })).toEqual({ price: E.priceNumber });
    expect(validateCreateItem({ ...fixed, price: 'abc' })).toEqual({ price: E.priceNumber });
    expect(validateCreateItem({ ...fixed, price: '0' })).toEqual({ price: E.priceZero });
    expect(validateCreateItem({ ...fixed, price: '1.00001' })).toEqual({ price: E.decimals });
    expect(validateCreateItem({ ...fixed, price: '1.0001' })).toEqual({});
    expect(validateCreateItem({ ...fixed, currency: '' })).toEqual({ currency: E.currencyRequired });
  });

  it('checks a timed auction: single only, minimum bid, start and end', () => {
    expect(validateCreateItem({ ...timed, minimumBid: '0.0089' })).toEqual({ minimumBid: E.bidMin });
    expect(validateCreateItem({ ...timed, minimumBid: '0' })).toEqual({ minimumBid: E.bidMin });
    expect(validateCreateItem({ ...timed, minimumBid: '' })).toEqual({ minimumBid: E.bidNumber });
    expect(validateCreateItem({ ...timed, type: 1155 })).toEqual({ saleType: E.timedAuctionSingleOnly });
    expect(validateCreateItem({ ...timed, startsAt: null, endsAt: Number.NaN })).toEqual({
      startsAt: E.startRequired,
      endsAt: E.endRequired,
    });
    expect(validateCreateItem({ ...timed, endsAt: NOW })).toEqual({ endsAt: E.endAfterStart });
    expect(validateCreateItem({ ...timed, startsAt: NOW - DAY, endsAt: NOW + DAY })).toEqual({
      startsAt: E.startInPast,
    });
    expect(validateCreateItem({ ...timed, currency: ' ' })).toEqual({ currency: E.currencyRequired });
  });
});
