import { describe, expect, it } from 'vitest';
import { links, PATHS, RESERVED_SEGMENTS, shareLink, shareText, shareUrls } from '../src';

const OWNER = '0xAbC0000000000000000000000000000000000001';
const CONTRACT = '0xDEF0000000000000000000000000000000000002';

describe('links', () => {
  it('links a profile by custom url, else by lowercased address', () => {
    expect(links.user({ address: OWNER, customUrl: 'cleo' })).toBe('/cleo');
    expect(links.user({ address: OWNER, customUrl: null })).toBe(`/user/${OWNER.toLowerCase()}`);
    expect(links.userByAddress(OWNER)).toBe(`/user/${OWNER.toLowerCase()}`);
  });
  it('links an item as /info/{owner}/{contract}/{tokenId}', () => {
    expect(links.info(OWNER, CONTRACT, 7n)).toBe(`/info/${OWNER.toLowerCase()}/${CONTRACT.toLowerCase()}/7`);
  });
  it('links collections, their edit form, search, explore per category, my items and create', () => {
    expect(links.collection(OWNER, 'my art')).toBe(`/collection/${OWNER.toLowerCase()}/my%20art`);
    expect(links.editCollection('My Art')).toBe('/addCollectionss/My%20Art/usercollection');
    expect(links.search('a&b')).toBe('/search?search=a%26b');
    expect(links.explore()).toBe('/explore/All');
    expect(links.explore('Digital Art')).toBe('/explore/Digital%20Art');
    expect(links.myItems()).toBe('/my-items');
    expect(links.myItems('activity')).toBe('/my-items/activity');
    expect(links.create(721)).toBe(PATHS.createSingle);
    expect(links.create(1155)).toBe(PATHS.createMultiple);
  });
});

describe('reserved segments', () => {
  it('holds every first segment of the route table (lowercased) and the server prefixes', () => {
    for (const s of [
      'my-items',
      'user',
      'addcollectionss',
      'following',
      'info',
      'how-it-works',
      'api',
      'ipfs',
    ])
      expect(RESERVED_SEGMENTS.has(s)).toBe(true);
    expect(RESERVED_SEGMENTS.has(':paramusername')).toBe(false);
    expect(RESERVED_SEGMENTS.has('')).toBe(false);
  });
});

describe('share', () => {
  it('builds the absolute item link', () => {
    expect(shareLink('https://agora.example/', OWNER, CONTRACT, '3')).toBe(
      `https://agora.example/info/${OWNER.toLowerCase()}/${CONTRACT.toLowerCase()}/3`,
    );
  });
  it('appends three configured hashtags', () => {
    expect(shareText('Look at this', ['nft', '#agora', 'bnb chain', 'extra'])).toBe(
      'Look at this #nft #agora #bnbchain',
    );
    expect(shareText('Hi', [])).toBe('Hi');
  });
  it('encodes the share targets', () => {
    const urls = shareUrls('https://a.b/c', 'x y');
    expect(urls.twitter).toBe('https://twitter.com/intent/tweet?text=x%20y&url=https%3A%2F%2Fa.b%2Fc');
    expect(urls.telegram).toContain('t.me/share/url?url=https%3A%2F%2Fa.b%2Fc');
    expect(urls.facebook).toContain('sharer.php?u=https%3A%2F%2Fa.b%2Fc');
    expect(urls.whatsapp).toContain('send?text=x%20y%20https');
  });
});
