import { MSG, type TokenDetail } from '@agora/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { useWalletDeps, WithWagmi } from '../wallet/WalletRuntime';
import { BidModal } from './BidModal';

const bidder = '0x00000000000000000000000000000000000000b1';
const auction: TokenDetail = {
  ...detail,
  owners: detail.owners.map((o) => ({
    ...o,
    sale: o.sale && {
      ...o.sale,
      saleType: 'UnLimitedAuction',
      listingId: null,
      price: null,
      currency: 'BNB',
    },
  })),
};

function Modal() {
  const wallet = useWalletDeps();
  return <BidModal detail={auction} deps={{ ...wallet, account: bidder }} onClose={() => {}} />;
}

describe('Place a bid', () => {
  it('waits for the bidding balance before the form can be sent (it would read as too low)', async () => {
    mockApi({});
    renderWithApp(
      <WithWagmi>
        <Modal />
      </WithWagmi>,
    );
    const submit = screen.getByRole('button', { name: MSG.bid.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // The test chain does not answer: the read ends (failed), and the form's own balance check speaks.
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
  });
});
