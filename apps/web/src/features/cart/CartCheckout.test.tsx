import { bpsToScaled, MSG, type OrderReply } from '@agora/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TransactionReceipt } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '../../lib/chain/contracts';
import { cartItemFixture, hashOf as hash } from '../../test/cartItem';
import { orderFilledLog, purchaseSkippedLog } from '../../test/marketLogs';
import { mockApi, renderWithApp } from '../../test/render';
import {
  buyer,
  pressWhenReady,
  rowValue,
  shownAmount,
  stepButton,
  tradeConfig,
  VSW,
  wei,
} from '../../test/trade';
import { walletOn } from '../../test/wallet';
import { Toaster } from '../toast/Toaster';
import { toastStore } from '../toast/toastStore';
import { CartCheckout } from './CartCheckout';
import { cartStore } from './cartStore';
import { cartTotals } from './cartTotals';
import * as sweepModule from './sweep';

vi.mock('../../lib/chain/contracts');
vi.mock('./sweep');
vi.mock('wagmi/actions', async (original) => ({
  ...(await original<typeof import('wagmi/actions')>()),
  getConnection: vi.fn(),
  // The wallet refuses to switch to the configured network when asked (preflight asks before refusing).
  switchChain: vi.fn(async () => {
    throw new Error('User rejected the request.');
  }),
}));

const MARKET = tradeConfig.addresses.marketplace;
const item = (n: number) =>
  cartItemFixture(n, { media: '', unitPrice: wei('1').toString(), royaltyBps: 500 });
const reply = (n: number) => ({ order: { salt: String(n) }, signature: '0x12' }) as unknown as OrderReply;
const items = [item(1), item(2), item(3)];
const fees = { buyer: bpsToScaled(250), seller: bpsToScaled(250) };

/** The checkout of `cart` for a buyer holding `balance`, once its steps show (after the wallet checks). */
async function renderCheckout(balance: string, cart = items) {
  vi.mocked(contracts.currencyBalance).mockResolvedValue(wei(balance));
  mockApi({ 'GET /api/v1/auth/session': { address: buyer, wallet: true } });
  for (const i of cart) cartStore.add(i);
  const onClose = vi.fn();
  renderWithApp(
    <>
      <CartCheckout items={cart} onClose={onClose} />
      <Toaster />
    </>,
    { config: tradeConfig },
  );
  await screen.findByRole('dialog', { name: MSG.sale.followSteps });
  return onClose;
}

describe('cart checkout', () => {
  beforeEach(() => walletOn(tradeConfig.chainId));
  afterEach(() => {
    act(() => toastStore.dismiss());
    cartStore.clear();
    vi.resetAllMocks();
  });

  it("a wallet on another network: 'Please Connect to {network} Network', no steps, the checkout closes", async () => {
    walletOn(56);
    vi.mocked(contracts.currencyBalance).mockResolvedValue(wei('10'));
    mockApi({ 'GET /api/v1/auth/session': { address: buyer, wallet: true } });
    const onClose = vi.fn();
    renderWithApp(<CartCheckout items={items} onClose={onClose} />, { config: tradeConfig });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toastStore.getSnapshot()).toMatchObject({
      kind: 'warning',
      text: MSG.preflight.wrongNetwork(tradeConfig.chainName),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sweepModule.fetchOrders).not.toHaveBeenCalled();
  });

  it('cannot purchase with less than the total: says the balance is short', async () => {
    await renderCheckout('3');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MSG.checkout.errors.insufficient);
    expect(rowValue(MSG.cart.total)).toBe(shownAmount(cartTotals(items, fees).total, 'BNB'));
    expect(stepButton(MSG.cart.steps.purchaseTitle).disabled).toBe(true);
  });

  it('sends one sweep bound by the total of what it sends, then lists bought and skipped items and empties the cart', async () => {
    vi.mocked(sweepModule.fetchOrders).mockResolvedValue([reply(1), null, reply(3)]);
    vi.mocked(sweepModule.sweep).mockResolvedValue({
      logs: [orderFilledLog(MARKET, hash(1), 1n), purchaseSkippedLog(MARKET, hash(3), 0)],
    } as unknown as TransactionReceipt);
    await renderCheckout('10');
    await pressWhenReady(() => stepButton(MSG.cart.steps.purchaseTitle));

    const result = await screen.findByRole('dialog', { name: MSG.cart.result.title });
    // Token 2's order is unknown to the server: not sent, so not part of the bound.
    const [, purchases, maxTotal] = vi.mocked(sweepModule.sweep).mock.calls[0] ?? [];
    expect(purchases?.map((p) => p.item.orderHash)).toEqual([hash(1), hash(3)]);
    expect(purchases?.[0]?.signed).toEqual({ order: reply(1).order, signature: '0x12' });
    expect(maxTotal).toBe(cartTotals([item(1), item(3)], fees).total);
    expect(within(result).getByTestId('sweep-bought').textContent).toContain('Token 1');
    const skipped = within(result).getByTestId('sweep-skipped').textContent;
    expect(skipped).toContain(`Token 3 — ${MSG.cart.skipReasons[0]}`);
    expect(skipped).toContain(`Token 2 — ${MSG.cart.skipReasons[0]}`);
    await waitFor(() => expect(cartStore.getSnapshot().items).toEqual([]));
  });

  it('in an ERC-20 approves the total first, then sweeps in that token with no coin sent', async () => {
    const inVsw = [item(1), item(2)].map((i) => ({ ...i, currency: 'VSW' }));
    vi.mocked(sweepModule.fetchOrders).mockResolvedValue([reply(1), reply(2)]);
    vi.mocked(sweepModule.sweep).mockResolvedValue({ logs: [] } as unknown as TransactionReceipt);
    await renderCheckout('10', inVsw);
    expect(stepButton(MSG.cart.steps.purchaseTitle).disabled).toBe(true);
    await pressWhenReady(() => stepButton(MSG.cart.steps.approve));
    const total = cartTotals(inVsw, fees).total;
    await waitFor(() =>
      expect(contracts.ensureAllowance).toHaveBeenCalledWith(expect.anything(), VSW, total),
    );
    await pressWhenReady(() => stepButton(MSG.cart.steps.purchaseTitle));
    await screen.findByRole('dialog', { name: MSG.cart.result.title });
    expect(vi.mocked(sweepModule.sweep).mock.calls[0]?.[2]).toBe(total);
  });
});
