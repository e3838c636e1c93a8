import type { TokenCard, UserProfile, UserSummary } from '@agora/core';
import { testConfig } from './render';

/** A creator with a name and a custom URL. */
export const someone: UserSummary = {
  address: '0x00000000000000000000000000000000000000b2',
  name: 'Bea',
  customUrl: 'bea',
  image: null,
};

/** A single-edition card created and owned by `someone`, not on sale. */
export const card: TokenCard = {
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId: '9',
  type: 721,
  name: 'Sunset over the bay',
  category: 'Art',
  media: '/media/nft/sunset.png',
  preview: null,
  ipfsMedia: null,
  mediaKind: 'image',
  creator: someone,
  owner: someone,
  quantity: 1,
  stock: 1,
  likeCount: 0,
  listing: null,
};

/** The last page of a list holding `items`. */
export const page = <T>(items: T[]) => ({ items, hasMore: false, nextCursor: null });

const link = { url: null, enabled: false };
/** `someone`'s profile: one item created, owned and on sale. */
export const profile: UserProfile = {
  ...someone,
  bio: 'Paints the bay',
  cover: null,
  socials: { youtube: link, whatsapp: link, facebook: link, twitter: link, photo: link },
  counts: { onSale: 1, collectibles: 1, created: 1, liked: 0, following: 0, followers: 0 },
};

/** What every server-rendered page loads (the shell): answered so that only the page's own loads matter. */
export const shell = {
  'GET /api/v1/config': testConfig,
  'GET /api/v1/categories': [{ id: '1', name: 'Art' }],
  'GET /api/v1/content/footer': { html: '' },
  'GET /api/v1/content/social-links': {},
};
