import { devAccount } from '@agora/chain';
import type { ArtSpec } from './images';

/** The anvil dev accounts that play creators and collectors (0–4 stay free for the developer and tests). */
export const DEMO_ACCOUNTS = [5, 6, 7, 8] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** A demo account's address as the database keys users (lowercase). */
export const demoAddress = (account: DemoAccount): string => devAccount(account).address.toLowerCase();

/**
 * Who follows whom: the collectors 7 and 8 follow the creators 5 and 6, the creators follow each other, and
 * 8 and 5 pick one more each, so every demo profile has both a Following and a Followers tab to show.
 */
export const DEMO_FOLLOWS: [follower: DemoAccount, followee: DemoAccount][] = [
  [5, 6],
  [6, 5],
  [7, 5],
  [7, 6],
  [8, 5],
  [8, 7],
  [5, 8],
];

/** A creator's followers like some of what they make. */
const followersOf = (creator: DemoAccount) => DEMO_FOLLOWS.filter(([, f]) => f === creator).map(([a]) => a);

/** An off-chain auction on a fresh single edition, with bids signed by other demo accounts (EIP-712). */
export interface DemoAuction {
  saleType: 'TimedAuction' | 'UnLimitedAuction';
  /** Bids are paid in an ERC-20 of the marketplace, never the native coin. */
  currency: 'VSW' | 'WBNB';
  /** Whole coins; '0' for open offers (their order signs 1 wei: the chain settles no order priced 0). */
  minimumBid: string;
  /** [bidder, amount in whole coins] in the order they are placed; each 5% or more above the one before. */
  bids: [DemoAccount, string][];
}

export interface DemoItem {
  art: ArtSpec;
  description: string;
  /** Index into the categories the database offers (wraps around). */
  category: number;
  creator: DemoAccount;
  /** 1 for a single edition (AgoraERC721), more for a multiple edition (AgoraERC1155). */
  copies: number;
  royaltyBps: number;
  /** Fixed-price listing of every copy, or none. Prices are in whole coins (thousandths allowed). */
  listing: { currency: 'BNB' | 'VSW'; price: string } | null;
  /** Dev account that buys one copy after the listing, completing a sale. */
  buyer?: DemoAccount;
  /** Instead of a listing: an auction opened after the mint. */
  auction?: DemoAuction;
  /** Demo accounts that like the item once the market is up. */
  likedBy?: DemoAccount[];
  /** Name of the creator's demo collection the item goes in (DEMO_COLLECTIONS), if any. */
  collection?: string;
}

export interface DemoCollection {
  owner: DemoAccount;
  name: string;
  /** SINGLE holds single editions (AgoraERC721), MULTIPLE multiple editions (AgoraERC1155). */
  type: 'SINGLE' | 'MULTIPLE';
  /** Index into the categories the database offers (wraps around). */
  category: number;
}

/**
 * Two or three collections per demo creator, a single-edition and a multiple-edition one each, so the
 * collection pages, the top collections and their stats have something to show on a fresh start.
 */
export const DEMO_COLLECTIONS: DemoCollection[] = [
  { owner: 5, name: 'Luminous Fields', type: 'SINGLE', category: 0 },
  { owner: 5, name: 'Night Signals', type: 'SINGLE', category: 1 },
  { owner: 5, name: 'Lumen Editions', type: 'MULTIPLE', category: 2 },
  { owner: 6, name: 'Tidal Forms', type: 'SINGLE', category: 3 },
  { owner: 6, name: 'Harbor Prints', type: 'MULTIPLE', category: 4 },
  { owner: 7, name: 'Prism Studies', type: 'SINGLE', category: 5 },
  { owner: 7, name: 'Spectrum Sets', type: 'MULTIPLE', category: 0 },
  { owner: 8, name: 'Quartz Works', type: 'SINGLE', category: 1 },
  { owner: 8, name: 'Mineral Runs', type: 'MULTIPLE', category: 2 },
  { owner: 8, name: 'Cold Light', type: 'SINGLE', category: 3 },
];

/**
 * The collection of `item`, the n-th of its creator: their collections of the item's edition type in turn,
 * every fifth item left outside any collection (as a creator leaves some).
 */
function collectionFor(item: DemoItem, n: number): string | undefined {
  if (n % 5 === 4) return undefined;
  const type = item.copies > 1 ? 'MULTIPLE' : 'SINGLE';
  const own = DEMO_COLLECTIONS.filter((c) => c.owner === item.creator && c.type === type);
  return own[n % own.length]?.name;
}

