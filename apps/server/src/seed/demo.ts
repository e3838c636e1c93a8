import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  contentEntries,
  currencies,
  faqEntries,
  settings,
  shareTags,
  socialLinks,
} from '../db/schema';

/**
 * Fills an empty database with what every page needs to show something. Runs only when no category exists.
 * Servers call it inside the migration lock (`database.migrate(seedDemoContent)`), so that several starting
 * together on a fresh database seed once; the inserts skip rows that exist all the same, so that a database
 * whose categories an admin removed is topped up rather than refused.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        ['Art', 'Music', 'Photography', 'Games', 'Collectibles', 'Film'].map((name, position) => ({
          name,
          position,
        })),
      )
      .onConflictDoNothing();
    // The spec hides Film unless this setting's activate value is not false (docs/decisions.md).
    await tx
      .insert(settings)
      .values({ key: 'film', value: { activate: false } })
      .onConflictDoNothing();
    await tx
      .insert(currencies)
      .values([
        { symbol: 'BNB', name: 'BNB', address: null, decimals: 18, usdPrice: '600', position: 0 },
        { symbol: 'VSW', name: 'VSW Token', address: null, decimals: 18, usdPrice: '0.05', position: 1 },
        { symbol: 'WBNB', name: 'Wrapped BNB', address: null, decimals: 18, usdPrice: '600', position: 2 },
      ])
      .onConflictDoNothing();
    await tx.insert(contentEntries).values(DEMO_PAGES).onConflictDoNothing();
    // FAQ entries have no natural key: only an empty FAQ gets the demo's.
    if (!(await tx.$count(faqEntries)))
      await tx
        .insert(faqEntries)
        .values(DEMO_FAQ.map(([question, answer], position) => ({ question, answer, position })));
    await tx
      .insert(socialLinks)
      .values(
        ['twitter', 'telegram', 'linkedin', 'instagram', 'reddit'].map((key) => ({
          key,
          url: `https://${key}.com/agora`,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(shareTags)
      .values([{ tag: 'Agora' }, { tag: 'NFT' }, { tag: 'BNBChain' }])
      .onConflictDoNothing();
  });
  return true;
}

const DEMO_PAGES = [
  {
    key: 'home',
    html: '<h1>Discover, collect and sell extraordinary NFTs</h1><p>Agora is an open marketplace on BNB Chain.</p>',
  },
  { key: 'tophome', html: '<p>Create, buy and bid on single and multiple editions.</p>' },
  { key: 'footer', html: '<p>Agora is an open-source NFT marketplace. Your keys, your items.</p>' },
  {
    key: 'about',
    html: '<h2>About Agora</h2><p>Agora lets creators mint and sell collectibles, settled on chain.</p>',
  },
  {
    key: 'community',
    html: '<h2>Community Guidelines</h2><p>Be kind, credit creators, and report what breaks the rules.</p>',
  },
  {
    key: 'privacy-policy',
    html: '<h2>Privacy Policy</h2><p>We store your public address and the profile you choose to share.</p>',
  },
  {
    key: 'terms',
    html: '<h2>Terms of Service</h2><p>Trades happen on chain; the marketplace never holds your keys.</p>',
  },
];

const DEMO_FAQ: [string, string][] = [
  ['What is Agora?', '<p>An open-source marketplace for single and multiple-edition collectibles.</p>'],
  ['How do I connect?', '<p>Use a browser wallet such as MetaMask or Trust Wallet, or WalletConnect.</p>'],
  [
    'How do timed auctions work?',
    '<p>Bids must be 5% above the highest; a bid in the last 10 minutes extends the auction.</p>',
  ],
  ['Which currencies are accepted?', '<p>BNB for fixed prices, and the VSW token for bids and sales.</p>'],
];
