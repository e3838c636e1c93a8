import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TradeDeps } from '../../lib/chain/tx';
import { mockApi, renderWithApp } from '../../test/render';
import FeesPage, { feeBps } from './FeesPage';

// The chain boundary: the wallet's account and the sent transaction.
const wallet = vi.hoisted(() => ({ deps: null as TradeDeps | null, sent: [] as unknown[] }));
vi.mock('../../features/trade/useTradeDeps', () => ({ useTradeDeps: () => wallet.deps }));
vi.mock('../../lib/chain/tx', async (real) => ({
  ...(await real<typeof import('../../lib/chain/tx')>()),
  send: async (_deps: unknown, call: unknown) => {
    wallet.sent.push(call);
    return { transactionHash: `0x${'ab'.repeat(32)}` };
  },
  report: async () => undefined,
}));

const OWNER = '0x00000000000000000000000000000000000000ee';
const fees = {
  marketplace: '0x0000000000000000000000000000000000000001',
  owner: OWNER,
  maxFeeBps: 1000,
  onChain: { buyerFeeBps: 250, sellerFeeBps: 250 },
  indexed: { buyerFeeBps: 250, sellerFeeBps: 250 },
};

beforeEach(() => {
  wallet.deps = null;
  wallet.sent = [];
});

describe('fees form', () => {
  it('turns percentages into basis points within the maximum', () => {
    expect(feeBps('2.5', 1000)).toBe(250);
    expect(feeBps('0', 1000)).toBe(0);
    expect(feeBps('10', 1000)).toBe(1000);
    expect(feeBps('10.01', 1000)).toBe('At most 10%');
    expect(feeBps('1.234', 1000)).toBe('Enter a percentage with at most two decimals');
    expect(feeBps('', 1000)).toBe('Enter a percentage with at most two decimals');
  });

  it('shows the fees on chain, refuses a fee above the maximum, and cannot send without the owner wallet', async () => {
    mockApi({ 'GET /api/v1/admin/fees': fees });
    renderWithApp(<FeesPage />);
    expect(await screen.findByText('On chain now: buyer 2.5%, seller 2.5%')).toBeTruthy();
    const buyer = screen.getByRole('textbox', { name: 'Buyer fee (%)' });
    expect((buyer as HTMLInputElement).value).toBe('2.5');
    fireEvent.input(buyer, { target: { value: '12' } });
    expect(screen.getByText('At most 10%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change fees' })).toHaveProperty('disabled', true);

    fireEvent.input(buyer, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change fees' }));
    // Without the owner's wallet the step cannot start.
    expect(
      await screen.findByText(`Only the marketplace owner ${OWNER} can send this`, {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('with the owner wallet connected, sends setFees and writes the receipt to the audit log', async () => {
    wallet.deps = { account: OWNER } as unknown as TradeDeps;
    const { fetchMock } = mockApi({
      'GET /api/v1/admin/fees': fees,
      'POST /api/v1/admin/chain-receipts': { actions: ['fees.set'] },
    });
    renderWithApp(<FeesPage />);
    fireEvent.input(await screen.findByRole('textbox', { name: 'Seller fee (%)' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change fees' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(wallet.sent).toHaveLength(1));
    expect(wallet.sent[0]).toMatchObject({
      address: fees.marketplace,
      functionName: 'setFees',
      args: [250, 300],
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/admin/chain-receipts'))).toBe(true),
    );
  });
});
