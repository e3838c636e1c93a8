import type { UserProfile } from '@agora/core';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { ProfileHeader } from './ProfileHeader';

const off = { url: null, enabled: false };
const user: UserProfile = {
  address: '0x00000000000000000000000000000000000000aa',
  name: 'Cleo',
  customUrl: null,
  image: null,
  bio: null,
  cover: '/media/covers/gone.png',
  socials: { youtube: off, whatsapp: off, facebook: off, twitter: off, photo: off },
  counts: { onSale: 0, collectibles: 0, created: 0, liked: 0, following: 0, followers: 0 },
};

const cover = (c: HTMLElement) => c.querySelector('header img[src="/media/covers/gone.png"]');

describe('ProfileHeader cover (issue 31)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a cover that fails to load leaves the default cover, not a broken-image icon', () => {
    mockApi({});
    // Still loading when the page starts (happy-dom loads no image: it calls every image complete at once).
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const { container } = renderWithApp(<ProfileHeader user={user} isOwner={false} />);
    const img = cover(container);
    expect(img).toBeTruthy();
    fireEvent.error(img as Element);
    expect(cover(container)).toBeNull();
  });

  it('so does one that had already failed when the page started (before its error listener existed)', () => {
    mockApi({});
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const { container } = renderWithApp(<ProfileHeader user={user} isOwner={false} />);
    expect(cover(container)).toBeNull();
  });

  it('a cover that loads stays', () => {
    mockApi({});
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1140);
    const { container } = renderWithApp(<ProfileHeader user={user} isOwner={false} />);
    expect(cover(container)).toBeTruthy();
  });
});
