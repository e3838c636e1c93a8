import type { TokenDetail } from '@agora/core';

const user = (address: string) => ({
  address: address as `0x${string}`,
  name: null,
  customUrl: null,
  image: null,
});
const seller = user('0x00000000000000000000000000000000000000aa');
/** A single-edition item on sale for 1 BNB by its creator. */
export const detail: TokenDetail = {
  token: {
    contract: '0x0000000000000000000000000000000000000002',
    tokenId: '1',
    type: 721,
    name: 'Sunset',
    description: '',
    category: 'Art',
    media: '/media/a.png',
    preview: null,
    ipfsMedia: null,
    metadataCid: null,
    mediaKind: 'image',
    royaltyBps: 1000,
    quantity: 1,
    supply: 1,
    likeCount: 0,
    liked: false,
    hasUnlockable: false,
    own: true,
    hidden: false,
    creator: seller,
  },
  owners: [
    {
      user: seller,
      balance: 1,
      sale: {
        saleType: 'FixedPrice',
        listingId: '1',
        price: '1000000000000000000',
        currency: 'BNB',
        currencyAddress: null,
        quantity: 1,
        minimumBid: null,
        startsAt: null,
        endsAt: null,
      },
    },
  ],
  bids: [],
  now: '2026-01-10T12:00:00.000Z',
  highestBid: null,
  myBid: null,
  history: [],
};
