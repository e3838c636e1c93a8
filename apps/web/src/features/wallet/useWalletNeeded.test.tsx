import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../api/endpoints';
import { testQueryClient } from '../../test/render';
import { connectModal } from './connectModalStore';
import { useWalletNeeded } from './useWalletNeeded';

const session = { address: '0x00000000000000000000000000000000000000aa', admin: false };

/** Renders the hook with the session already known (as after GET /auth/session), or known to be none. */
function renderNeeded(signedIn: boolean) {
  const client = testQueryClient();
  client.setQueryData(SESSION_KEY, signedIn ? session : null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWalletNeeded(), { wrapper });
}

/** Holds the browser's idle callbacks so a test decides when the browser is idle. */
function holdIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () =>
    act(() => {
      for (const run of waiting.splice(0)) run();
    });
}

afterEach(() => {
  act(() => connectModal.close());
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useWalletNeeded', () => {
  it('leaves the wallet stack out for a visitor who has never connected', async () => {
    const idle = holdIdle();
    const { result } = renderNeeded(false);
    idle();
    await new Promise((r) => setTimeout(r, 20));
    idle();
    expect(result.current).toBe(false);
  });

  it('loads it at once when the connect modal opens', () => {
    holdIdle();
    const { result } = renderNeeded(false);
    act(() => connectModal.open());
    expect(result.current).toBe(true);
    // and keeps it once the modal has closed
    act(() => connectModal.close());
    expect(result.current).toBe(true);
  });

  it('loads it for a signed-in visitor only once the page has loaded and the browser is idle', async () => {
    const idle = holdIdle();
    const { result } = renderNeeded(true);
    expect(result.current).toBe(false);
    await waitFor(() => {
      idle();
      expect(result.current).toBe(true);
    });
  });

  it('restores a wallet connected before (no session) the same way, after the first paint', async () => {
    localStorage.setItem('wagmi.recentConnectorId', '"io.metamask"');
    const idle = holdIdle();
    const { result } = renderNeeded(false);
    expect(result.current).toBe(false);
    await waitFor(() => {
      idle();
      expect(result.current).toBe(true);
    });
  });
});
