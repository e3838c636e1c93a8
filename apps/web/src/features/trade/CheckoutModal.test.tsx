import { MSG, shorten, type TokenDetail, youWillPay } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as vouchers from '../../lib/chain/vouchers';
import { detail } from '../../test/tokenDetail';
import {
  asMultiple,
  buyer,
  chainState,
  expectFieldErrors,
  expectStaleDataStop,
  itemWith,
  pressWhenReady,
  refused,
  renderTrade,
  rowValue,
  seller,
  shownAmount,
  VSW,
  wei,
} from '../../test/trade';
import { CheckoutModal } from './CheckoutModal';

vi.mock('../../lib/chain/contracts');
vi.mock('../../lib/chain/vouchers');
// The latest block's time a Dutch checkout prices at: the fixture's page time.
vi.mock('./useBlockTime', () => ({ useLatestBlockTime: () => Date.parse('2026-01-10T12:00:00.000Z') }));

const fee = 250n * 10n ** 16n; // 2.5% as spec 2's scaled integer (testConfig buyerBps 250)
const bnbSale = itemWith(detail, {
  sale: { price: wei('1').toString(), currency: 'BNB', currencyAddress: null },
});
const vswSale = itemWith(detail, {
  sale: {
    price: wei('4').toString(),
    currency: 'VSW',
    currencyAddress: '0x0000000000000000000000000000000000000004',
  },
});
/** The signed order and signature buy takes (the fixture's). */
const signed = { order: detail.owners[0]?.sale?.order, signature: detail.owners[0]?.sale?.signature };
const multiple = asMultiple(
  itemWith(detail, { balance: 5, sale: { price: wei('1').toString(), quantity: 3 } }),
);

function open(item: TokenDetail) {
  const owner = item.owners[0];
  if (!owner) throw new Error('no owner');
  return renderTrade((deps, close) => (
    <CheckoutModal detail={item} seller={owner} deps={deps} onClose={close} />
  ));
}
const proceedButton = () =>
  screen.getByRole('button', { name: /Proceed to payment|Check|Error in Field|In-Progress/ });

