import { SHARE_HASHTAGS } from './constants';

/** Route patterns of spec 1 §2 (React Router syntax) and the link builders of both specs. */
export const PATHS = {
  home: '/',
  myItems: '/my-items/:activity?',
  userByAddress: '/user/:paramAddress',
  userByCustomUrl: '/:paramUsername',
  create: '/create',
  createSingle: '/create-single',
  createMultiple: '/create-multiple',
  editProfile: '/edit-profile',
  addCollection: '/addCollections',
  editCollection: '/addCollectionss/:name/:form',
  search: '/search',
  topCollections: '/collectionlist',
  collection: '/collection/:param/:customurl',
  following: '/Following',
  explore: '/explore/:Param_category',
  activity: '/activity',
  info: '/info/:owneraddress/:collectionaddress/:tokenidval',
  faq: '/how-it-works',
  about: '/about',
  community: '/community',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  comingSoon: '/comingsoon',
  /** The pages the account mails link to (issue 15). */
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  loginLink: '/login-link',
} as const;

/**
 * First path segments a custom url may not take (lowercased): the app's own routes, since /:paramUsername
 * is matched last, plus the server's prefixes.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(PATHS)
    .map((p) => p.split('/')[1]?.toLowerCase() ?? '')
    .filter((s) => s && !s.startsWith(':')),
  'api',
  'media',
  'ipfs',
  'assets',
  // The development outbox page (/dev/mail).
  'dev',
]);

const lower = (s: string) => s.toLowerCase();
const seg = encodeURIComponent;

export const links = {
  explore: (category = 'All') => `/explore/${seg(category)}`,
  /** /{customurl} when the user has one, otherwise /user/{address}. */
  user: (user: { address: string; customUrl?: string | null }) =>
    user.customUrl ? `/${seg(user.customUrl)}` : `/user/${lower(user.address)}`,
  userByAddress: (address: string) => `/user/${lower(address)}`,
  myItems: (tab?: string) => (tab ? `/my-items/${seg(tab)}` : '/my-items'),
  /** Item detail: /info/{owner}/{contract}/{tokenId}. */
  info: (owner: string, contract: string, tokenId: string | bigint) =>
    `/info/${lower(owner)}/${lower(contract)}/${tokenId}`,
  collection: (owner: string, customUrl: string) => `/collection/${lower(owner)}/${seg(customUrl)}`,
  editCollection: (name: string) => `/addCollectionss/${seg(name)}/usercollection`,
  search: (query: string) => `/search?search=${seg(query)}`,
  create: (type: 721 | 1155) => (type === 721 ? PATHS.createSingle : PATHS.createMultiple),
};

/** Absolute share link of an item: {front}/info/{owner}/{contract}/{tokenId}. */
export function shareLink(front: string, owner: string, contract: string, tokenId: string | bigint): string {
  return `${front.replace(/\/+$/, '')}${links.info(owner, contract, tokenId)}`;
}

/** Share text with the configured hashtags appended (at most SHARE_HASHTAGS of them, '#' added when missing). */
export function shareText(text: string, hashtags: readonly string[], count = SHARE_HASHTAGS): string {
  const tags = hashtags
    .map((t) => t.trim().replace(/^#+/, '').replace(/\s+/g, ''))
    .filter(Boolean)
    .slice(0, count)
    .map((t) => `#${t}`);
  return [text, ...tags].filter(Boolean).join(' ');
}

export type ShareTarget = 'twitter' | 'telegram' | 'facebook' | 'whatsapp';

/** The four share targets of both specs. */
export function shareUrls(url: string, text: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://api.whatsapp.com/send?text=${t}%20${u}`,
  };
}
