import type { TokenDetail } from '@agora/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { useConnectModalOpen } from '../wallet/connectModalStore';
import { WithWagmi } from '../wallet/WalletRuntime';
import { TokenTrade } from './TokenTrade';

const user = (address: string) => ({
  address: address as `0x${string}`,
  name: null,
  customUrl: null,
  image: null,
});
const seller = user('0x00000000000000000000000000000000000000aa');
const detail: TokenDetail = {
  token: {
    contract: '0x0000000000000000000000000000000000000002',
    tokenId: '1',
    type: 721,
    name: 'Sunset',
    description: '',
    category: 'Art',
    media: '/media/a.png',
    preview: null,
    ipfsMedia: null,
    metadataCid: null,
    mediaKind: 'image',
    royaltyBps: 1000,
    quantity: 1,
    supply: 1,
    likeCount: 0,
    liked: false,
    hasUnlockable: false,
    own: true,
    creator: seller,
  },
  owners: [
    {
      user: seller,
      balance: 1,
      sale: {
        saleType: 'FixedPrice',
        listingId: '1',
        price: '1000000000000000000',
        currency: 'BNB',
        currencyAddress: null,
        quantity: 1,
        minimumBid: null,
        startsAt: null,
        endsAt: null,
      },
    },
  ],
  bids: [],
  highestBid: null,
  myBid: null,
  history: [],
};

function ConnectState() {
  return <output data-testid="connect">{String(useConnectModalOpen())}</output>;
}

describe('token page actions for a visitor', () => {
  it('Buy Now opens the Connect Wallet modal instead of the checkout', () => {
    mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(
      <WithWagmi>
        <TokenTrade detail={detail} focus={detail.owners[0] ?? null} />
        <ConnectState />
      </WithWagmi>,
    );
    expect(screen.getByTestId('connect').textContent).toBe('false');
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy Now' })[0] as HTMLElement);
    expect(screen.getByTestId('connect').textContent).toBe('true');
    expect(screen.queryByText('Checkout')).toBeNull();
  });
});
