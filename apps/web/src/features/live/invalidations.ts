import type { LiveEvent } from '@agora/core';
import { tokenKey } from '../../api/lifecycle';
import { marketStatusQuery } from '../market/tradingPaused';

/** Every query under these prefixes (`null`: all of them) is refetched when the event arrives. */
export type Invalidation = readonly unknown[] | null;

/** Lists that show cards or activity rows of any token (a sale changes a card's price and badge). */
const LISTS: Invalidation[] = [
  ['activity'],
  ['public', 'explore'],
  ['public', 'home-recent'],
  ['public', 'live-auctions'],
  ['public', 'collection'],
  ['public', 'collection-tokens'],
  ['public', 'profile-tokens'],
  ['public', 'profile-activity'],
  ['public', 'search'],
  ['following-feed'],
];

/**
 * What an event makes stale. The event carries no state: the pages refetch from the API, so that a page never
 * shows an action the change made impossible (Buy Now on a token that was just sold).
 */
export function invalidationsFor(event: LiveEvent): Invalidation[] {
  switch (event.type) {
    case 'token':
      return [tokenKey(event.contract, event.tokenId), ...LISTS];
    // Also a pause of the marketplace or its end: fills are disabled or back.
    case 'market':
      return [['token'], marketStatusQuery.queryKey, ...LISTS];
    case 'notification':
      return [['notifications']];
    case 'reset':
      return [null];
  }
}
