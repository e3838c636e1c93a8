import { MSG } from '@agora/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConnection } from 'wagmi/actions';
import { mockApi, renderWithApp, testConfig } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { toastStore } from '../toast/toastStore';
import TokenTradePanel from './TokenTradePanel';

vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
  // The wallet refuses to switch to the configured network when asked (preflight asks before refusing).
  switchChain: vi.fn(async () => {
    throw new Error('User rejected the request.');
  }),
}));

const viewer = '0x00000000000000000000000000000000000000b1';

/**
 * The token page's trade panel for a signed-in viewer whose wallet wagmi sees connected on `chainId`: the panel
 * with the wallet stack replaces the visitor's once the session has arrived.
 */
async function renderOn(chainId: number) {
  vi.mocked(getConnection).mockReturnValue({ status: 'connected', chainId } as ReturnType<
    typeof getConnection
  >);
  mockApi({ 'GET /api/v1/auth/session': { address: viewer, admin: false } });
  const view = renderWithApp(<TokenTradePanel detail={detail} focus={detail.owners[0] ?? null} />);
  // The session (who may trade) arrives before the click, as on a loaded page.
  await waitFor(() => expect(view.client.getQueryData(['session'])).toBeTruthy());
  return view;
}

afterEach(() => {
  act(() => toastStore.dismiss());
  vi.unstubAllGlobals();
});

describe('token page actions for a wallet on another network', () => {
  it("Buy Now says 'Please Connect to {network} Network' and opens no checkout", async () => {
    await renderOn(56);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: MSG.detail.buy })[0] as HTMLElement),
    );
    // The signed-in panel's chunk and the network check load first: slow on a loaded machine.
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toMatchObject({
        kind: 'warning',
        text: MSG.preflight.wrongNetwork(testConfig.chainName),
      }),
    );
    expect(screen.queryByRole('dialog', { name: MSG.checkout.title })).toBeNull();
  });

  it('on the configured network the checkout opens', async () => {
    await renderOn(testConfig.chainId);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: MSG.detail.buy })[0] as HTMLElement),
    );
    expect(await screen.findByRole('dialog', { name: MSG.checkout.title })).toBeTruthy();
    expect(toastStore.getSnapshot()).toBeNull();
  });
});
