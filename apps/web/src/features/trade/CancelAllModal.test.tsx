import { agoraMarketplaceAbi } from '@agora/chain/browser';
import type { UserProfile } from '@agora/core';
import { MSG } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserRejectedRequestError } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import type { TradeDeps } from '../../lib/chain/tx';
import { mockApi, renderWithApp } from '../../test/render';
import { renderTrade, seller, tradeConfig } from '../../test/trade';
import { ProfileHeader } from '../profile/ProfileHeader';
import { type CancelAllKind, CancelAllModal } from './CancelAllModal';

// The wallet is the boundary here (not ./contracts): the real contract call and its POST /tx report run.
vi.mock('wagmi/actions', async (real) => ({
  ...(await real<typeof import('wagmi/actions')>()),
  getConnection: () => ({ status: 'connected' }),
  writeContract: vi.fn(),
  waitForTransactionReceipt: vi.fn(),
}));

const TX = `0x${'ab'.repeat(32)}` as const;
const refusal = () => new UserRejectedRequestError(new Error('User rejected the request.'));

function open(kind: CancelAllKind) {
  let deps: TradeDeps | undefined;
  const rendered = renderTrade(
    (d, close) => {
      deps = d;
      return <CancelAllModal kind={kind} deps={d} onClose={close} />;
    },
    { account: seller, api: { 'POST /api/v1/tx': { applied: true } } },
  );
  if (!deps) throw new Error('rendered');
  return { ...rendered, refetch: vi.spyOn(deps.queryClient, 'invalidateQueries') };
}
const start = () =>
  screen.getByRole('button', { name: /^(Start|In-Progress|Done|Try-Again)$/ }) as HTMLButtonElement;

describe('Cancel all', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(writeContract).mockResolvedValue(TX);
    vi.mocked(waitForTransactionReceipt).mockResolvedValue({
      status: 'success',
      transactionHash: TX,
      logs: [],
    } as never);
  });

  it.each([
    ['listings', 'cancelAllOrders'],
    ['bids', 'cancelAllBids'],
  ] as const)(
    '%s: says what it does, sends %s from the signed-in wallet, reports the hash and refreshes the page',
    async (kind, functionName) => {
      const { onClose, calls, refetch } = open(kind);
      const dialog = screen.getByRole('dialog', { name: MSG.cancelAll[kind].open });
      expect(dialog.textContent).toContain(MSG.cancelAll[kind].explain);
      expect(start().textContent).toBe(MSG.cancelAll.button.start);
      fireEvent.click(start());
      await screen.findByText(MSG.cancelAll[kind].done);
      expect(writeContract).toHaveBeenCalledTimes(1);
      expect(vi.mocked(writeContract).mock.calls[0]?.[1]).toMatchObject({
        address: tradeConfig.addresses.marketplace,
        abi: agoraMarketplaceAbi,
        functionName,
        args: [],
        account: seller,
        chainId: tradeConfig.chainId,
      });
      expect(calls).toContain('POST /api/v1/tx');
      expect(refetch).toHaveBeenCalled();
      expect(onClose).toHaveBeenCalled();
    },
  );

  it('listings: the copy names listings and auctions and that tokens stay in the wallet', () => {
    open('listings');
    expect(screen.getByRole('dialog').textContent).toContain(
      'Every listing and auction you signed so far is cancelled on chain; tokens stay in your wallet',
    );
  });

  it('a refused transaction changes nothing, shows Try-Again, and the second press sends it', async () => {
    vi.mocked(writeContract).mockRejectedValueOnce(refusal());
    const { onClose, calls } = open('listings');
    fireEvent.click(start());
    await screen.findByText(MSG.toast.orderNotPlaced);
    await waitFor(() => expect(start().textContent).toBe(MSG.cancelAll.button.try));
    expect(start().disabled).toBe(false);
    expect(calls).not.toContain('POST /api/v1/tx');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(start());
    await screen.findByText(MSG.cancelAll.listings.done);
    expect(writeContract).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c === 'POST /api/v1/tx')).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('a reverted transaction is not reported and can be tried again', async () => {
    vi.mocked(waitForTransactionReceipt).mockResolvedValueOnce({
      status: 'reverted',
      transactionHash: TX,
      logs: [],
    } as never);
    const { calls } = open('bids');
    fireEvent.click(start());
    await waitFor(() => expect(start().textContent).toBe(MSG.cancelAll.button.try));
    expect(calls).not.toContain('POST /api/v1/tx');
  });

  it('the Cancel button closes without a transaction', () => {
    const { onClose } = open('bids');
    fireEvent.click(screen.getByRole('button', { name: MSG.cancelAll.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(writeContract).not.toHaveBeenCalled();
  });
});

describe('profile header', () => {
  const user = {
    address: seller,
    name: 'Ada',
    bio: null,
    image: null,
    cover: null,
    verified: false,
    socials: {},
  } as unknown as UserProfile;
  const actions = () =>
    [MSG.cancelAll.listings.open, MSG.cancelAll.bids.open].map((name) =>
      screen.queryByRole('button', { name }),
    );

  it('offers both cancel-all actions on the own profile only', async () => {
    mockApi({});
    const own = renderWithApp(<ProfileHeader user={user} isOwner />);
    // They load with their own chunk (the wallet stack), only for the owner.
    await screen.findByRole('button', { name: MSG.cancelAll.listings.open });
    expect(actions().every((b) => b !== null)).toBe(true);
    own.unmount();
    renderWithApp(<ProfileHeader user={user} isOwner={false} />);
    expect(actions()).toEqual([null, null]);
  });
});