describe('Checkout', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows seller, buyer, balance, price, fees, royalty and what the buyer pays (fee on top)', async () => {
    chainState({ balances: { BNB: '2' } });
    open(bnbSale);
    expect(screen.getByRole('dialog', { name: MSG.checkout.title })).toBeTruthy();
    expect(rowValue(MSG.checkout.seller)).toBe(shorten(seller, 10));
    expect(rowValue(MSG.checkout.buyer)).toBe(shorten(buyer, 10));
    expect(screen.queryByLabelText(/Quantity/)).toBeNull();
    expect(screen.queryByText(MSG.checkout.yourTokenBalance)).toBeNull();
    await waitFor(() => expect(rowValue(MSG.checkout.yourBalance)).toBe(shownAmount(wei('2'), 'BNB')));
    expect(rowValue(MSG.checkout.price)).toBe(shownAmount(wei('1'), 'BNB'));
    expect(rowValue(MSG.checkout.serviceFee)).toBe('2.5%');
    expect(rowValue(MSG.checkout.royaltyFee)).toBe('10%');
    expect(rowValue(MSG.checkout.youWillPay)).toBe(shownAmount(wei('1.025'), 'BNB'));
    expect(youWillPay(wei('1'), 1, fee)).toBe(wei('1.025'));
    expect(proceedButton().textContent).toBe(MSG.checkout.button.start);
    fireEvent.click(screen.getByRole('button', { name: MSG.checkout.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('writes the balance out in full: 9,999.48 BNB, not the compact 9.99948k of a list', async () => {
    chainState({ balances: { BNB: '9999.48' } });
    open(bnbSale);
    // 9,999.48 × 300 USD (the test config's BNB price).
    await waitFor(() => expect(rowValue(MSG.checkout.yourBalance)).toBe('9,999.48 BNB$2,999,844'));
  });

  it("says 'Check Balance' when the coin balance is short, with the spec's message", async () => {
    chainState({ balances: { BNB: '1.02' } });
    open(bnbSale);
    await screen.findByText(MSG.checkout.errors.insufficient);
    expect(proceedButton().textContent).toBe(MSG.checkout.button.errors);
    expect((proceedButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the token balance when paying in the platform token, and its own check label', async () => {
    chainState({ balances: { BNB: '10', VSW: '4' } });
    open(vswSale);
    await waitFor(() => expect(rowValue(MSG.checkout.yourTokenBalance)).toBe(shownAmount(wei('4'), 'VSW')));
    expect(rowValue(MSG.checkout.youWillPay)).toBe(shownAmount(wei('4.1'), 'VSW'));
    expect(proceedButton().textContent).toBe(MSG.checkout.button.error);
    expect((proceedButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks the quantity of a multiple with the number available; a wrong one shows Error in Field', async () => {
    chainState();
    open(multiple);
    const label = `${MSG.checkout.quantity} (${MSG.checkout.available(3)})`;
    const quantity = screen.getByLabelText(label);
    await waitFor(() => expect(proceedButton().textContent).toBe(MSG.checkout.button.start));
    expectFieldErrors(label, [
      ['4', MSG.checkout.errors.quantityAbove(3)],
      ['', MSG.checkout.errors.quantityEmpty],
      ['0', MSG.checkout.errors.quantityZero],
      ['1.5', MSG.checkout.errors.quantityNumber],
    ]);
    expect(proceedButton().textContent).toBe(MSG.checkout.button.errors1);
    expect((proceedButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(quantity, { target: { value: '2' } });
    expect(rowValue(MSG.checkout.youWillPay)).toBe(shownAmount(wei('2.05'), 'BNB'));
    expect(proceedButton().textContent).toBe(MSG.checkout.button.start);
  });

  it('pays in the coin without an Approve step; a rejected purchase can be tried again, then goes to /my-items', async () => {
    const chain = chainState();
    chain.orderTotal.mockResolvedValue(wei('1.025'));
    chain.buy.mockRejectedValueOnce(refused());
    open(bnbSale);
    await pressWhenReady(proceedButton);
    await screen.findByRole('dialog', { name: MSG.sale.followSteps });
    expect(screen.queryByText(MSG.checkout.steps.approve)).toBeNull();
    expect(screen.getByText(MSG.checkout.steps.purchase)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MSG.checkout.steps.purchaseTitle }));
    await screen.findByText(MSG.toast.orderNotPlaced);
    const again = screen.getByRole('button', { name: MSG.checkout.stepLabels.tryagain });
    fireEvent.click(again);
    await screen.findByText(MSG.toast.purchased);
    expect(chain.buy).toHaveBeenCalledTimes(2);
    // The total shown is the bound; the coin sent is what is due on chain, here the same.
    expect(chain.orderTotal).toHaveBeenLastCalledWith(expect.anything(), signed.order, wei('1'), 1);
    expect(chain.buy).toHaveBeenLastCalledWith(expect.anything(), signed, 1, wei('1.025'), wei('1.025'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-items'));
  });

  it('a Dutch listing: the price at the latest block time, its end; sends the total shown as bound and value (issue 30)', async () => {
    const chain = chainState({ balances: { BNB: '5' } });
    chain.orderTotal.mockResolvedValue(wei('1.5375'));
    // 2 → 1 BNB from an hour before the page data's time to an hour after it: 1.5 BNB now.
    const dutch = itemWith(detail, {
      sale: {
        saleType: 'DecliningPrice',
        price: wei('2').toString(),
        endPrice: wei('1').toString(),
        currency: 'BNB',
        currencyAddress: null,
        startsAt: '2026-01-10T11:00:00.000Z',
        endsAt: '2026-01-10T13:00:00.000Z',
      },
    });
    open(dutch);
    expect(rowValue(MSG.checkout.price)).toBe(shownAmount(wei('1.5'), 'BNB'));
    expect(screen.getByTestId('declining-note')).toBeTruthy();
    await pressWhenReady(proceedButton);
    fireEvent.click(await screen.findByRole('button', { name: MSG.checkout.steps.purchaseTitle }));
    await screen.findByText(MSG.toast.purchased);
    expect(chain.orderTotal).toHaveBeenLastCalledWith(expect.anything(), signed.order, wei('1.5'), 1);
    // The block's price is lower: the marketplace refunds what the shown total leaves.
    expect(chain.buyDeclining).toHaveBeenLastCalledWith(
      expect.anything(),
      signed,
      1,
      wei('1.5375'),
      wei('1.5375'),
    );
    expect(chain.buy).not.toHaveBeenCalled();
  });

  it('pays in a token after Approve (allowance for price + fee); Purchase waits for it', async () => {
    const chain = chainState();
    chain.orderTotal.mockResolvedValue(wei('4.1'));
    chain.ensureAllowance.mockRejectedValueOnce(refused());
    open(vswSale);
    await pressWhenReady(proceedButton);
    await screen.findByText(MSG.checkout.steps.approve);
    const purchase = screen.getByRole('button', {
      name: MSG.checkout.steps.purchaseTitle,
    }) as HTMLButtonElement;
    expect(purchase.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: MSG.checkout.stepLabels.init }));
    await screen.findByText(MSG.toast.approveFailed);
    fireEvent.click(screen.getByRole('button', { name: MSG.checkout.stepLabels.tryagain }));
    await screen.findByRole('button', { name: MSG.checkout.stepLabels.done });
    expect(chain.ensureAllowance).toHaveBeenLastCalledWith(expect.anything(), VSW, wei('4.1'));
    expect(purchase.disabled).toBe(false);
    fireEvent.click(purchase);
    await screen.findByText(MSG.toast.purchased);
    // A token payment sends no value: the marketplace takes it by allowance, at most the total shown.
    expect(chain.buy).toHaveBeenCalledWith(expect.anything(), signed, 1, wei('4.1'), 0n);
  });

  /** Opens the checkout of `item` and presses Purchase, the chain's total now being `due` (null: gone). */
  async function purchaseWhenChainSays(item: TokenDetail, due: bigint | null) {
    const chain = chainState();
    chain.orderTotal.mockResolvedValue(due);
    open(item);
    await pressWhenReady(proceedButton);
    fireEvent.click(await screen.findByRole('button', { name: MSG.checkout.steps.purchaseTitle }));
    return chain;
  }

  it('a buyer fee lowered since the page loaded: pays the lower total, still bounded by the one shown', async () => {
    const chain = await purchaseWhenChainSays(bnbSale, wei('1.01'));
    await screen.findByText(MSG.toast.purchased);
    expect(chain.buy).toHaveBeenCalledWith(expect.anything(), signed, 1, wei('1.025'), wei('1.01'));
  });

  it.each([
    ['a buyer fee raised since the page loaded', wei('1.1')],
    ['the order sold, cancelled or void on chain', null],
  ])('%s: the stale-data warning, nothing sent, home after 1 s', async (_case, due) => {
    const chain = await purchaseWhenChainSays(bnbSale, due);
    await expectStaleDataStop(chain.buy);
  });

  describe("a creator's voucher (issue 30, an item not minted yet)", () => {
    const voucher = {
      creator: seller,
      collection: detail.token.contract,
      metadataDigest: `0x${'cd'.repeat(32)}`,
      royaltyBps: '1000',
      supply: '1',
      currency: '0x0000000000000000000000000000000000000000',
      unitPrice: wei('1').toString(),
      startTime: '0',
      endTime: '0',
      maxFeeBps: '250',
      maxMintFee: '0',
      counter: '0',
      salt: '1',
    } as const;
    const lazySale = itemWith(detail, {
      sale: { price: wei('1').toString(), currency: 'BNB', currencyAddress: null, order: null, voucher },
    });
    const signature = detail.owners[0]?.sale?.signature;

    it('is bought through buyVoucher: the total shown as the bound, the total due as the value', async () => {
      const chain = chainState();
      vi.mocked(vouchers.voucherTotal).mockResolvedValue(wei('1.025'));
      open(lazySale);
      await pressWhenReady(proceedButton);
      fireEvent.click(await screen.findByRole('button', { name: MSG.checkout.steps.purchaseTitle }));
      await screen.findByText(MSG.toast.purchased);
      expect(vouchers.voucherTotal).toHaveBeenCalledWith(expect.anything(), voucher, 1);
      expect(vouchers.buyVoucher).toHaveBeenCalledWith(
        expect.anything(),
        { voucher, signature },
        1,
        wei('1.025'),
        wei('1.025'),
      );
      expect(chain.buy).not.toHaveBeenCalled();
      expect(chain.orderTotal).not.toHaveBeenCalled();
    });

    it('sold, cancelled or expired on chain: the stale-data warning, nothing sent', async () => {
      chainState();
      vi.mocked(vouchers.voucherTotal).mockResolvedValue(null);
      open(lazySale);
      await pressWhenReady(proceedButton);
      fireEvent.click(await screen.findByRole('button', { name: MSG.checkout.steps.purchaseTitle }));
      await expectStaleDataStop(vi.mocked(vouchers.buyVoucher));
    });
  });

  it('stops with the stale-data warning when the seller no longer holds the item', async () => {
    const chain = chainState({ held: 0 });
    open(bnbSale);
    await pressWhenReady(proceedButton);
    await screen.findByText(MSG.preflight.staleData);
    expect(screen.queryByRole('dialog', { name: MSG.sale.followSteps })).toBeNull();
    expect(chain.buy).not.toHaveBeenCalled();
  });
});
