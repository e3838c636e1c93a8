import type { ArtSpec } from './images';

/** The anvil dev accounts that play creators and collectors (0–4 stay free for the developer and tests). */
export const DEMO_ACCOUNTS = [5, 6, 7, 8] as const;

export interface DemoItem {
  art: ArtSpec;
  description: string;
  /** Index into the categories the database offers (wraps around). */
  category: number;
  creator: (typeof DEMO_ACCOUNTS)[number];
  /** 1 for a single edition (AgoraERC721), more for a multiple edition (AgoraERC1155). */
  copies: number;
  royaltyBps: number;
  /** Fixed-price listing of every copy, or none. Prices are in whole coins (thousandths allowed). */
  listing: { currency: 'BNB' | 'VSW'; price: string } | null;
  /** Dev account that buys one copy after the listing, completing a sale. */
  buyer?: (typeof DEMO_ACCOUNTS)[number];
}

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
 * About thirty items: every fourth a multiple edition, most listed (two in three in BNB, the rest in VSW),
 * every sixth unlisted, and a sale on a few so the activity feed and "sold" figures have something to show.
 */
export function demoPlan(count: number): DemoItem[] {
  return Array.from({ length: count }, (_, i): DemoItem => {
    const creator = DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length] as DemoItem['creator'];
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
        ? { buyer: DEMO_ACCOUNTS[(i + 1) % DEMO_ACCOUNTS.length] as DemoItem['creator'] }
        : {}),
    };
  });
}
