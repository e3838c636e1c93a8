import { tokenRoot } from '@agora/chain/browser';
import { MSG } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as orders from '../../lib/chain/orders';
import { bidOf, chainState, pressWhenReady, renderTrade, stepButton, VSW } from '../../test/trade';
import { CollectionOfferModal } from './CollectionOfferModal';

vi.mock('../../lib/chain/contracts');
vi.mock('../../lib/chain/orders');

const ERC721 = '0x0000000000000000000000000000000000000721';
const TOKENS = 'GET /api/v1/collections/0x0000000000000000000000000000000000000721/offer-tokens';

describe('Make collection offer', () => {
  beforeEach(() => vi.clearAllMocks());

  it("signs the root of the collection's token ids and posts the collection page with the offer", async () => {
    chainState();
    const signed = { order: { ...bidOf().order, anyToken: true }, signature: '0x12' as const };
    vi.mocked(orders.signBid).mockResolvedValue(signed);
    const { calls } = renderTrade(
      (deps, close) => (
        <CollectionOfferModal collection={ERC721} collectionId={7} deps={deps} onClose={close} />
      ),
      { api: { [TOKENS]: { tokenIds: ['3', '5', '9'] }, 'POST /api/v1/bids': { offer: {}, message: 'ok' } } },
    );
    fireEvent.input(screen.getByLabelText(MSG.offers.price), { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText(MSG.offers.quantity), { target: { value: '2' } });
    await pressWhenReady(() => screen.getByRole('button', { name: MSG.offers.submit }));
    await pressWhenReady(() => stepButton(MSG.offers.steps.approve));
    await pressWhenReady(() => stepButton(MSG.offers.steps.sign));

    await waitFor(() => expect(calls).toContain('POST /api/v1/bids'));
    expect(calls).toContain(`${TOKENS}?collectionId=7`);
    expect(orders.signBid).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        collection: ERC721,
        anyToken: true,
        tokenRoot: tokenRoot([3n, 5n, 9n]),
        quantity: 2,
        currency: VSW,
      }),
    );
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ owner: null, collectionId: 7, ...signed });
  });
});
