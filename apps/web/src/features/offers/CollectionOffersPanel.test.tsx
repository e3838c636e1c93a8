import { MSG } from '@agora/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { buyer, tradeConfig } from '../../test/trade';
import { walletOn } from '../../test/wallet';
import { Toaster } from '../toast/Toaster';
import { toastStore } from '../toast/toastStore';
import { CollectionOffersPanel } from './CollectionOffersPanel';

vi.mock('../../lib/chain/contracts');
vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
  // The wallet refuses to switch to the configured network when asked (preflight asks before refusing).
  switchChain: vi.fn(async () => {
    throw new Error('User rejected the request.');
  }),
}));

const ERC721 = '0x0000000000000000000000000000000000000721';
const OFFERS = `GET /api/v1/collections/${ERC721}/offers`;
const TOKENS = `GET /api/v1/collections/${ERC721}/offer-tokens`;

/** The collection page's offers for a signed-in buyer whose wallet is on `chainId`; Make collection offer pressed. */
async function makeOfferOn(chainId: number) {
  walletOn(chainId);
  const { client } = renderWithApp(
    <>
      <CollectionOffersPanel contract={ERC721} collectionId={7} />
      <Toaster />
    </>,
    { config: tradeConfig },
  );
  // The session (who may trade) arrives before the click, as on a loaded page.
  await waitFor(() => expect(client.getQueryData(['session'])).toBeTruthy());
  await act(async () => fireEvent.click(screen.getByRole('button', { name: MSG.offers.make })));
}

afterEach(() => {
  act(() => toastStore.dismiss());
  vi.unstubAllGlobals();
});

describe('Make collection offer: the wallet checks first (spec 2 §5)', () => {
  it("a wallet on another network: 'Please Connect to {network} Network' and no offer form", async () => {
    const api = mockApi({
      'GET /api/v1/auth/session': { address: buyer, wallet: true },
      [OFFERS]: { offers: [] },
      [TOKENS]: { tokenIds: ['1'] },
    });
    await makeOfferOn(56);
    expect(await screen.findByText(MSG.preflight.wrongNetwork(tradeConfig.chainName))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.offers.makeTitle })).toBeNull();
    // The form never opened, so nothing of the offer was read.
    expect(api.calls.some((c) => c.startsWith(TOKENS))).toBe(false);
  });

  it('on the configured network the offer form opens and nothing is said', async () => {
    mockApi({
      'GET /api/v1/auth/session': { address: buyer, wallet: true },
      [OFFERS]: { offers: [] },
      [TOKENS]: { tokenIds: ['1'] },
    });
    await makeOfferOn(tradeConfig.chainId);
    expect(await screen.findByRole('dialog', { name: MSG.offers.makeTitle })).toBeTruthy();
    expect(toastStore.getSnapshot()).toBeNull();
  });
});
