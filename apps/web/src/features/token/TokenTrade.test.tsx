import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { useConnectModalOpen } from '../wallet/connectModalStore';
import { WithWagmi } from '../wallet/WalletRuntime';
import { TokenTrade } from './TokenTrade';

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
