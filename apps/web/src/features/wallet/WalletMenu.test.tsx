import { MSG } from '@agora/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testConfig } from '../../test/render';
import WalletMenu from './WalletMenu';

// The VSW balance as the chain would answer: 12,500.25 VSW.
vi.mock('wagmi/actions', () => ({ readContract: async () => 12_500_250_000_000_000_000_000n }));

const me = '0x00000000000000000000000000000000000000cc' as const;

describe('WalletMenu balance', () => {
  // The balance is read with the wallet stack, a chunk of its own loaded when the menu opens: transformed here
  // first, so the test's time is the menu's, not the transform of viem and wagmi.
  beforeAll(() => import('./WalletBalance'), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('reads in full with grouped thousands, not the compact 12.50025k of a list', async () => {
    mockApi({ 'GET /api/v1/auth/session': { address: me } });
    const config = {
      ...testConfig,
      currencies: [
        ...testConfig.currencies,
        { symbol: 'VSW', name: 'VSW', address: testConfig.addresses.vsw, decimals: 18, usdPrice: 2 },
      ],
    };
    renderWithApp(<WalletMenu address={me} />, { config });
    const trigger = screen.getByRole('button', { name: `${MSG.wallet.account} ${me}` });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect(await screen.findByText('12,500.25 VSW')).toBeTruthy();
    expect(screen.getByText('$25,000.5')).toBeTruthy();
  });
});

describe('WalletMenu: the way into the admin area (issue 31)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const openMenu = async (admin: boolean) => {
    mockApi({ 'GET /api/v1/auth/session': { address: me, admin } });
    renderWithApp(<WalletMenu address={me} />);
    const trigger = screen.getByRole('button', { name: `${MSG.wallet.account} ${me}` });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await screen.findByRole('menuitem', { name: MSG.wallet.myItems });
  };

  it('an admin finds Admin area, linking to /admin', async () => {
    await openMenu(true);
    const admin = await screen.findByRole('menuitem', { name: MSG.wallet.admin });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('anyone else does not', async () => {
    await openMenu(false);
    expect(screen.queryByRole('menuitem', { name: MSG.wallet.admin })).toBeNull();
  });
});
