/**
 * Route patterns of spec 1 §2 (React Router syntax). When @agora/core's routes.ts lands, these patterns and
 * the link builders come from there.
 */
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
} as const;

export const links = {
  explore: (category = 'All') => `/explore/${encodeURIComponent(category)}`,
  user: (user: { address: string; customUrl?: string | null }) =>
    user.customUrl ? `/${encodeURIComponent(user.customUrl)}` : `/user/${user.address.toLowerCase()}`,
  userByAddress: (address: string) => `/user/${address.toLowerCase()}`,
  info: (owner: string, contract: string, tokenId: string) =>
    `/info/${owner.toLowerCase()}/${contract.toLowerCase()}/${tokenId}`,
  collection: (owner: string, customUrl: string) =>
    `/collection/${owner.toLowerCase()}/${encodeURIComponent(customUrl)}`,
  editCollection: (name: string) => `/addCollectionss/${encodeURIComponent(name)}/usercollection`,
  search: (query: string) => `/search?search=${encodeURIComponent(query)}`,
};
