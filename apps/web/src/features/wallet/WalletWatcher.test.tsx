import { MSG } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConnection } from 'wagmi';
import { SESSION_KEY } from '../../api/endpoints';
import { mockApi, renderWithApp, testConfig, testQueryClient } from '../../test/render';
import { Toaster } from '../toast/Toaster';
import { toastStore } from '../toast/toastStore';
import { WalletWatcher } from './WalletWatcher';

vi.mock('wagmi', async (original) => ({
  ...(await original<typeof import('wagmi')>()),
  useConnection: vi.fn(),
  useConfig: () => ({}),
}));

const ME = '0x00000000000000000000000000000000000000aa';
const on = (chainId: number) =>
  vi
    .mocked(useConnection)
    .mockReturnValue({ address: ME, chainId, isConnected: true } as unknown as ReturnType<
      typeof useConnection
    >);

/** The watcher, and a button that moves the wallet to chain 97 (as the extension's network picker does). */
function Switcher() {
  const [, setChain] = useState(testConfig.chainId);
  return (
    <>
      <WalletWatcher />
      <Toaster />
      <button
        type="button"
        onClick={() => {
          on(97);
          setChain(97);
        }}
      >
        switch
      </button>
    </>
  );
}

afterEach(() => {
  act(() => toastStore.dismiss());
  vi.unstubAllGlobals();
});

describe('WalletWatcher: the wallet moves to another network (spec 1 §4, issue 31)', () => {
  it("ends the session (account-disconnected) and says 'Connect to {network}'", async () => {
    on(testConfig.chainId);
    const api = mockApi({
      'GET /api/v1/auth/session': { address: ME, admin: false, wallet: true },
      'POST /api/v1/auth/logout': {},
    });
    const client = testQueryClient();
    renderWithApp(<Switcher />, { client });
    await vi.waitFor(() => expect(client.getQueryData(SESSION_KEY)).toMatchObject({ address: ME }), {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText(MSG.connectToNetwork(testConfig.chainName))).toBeTruthy();
    expect(api.calls).toContain('POST /api/v1/auth/logout');
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });

  // The wallet stack loads after the page (useWalletNeeded): a wallet moved while it was not loaded yet, or
  // before a reload, is on the other network at the watcher's first render.
  it('ends a session found at page load with the wallet already on another network', async () => {
    on(97);
    const api = mockApi({
      'GET /api/v1/auth/session': { address: ME, admin: false, wallet: true },
      'POST /api/v1/auth/logout': {},
    });
    const client = testQueryClient();
    renderWithApp(<Switcher />, { client });
    expect(await screen.findByText(MSG.connectToNetwork(testConfig.chainName))).toBeTruthy();
    expect(api.calls).toContain('POST /api/v1/auth/logout');
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });
});
