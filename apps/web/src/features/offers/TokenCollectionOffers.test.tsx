import { type CollectionOffer, MSG } from '@agora/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { bidOf, buyer, seller, tradeConfig } from '../../test/trade';
import { WithWagmi } from '../wallet/WalletRuntime';
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

function renderAs(address: string | null) {
  mockApi({ 'GET /api/v1/auth/session': address && { address, wallet: true } });
  renderWithApp(
    <WithWagmi>
      <TokenCollectionOffers detail={withOffer} />
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

  it('offers Cancel, not Accept, to the bidder', async () => {
    const list = renderAs(buyer);
    expect(await within(list).findByRole('button', { name: MSG.offers.cancel })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: MSG.offers.accept })).toBeNull();
  });

  it('says so when there is none', () => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(
      <WithWagmi>
        <TokenCollectionOffers detail={detail} />
      </WithWagmi>,
      { config: tradeConfig },
    );
    expect(screen.getByText(MSG.offers.none)).toBeTruthy();
  });
});
