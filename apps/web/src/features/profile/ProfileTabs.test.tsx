import { MSG, type TokenCard, type UserProfile } from '@agora/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { ProfileTabs } from './ProfileTabs';

const PROFILE = '0x00000000000000000000000000000000000000aa';
const VIEWER = '0x00000000000000000000000000000000000000bb';
const off = { url: null, enabled: false };
const user: UserProfile = {
  address: PROFILE,
  name: 'Cleo',
  customUrl: null,
  image: null,
  bio: null,
  cover: null,
  socials: { youtube: off, whatsapp: off, facebook: off, twitter: off, photo: off },
  counts: { onSale: 0, collectibles: 0, created: 0, liked: 0, following: 0, followers: 0 },
};
const mine = {
  contract: '0x0000000000000000000000000000000000000002',
  tokenId: '7',
  type: 721,
  name: 'Mine',
  category: 'Art',
  media: '/media/m.png',
  preview: null,
  ipfsMedia: null,
  mediaKind: 'image',
  creator: { address: VIEWER, name: null, customUrl: null, image: null },
  owner: { address: VIEWER, name: null, customUrl: null, image: null },
  quantity: 1,
  stock: 1,
  likeCount: 0,
  listing: null,
} as TokenCard;
const empty = { items: [], hasMore: false, nextCursor: null };

const tab = () => screen.queryByRole('tab', { name: MSG.profile.tabs.newCollectibles });

describe('profile: New collectibles (spec 1 §2, issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a connected wallet finds its own items on another's profile, each linking to its page", async () => {
    mockApi({
      'GET /api/v1/auth/session': { address: VIEWER, admin: false },
      [`GET /api/v1/users/${PROFILE}/tokens`]: empty,
      [`GET /api/v1/users/${VIEWER}/tokens`]: { ...empty, items: [mine] },
    });
    renderWithApp(<ProfileTabs user={user} />);
    const trigger = await screen.findByRole('tab', { name: MSG.profile.tabs.newCollectibles });
    fireEvent.mouseDown(trigger, { button: 0, ctrlKey: false });
    const panel = within(await screen.findByRole('tabpanel', { name: MSG.profile.tabs.newCollectibles }));
    const link = await panel.findByRole('link', { name: 'Mine' });
    expect(link.getAttribute('href')).toBe(`/info/${VIEWER}/${mine.contract}/7`);
  });

  it('a visitor, or the profile owner (whose Collectibles is that list), gets no such tab', async () => {
    const api = mockApi({ 'GET /api/v1/auth/session': null, [`GET /api/v1/users/${PROFILE}/tokens`]: empty });
    const { unmount } = renderWithApp(<ProfileTabs user={user} />);
    await vi.waitFor(() => expect(api.calls).toContain('GET /api/v1/auth/session'), { timeout: 10_000 });
    expect(tab()).toBeNull();
    unmount();
    mockApi({
      'GET /api/v1/auth/session': { address: PROFILE, admin: false },
      [`GET /api/v1/users/${PROFILE}/tokens`]: empty,
    });
    renderWithApp(<ProfileTabs user={user} />);
    await screen.findByRole('tab', { name: new RegExp(MSG.profile.tabs.collectibles) });
    await new Promise((r) => setTimeout(r, 50));
    expect(tab()).toBeNull();
  });
});
