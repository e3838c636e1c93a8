import { MSG, PATHS } from '@agora/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { Header } from './Header';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header links to Top collections and Following', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a visitor gets Top collections and no Following (that page is about whom one follows)', async () => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(<Header />);
    const top = await mainNav().findByRole('link', { name: MSG.nav.topCollections });
    expect(top.getAttribute('href')).toBe(PATHS.topCollections);
    expect(mainNav().queryByRole('link', { name: MSG.nav.following })).toBeNull();
  });

  it('a signed-in user also gets Following', async () => {
    mockApi({ 'GET /api/v1/auth/session': { address: '0x00000000000000000000000000000000000000cc' } });
    renderWithApp(<Header />);
    const following = await mainNav().findByRole('link', { name: MSG.nav.following });
    expect(following.getAttribute('href')).toBe(PATHS.following);
    expect(mainNav().getByRole('link', { name: MSG.nav.topCollections })).toBeTruthy();
  });
});
