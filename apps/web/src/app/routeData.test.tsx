import type { ActivityEntry, Collection, CollectionStats, TopCollection } from '@agora/core';
import { MSG } from '@agora/core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ActivityPage from '../pages/ActivityPage';
import CollectionPage from '../pages/CollectionPage';
import ExplorePage from '../pages/ExplorePage';
import ProfilePage from '../pages/ProfilePage';
import TopCollectionsPage from '../pages/TopCollectionsPage';
import { card, page, profile, shell, someone } from '../test/pageFixtures';
import { mockApi, renderWithApp, testConfig } from '../test/render';
import { newQueryClient } from './Providers';
import { prefetchRoute, serverRoute } from './routeData';

const collection: Collection = {
  id: '4',
  name: 'Bay Lights',
  customUrl: 'bay-lights',
  type: 'SINGLE',
  category: 'Art',
  owner: someone.address,
  logo: null,
  cover: null,
  itemCount: 1,
};
const stats: CollectionStats = {
  collectionId: '4',
  floorUsd: null,
  floorPrice: null,
  floorCurrency: null,
  volume1dUsd: 0,
  volume7dUsd: 0,
  volume30dUsd: 0,
  volumeTotalUsd: 0,
  volumeChange1d: null,
  volumeChange7d: null,
  volumeChange30d: null,
  floorChange1d: null,
  floorChange7d: null,
  floorChange30d: null,
  sales: 0,
  owners: 1,
  items: 1,
  updatedAt: '2024-05-01T10:00:00.000Z',
};

/**
 * The page at `url`, rendered from the cache the server's prefetch filled (production's query defaults, as the
 * browser hydrates with): its first render must show the data, and it must ask the API for nothing more — the
 * page's queries have the keys prefetchRoute filled. The session is the browser's own request.
 */
async function renderPrefetched(ui: ReactElement, url: string, api: Record<string, unknown>) {
  const { calls } = mockApi({ ...shell, ...api });
  const route = serverRoute(url);
  if (!route) throw new Error(`${url} is not rendered on the server`);
  const client = newQueryClient();
  await prefetchRoute(client, route);
  const prefetched = calls.length;
  renderWithApp(ui, { path: url, route: route.path, client });
  expect(screen.queryByText(MSG.loadingTitle)).toBeNull();
  return () => calls.slice(prefetched).filter((c) => !c.includes('/auth/session'));
}

describe('server rendering prefetches what each page asks for first', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explore: the filter and the traits of the url, with the trait counts', async () => {
    const later = await renderPrefetched(<ExplorePage />, '/explore/Art?trait=Color:Blue', {
      'GET /api/v1/tokens': page([card]),
      'GET /api/v1/tokens/traits': [{ type: 'Color', values: [{ value: 'Blue', count: 1 }] }],
    });
    expect(screen.getByTitle(card.name)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Blue/ }).checked).toBe(true);
    expect(later()).toEqual([]);
  });

  it('a profile by custom url: the user and the items on sale', async () => {
    const later = await renderPrefetched(<ProfilePage />, '/bea', {
      'GET /api/v1/users/by-url/bea': profile,
      [`GET /api/v1/users/${someone.address}/tokens`]: page([card]),
    });
    expect(screen.getByRole('heading', { name: 'Bea' })).toBeTruthy();
    expect(screen.getByTitle(card.name)).toBeTruthy();
    expect(later()).toEqual([]);
  });

  it('a profile by address, whatever the case of the url', async () => {
    const later = await renderPrefetched(<ProfilePage />, `/user/${someone.address.toUpperCase()}`, {
      [`GET /api/v1/users/${someone.address}`]: profile,
      [`GET /api/v1/users/${someone.address}/tokens`]: page([card]),
    });
    expect(screen.getByTitle(card.name)).toBeTruthy();
    expect(later()).toEqual([]);
  });

  it('a collection: its header, stats, offers, trait counts and tokens', async () => {
    const base = `/api/v1/collections/${someone.address}/bay-lights`;
    const later = await renderPrefetched(<CollectionPage />, `/collection/${someone.address}/bay-lights`, {
      [`GET ${base}`]: collection,
      [`GET ${base}/stats`]: { stats, series: [] },
      [`GET ${base}/traits`]: [],
      [`GET ${base}/tokens`]: page([card]),
      // The collection is a SINGLE one: its offers are on the shared ERC-721 contract of the config.
      [`GET /api/v1/collections/${testConfig.addresses.erc721}/offers`]: { offers: [] },
    });
    expect(screen.getByRole('heading', { name: collection.name })).toBeTruthy();
    expect(screen.getByTitle(card.name)).toBeTruthy();
    expect(later()).toEqual([]);
  });

  it('top collections: the first period', async () => {
    const top: TopCollection = {
      ...collection,
      volumeUsd: 5,
      volumeChange: null,
      floorUsd: 1,
      floorChange: null,
    };
    const later = await renderPrefetched(<TopCollectionsPage />, '/collectionlist', {
      'GET /api/v1/collections/top': [top],
    });
    expect(screen.getByText(collection.name)).toBeTruthy();
    expect(later()).toEqual([]);
  });

  it("activity: everyone's, as a visitor sees it", async () => {
    const entry: ActivityEntry = {
      id: '1',
      action: 'list',
      text: 'listed',
      createdAt: '2024-05-01T10:00:00.000Z',
      from: someone,
      to: null,
      token: null,
    };
    const later = await renderPrefetched(<ActivityPage />, '/activity', {
      'GET /api/v1/activity': page([entry]),
    });
    expect(screen.getByText('Bea')).toBeTruthy();
    expect(later()).toEqual([]);
  });
});
