import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesHash } from '../scripts/sources-hash.mjs';
import { agoraMarketplaceAbi, contractSourcesHash } from '../src';

describe('generated ABIs', () => {
  it('match the current Solidity sources (run `npm run gen -w @agora/chain` after changing contracts)', () => {
    expect(contractSourcesHash).toBe(sourcesHash(join(import.meta.dirname, '..', '..', '..', 'contracts')));
  });

  it('expose the marketplace functions the apps call', () => {
    const names = agoraMarketplaceAbi.filter((item) => item.type === 'function').map((item) => item.name);
    for (const name of [
      'buy',
      'sweep',
      'acceptBid',
      'acceptCollectionOffer',
      'settleAuction',
      'cancelOrder',
      'cancelAllOrders',
      'cancelBid',
      'cancelAllBids',
      'hashOrder',
      'hashBid',
      'remaining',
      'filled',
      'listingCounter',
      'bidCounter',
    ]) {
      expect(names).toContain(name);
    }
    // v1's stored listings are gone, not kept beside v2.
    for (const name of ['list', 'changePrice', 'cancelListing', 'getListing'])
      expect(names).not.toContain(name);
  });
});
