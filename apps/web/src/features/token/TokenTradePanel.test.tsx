import { MSG } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getConnection } from 'wagmi/actions';
import { mockApi, renderWithApp, testConfig } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { toastStore } from '../toast/toastStore';
import { useConnectModalOpen } from '../wallet/connectModalStore';
import TokenTradePanel from './TokenTradePanel';

vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
}));

function ConnectState() {
  return <output data-testid="connect">{String(useConnectModalOpen())}</output>;
}

// A file of its own: the signed-in panel's chunk is loaded for the first time here, as on a page's first visit.
describe('token page trade panel of a signed-in wallet', () => {
  it('a press before the wallet stack has loaded opens the checkout once it has, not the Connect Wallet modal', async () => {
    vi.mocked(getConnection).mockReturnValue({
      status: 'connected',
      chainId: testConfig.chainId,
    } as ReturnType<typeof getConnection>);
    mockApi({
      'GET /api/v1/auth/session': { address: '0x00000000000000000000000000000000000000b1', admin: false },
    });
    const view = renderWithApp(
      <>
        <TokenTradePanel detail={detail} focus={detail.owners[0] ?? null} />
        <ConnectState />
      </>,
    );
    await waitFor(() => expect(view.client.getQueryData(['session'])).toBeTruthy());
    // The visitor's panel is still shown while the signed-in one loads.
    fireEvent.click(screen.getAllByRole('button', { name: MSG.detail.buy })[0] as HTMLElement);
    // Two chunks load first (the signed-in panel, then the checkout): slow on a loaded machine.
    expect(await screen.findByRole('dialog', { name: MSG.checkout.title })).toBeTruthy();
    expect(screen.getByTestId('connect').textContent).toBe('false');
    expect(toastStore.getSnapshot()).toBeNull();
  });
});
