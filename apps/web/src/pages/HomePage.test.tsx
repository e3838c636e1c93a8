import { MSG, type TokenCard } from '@agora/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testQueryClient } from '../test/render';
import HomePage from './HomePage';
import { homeQueries } from './homeQueries';

const empty = { items: [], hasMore: false, nextCursor: null };
const auction = {
  contract: '0x0000000000000000000000000000000000000002',
  tokenId: '1',
  type: 721,
  name: 'Sunset',
  category: 'Art',
  media: '/media/a.png',
  preview: null,
  ipfsMedia: null,
  mediaKind: 'image',
  creator: {
    address: '0x00000000000000000000000000000000000000aa',
    name: null,
    customUrl: null,
    image: null,
  },
  owner: { address: '0x00000000000000000000000000000000000000aa', name: null, customUrl: null, image: null },
  quantity: 1,
  stock: 1,
  likeCount: 0,
  listing: null,
} as TokenCard;

/** The home page with the live auctions already answered (the other sections' lists are empty). */
function renderHome(live: TokenCard[]) {
  mockApi({
    'GET /api/v1/tokens': empty,
    'GET /api/v1/users/top-creators': [],
    'GET /api/v1/users/top-buyers': [],
  });
  const client = testQueryClient();
  client.setQueryData(homeQueries.live.queryKey, { ...empty, items: live });
  renderWithApp(<HomePage />, { client });
}

describe('home: Live Auctions (spec 1 §2, issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is left out when there is no live auction (no "No items found" section)', async () => {
    renderHome([]);
    await screen.findByRole('heading', { name: MSG.home.recentlyAdded });
    expect(screen.queryByRole('heading', { name: MSG.home.liveAuctions })).toBeNull();
  });

  it('appears with its cards when auctions exist', async () => {
    renderHome([auction]);
    expect(await screen.findByRole('heading', { name: MSG.home.liveAuctions })).toBeTruthy();
    expect(screen.getByRole('list', { name: MSG.home.liveAuctions }).textContent).toContain('Sunset');
  });
});
