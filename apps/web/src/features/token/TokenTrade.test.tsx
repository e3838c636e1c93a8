import { MSG } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { toastStore } from '../toast/toastStore';
import { useConnectModalOpen } from '../wallet/connectModalStore';
import { TokenTrade } from './TokenTrade';

function ConnectState() {
  return <output data-testid="connect">{String(useConnectModalOpen())}</output>;
}

describe('token page actions for a visitor', () => {
  it("Buy Now says 'OOPS!..connect Your Wallet' and opens the Connect Wallet modal instead of the checkout", () => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(
      <>
        <TokenTrade detail={detail} focus={detail.owners[0] ?? null} viewer={null} deps={null} />
        <ConnectState />
      </>,
    );
    expect(screen.getByTestId('connect').textContent).toBe('false');
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy Now' })[0] as HTMLElement);
    expect(screen.getByTestId('connect').textContent).toBe('true');
    expect(toastStore.getSnapshot()).toMatchObject({ kind: 'warning', text: MSG.preflight.connect });
    expect(screen.queryByText('Checkout')).toBeNull();
  });
});

describe('token page auction area', () => {
  // The auction ended an hour ago by the chain's clock, which runs ahead of this browser's (a test chain whose
  // time was moved, or a skewed device clock): the page follows the chain.
  const end = Date.now() + 86_400_000;
  const auction = {
    ...detail,
    owners: detail.owners.map((o) => ({
      ...o,
      sale: o.sale && {
        ...o.sale,
        saleType: 'TimedAuction' as const,
        order: null,
        signature: null,
        price: null,
        currency: 'VSW',
        minimumBid: '1000000000000000000',
        startsAt: new Date(end - 86_400_000).toISOString(),
        endsAt: new Date(end).toISOString(),
      },
    })),
  };

  function renderAt(now: number) {
    mockApi({ 'GET /api/v1/auth/session': null });
    return renderWithApp(
      <TokenTrade
        detail={{ ...auction, now: new Date(now).toISOString() }}
        focus={null}
        viewer={null}
        deps={null}
      />,
    );
  }
  const badge = () => screen.getByTestId('auction-badge').textContent;
  function badgeAt(now: number) {
    renderAt(now);
    return badge();
  }

  it('is over when the chain says so, whatever the browser clock', () => {
    expect(badgeAt(end + 3_600_000)).toBe(MSG.auction.endedNoBids);
    expect(screen.queryByRole('button', { name: MSG.detail.bidButton.none })).toBeNull();
  });
  it('counts down while the chain is before the end', () => {
    expect(badgeAt(end - 3_600_000)).toBe(
      MSG.auction.countdown({ days: 0, hours: 1, minutes: 0, seconds: 0 }),
    );
  });

  it('ticks on from the chain time and reads the page again once the end passes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { client } = renderAt(end - 1_500);
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      expect(badge()).toBe(MSG.auction.countdown({ days: 0, hours: 0, minutes: 0, seconds: 1 }));
      act(() => vi.advanceTimersByTime(2_000));
      expect(badge()).toBe(MSG.auction.endedNoBids);
      expect(invalidate).toHaveBeenCalledWith({
        queryKey: ['token', detail.token.contract, detail.token.tokenId],
      });
      act(() => vi.advanceTimersByTime(5_000));
      expect(invalidate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
