import { MSG, PATHS } from '@agora/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import AccountModals from '../wallet/AccountModals';
import { openAccountModal } from '../wallet/accountModalStore';
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

describe('Header on a small screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the navigation drawer from the menu button (its chunk loads then) and gives the focus back on close', async () => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    const menu = screen.getByRole('button', { name: MSG.nav.menu });
    fireEvent.click(menu);
    const drawer = within(await screen.findByRole('dialog', { name: MSG.nav.menu }));
    const mobileNav = within(drawer.getByRole('navigation', { name: 'Mobile' }));
    expect(mobileNav.getByRole('link', { name: MSG.nav.topCollections }).getAttribute('href')).toBe(
      PATHS.topCollections,
    );
    fireEvent.click(drawer.getByRole('button', { name: MSG.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menu);
  });
});

describe('Header drawer: email accounts on a phone (issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const openDrawer = async () => {
    fireEvent.click(screen.getByRole('button', { name: MSG.nav.menu }));
    return within(await screen.findByRole('dialog', { name: MSG.nav.menu }));
  };

  it.each([
    [MSG.nav.login, MSG.account.loginTitle],
    [MSG.account.register, MSG.account.register],
  ])('a visitor finds %s in the drawer; it closes the drawer and opens its modal', async (label, title) => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(
      <>
        <Header />
        <AccountModals />
      </>,
    );
    const drawer = await openDrawer();
    fireEvent.click(await drawer.findByRole('button', { name: label }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.nav.menu })).toBeNull();
    act(() => openAccountModal(null));
  });

  it('a signed-in user does not get them', async () => {
    mockApi({ 'GET /api/v1/auth/session': { address: '0x00000000000000000000000000000000000000cc' } });
    renderWithApp(<Header />);
    await mainNav().findByRole('link', { name: MSG.nav.following });
    const drawer = await openDrawer();
    expect(drawer.queryByRole('button', { name: MSG.nav.login })).toBeNull();
    expect(drawer.queryByRole('button', { name: MSG.account.register })).toBeNull();
  });
});