/** Days a seeded timed auction runs, from the seed's chain time. */
export const DEMO_AUCTION_DAYS = 3;

/** A fresh single edition put up for auction instead of a listing. */
const auctioned = (
  art: ArtSpec,
  creator: DemoAccount,
  description: string,
  auction: DemoAuction,
): DemoItem => ({
  art,
  description,
  category: art.hue,
  creator,
  copies: 1,
  royaltyBps: 500,
  listing: null,
  auction,
  likedBy: followersOf(creator),
});

/**
 * A running timed auction in WBNB (three bids: the bidders wrap BNB first) and open offers in VSW (two), so
 * the auction badge, the timer, the Bid tab and Accept have something to show.
 */
const DEMO_AUCTIONS: DemoItem[] = [
  auctioned(
    { title: 'Meridian Auction', hue: 205, shape: 'rings' },
    5,
    'Meridian, a timed auction of the Agora demo market: bid before the timer runs out.',
    {
      saleType: 'TimedAuction',
      currency: 'WBNB',
      minimumBid: '0.1',
      bids: [
        [6, '0.1'],
        [7, '0.12'],
        [8, '0.15'],
      ],
    },
  ),
  auctioned(
    { title: 'Open Horizon', hue: 95, shape: 'diamond' },
    6,
    'Open Horizon takes offers at any time: the creator accepts the one they like.',
    {
      saleType: 'UnLimitedAuction',
      currency: 'VSW',
      minimumBid: '0',
      bids: [
        [7, '300'],
        [8, '450'],
      ],
    },
  ),
];

/**
 * A collection offer on the largest single-edition collection: Dev Quartz buys up to three of its tokens at
 * 120 VSW each, so its collection page and the page of each of its tokens show one, and their holders can
 * accept it.
 */
export const DEMO_COLLECTION_OFFER = { bidder: 8, currency: 'VSW', price: '120', tokens: 3 } as const;

const WORDS = [
  'Aurora',
  'Nebula',
  'Drift',
  'Ember',
  'Tide',
  'Prism',
  'Echo',
  'Bloom',
  'Zenith',
  'Orbit',
  'Mirage',
  'Pulse',
  'Harbor',
  'Quartz',
  'Solstice',
  'Cascade',
  'Velvet',
  'Comet',
  'Lumen',
  'Glacier',
  'Canyon',
  'Signal',
  'Meadow',
  'Tempest',
  'Cobalt',
  'Saffron',
  'Monsoon',
  'Ivory',
  'Onyx',
  'Halcyon',
];
const SHAPES: ArtSpec['shape'][] = ['circle', 'diamond', 'rings', 'bars'];

/**
 * `count` fixed-price items — every fourth a multiple edition, most listed (two in three in BNB, the rest in
 * VSW), every sixth unlisted, and a sale on a few so the activity feed and "sold" figures have something to
 * show — then the two auctions. Every fifth item and both auctions are liked by their creator's followers.
 */
export function demoPlan(count: number): DemoItem[] {
  const fixed = Array.from({ length: count }, (_, i): DemoItem => {
    const creator = DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length] as DemoAccount;
    const multiple = i % 4 === 3;
    const listed = i % 6 !== 5;
    const vsw = i % 3 === 2;
    const price = vsw ? String(250 * ((i % 7) + 1)) : ((i % 9) * 0.05 + 0.02).toFixed(3);
    return {
      art: {
        title: `${WORDS[i % WORDS.length]} #${i + 1}`,
        hue: (i * 47) % 360,
        shape: SHAPES[i % SHAPES.length] as ArtSpec['shape'],
      },
      description: `${WORDS[i % WORDS.length]}, a generated piece of the Agora demo market.`,
      category: i,
      creator,
      copies: multiple ? 5 + (i % 3) * 5 : 1,
      royaltyBps: 250 * (i % 4),
      listing: listed ? { currency: vsw ? 'VSW' : 'BNB', price } : null,
      ...(listed && i % 7 === 0
        ? { buyer: DEMO_ACCOUNTS[(i + 1) % DEMO_ACCOUNTS.length] as DemoAccount }
        : {}),
      ...(i % 5 === 0 ? { likedBy: followersOf(creator) } : {}),
    };
  });
  const items = [...fixed, ...DEMO_AUCTIONS];
  const made = new Map<DemoAccount, number>();
  return items.map((item) => {
    const n = made.get(item.creator) ?? 0;
    made.set(item.creator, n + 1);
    const collection = collectionFor(item, n);
    return collection ? { ...item, collection } : item;
  });
}
