import { type CollectionOffer, MSG, type TokenDetail } from '@agora/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { bidOf, buyer, seller, tradeConfig } from '../../test/trade';
import { walletOn } from '../../test/wallet';
import { Toaster } from '../toast/Toaster';
import { toastStore } from '../toast/toastStore';
import { useTradeDeps } from '../trade/useTradeDeps';
import { WithWagmi } from '../wallet/WithWagmi';
import { TokenCollectionOffers } from './TokenCollectionOffers';

const offer: CollectionOffer = (() => {
  const { acceptBlock: _, ...bid } = bidOf({ amount: '2', quantity: 3 });
  return {
    ...bid,
    id: 'offer-1',
    collection: bid.order.collection,
    collectionId: 7,
    proof: [`0x${'ab'.repeat(32)}`],
    pending: 2,
    order: { ...bid.order, anyToken: true, tokenId: '0' },
    signature: '0x1234',
  };
})();
const withOffer = { ...detail, collectionOffers: [offer] };

vi.mock('../../lib/chain/contracts');
vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
  // The wallet refuses to switch to the configured network when asked (preflight asks before refusing).
  switchChain: vi.fn(async () => {
    throw new Error('User rejected the request.');
  }),
}));
afterEach(() => act(() => toastStore.dismiss()));

/** The offers as the token page shows them inside the wallet stack, with the signed-in wallet's dependencies. */
function Offers({ detail }: { detail: TokenDetail }) {
  const deps = useTradeDeps();
  return <TokenCollectionOffers detail={detail} viewer={deps?.account ?? null} deps={deps} />;
}

function renderAs(address: string | null) {
  mockApi({ 'GET /api/v1/auth/session': address && { address, wallet: true } });
  renderWithApp(
    <WithWagmi>
      <Offers detail={withOffer} />
      <Toaster />
    </WithWagmi>,
    { config: tradeConfig },
  );
  return screen.getByTestId('collection-offers');
}

describe('collection offers on a token page', () => {
  it('shows each offer with its price and the tokens still wanted', async () => {
    const list = renderAs(null);
    const row = within(list).getByTestId('collection-offer');
    expect(row.textContent).toContain('2 VSW');
    expect(row.textContent).toContain(MSG.offers.tokens(2, 3));
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('offers Accept to a holder of this token', async () => {
    const list = renderAs(seller);
    expect(await within(list).findByRole('button', { name: MSG.offers.accept })).toBeTruthy();
  });

  it("Accept on another network says 'Please Connect to {network} Network' and opens nothing", async () => {
    walletOn(56);
    const list = renderAs(seller);
    const accept = await within(list).findByRole('button', { name: MSG.offers.accept });
    await act(async () => fireEvent.click(accept));
    expect(await screen.findByText(MSG.preflight.wrongNetwork(tradeConfig.chainName))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.acceptBid.title })).toBeNull();
  });

  it('Accept on the configured network opens the Accept bid steps', async () => {
    walletOn(tradeConfig.chainId);
    const list = renderAs(seller);
    const accept = await within(list).findByRole('button', { name: MSG.offers.accept });
    await act(async () => fireEvent.click(accept));
    expect(await screen.findByRole('dialog', { name: MSG.acceptBid.title })).toBeTruthy();
  });

  it('offers Cancel, not Accept, to the bidder', async () => {
    const list = renderAs(buyer);
    expect(await within(list).findByRole('button', { name: MSG.offers.cancel })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: MSG.offers.accept })).toBeNull();
  });

  it('says so when there is none', () => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(
      <WithWagmi>
        <Offers detail={detail} />
      </WithWagmi>,
      { config: tradeConfig },
    );
    expect(screen.getByText(MSG.offers.none)).toBeTruthy();
  });
});
