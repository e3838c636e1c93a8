import { MSG, TIMING_MS, type TokenDetail } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as orders from '../../lib/chain/orders';
import { detail } from '../../test/tokenDetail';
import {
  asMultiple,
  bidOf,
  chainState,
  expectFieldErrors,
  itemWith,
  pressWhenReady,
  refused,
  refusedThenDone,
  renderTrade,
  rowValue,
  shownAmount,
  stepButton,
  timedSale,
  VSW,
  wei,
} from '../../test/trade';
import { BidModal } from './BidModal';

vi.mock('../../lib/chain/contracts');
vi.mock('../../lib/chain/orders');

const now = Date.parse(detail.now);
const offers = itemWith(detail, {
  sale: { saleType: 'UnLimitedAuction', order: null, price: null, currency: 'VSW', currencyAddress: VSW },
});
const timed: TokenDetail = {
  ...itemWith(detail, { sale: timedSale(now - 3_600_000, now + 3_600_000) }),
  highestBid: { ...bidOf({ amount: '2' }), bidder: { ...bidOf().bidder, address: VSW } },
};
const multiple = asMultiple(offers);

function open(item: TokenDetail) {
  return renderTrade((deps, close) => <BidModal detail={item} deps={deps} onClose={close} />, {
    api: { 'POST /api/v1/bids': { bid: bidOf(), message: 'ok' } },
  });
}
const submit = () => screen.getByRole('button', { name: MSG.bid.submit });
const amount = (value: string) =>
  fireEvent.input(screen.getByLabelText(MSG.bid.yourBid), { target: { value } });

describe('Place a bid', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows both balances, the fee and what the bidder pays; the currency is a token', async () => {
    chainState({ balances: { BNB: '3', VSW: '10' } });
    open(offers);
    expect(screen.getByRole('dialog', { name: MSG.bid.title }).textContent).toContain(
      `${MSG.bid.youAreAboutToBid} ${detail.token.name}`,
    );
    const currency = screen.getByRole('combobox', { name: MSG.bid.currency }) as HTMLSelectElement;
    expect(currency.value).toBe('VSW');
    expect(Array.from(currency.options, (o) => o.value)).toEqual(['VSW']);
    amount('2');
    await waitFor(() => expect(rowValue(MSG.bid.yourBiddingBalance)).toBe(shownAmount(wei('10'), 'VSW')));
    expect(rowValue(MSG.bid.yourBalance)).toBe(shownAmount(wei('3'), 'BNB'));
    expect(rowValue(MSG.bid.serviceFee)).toBe('2.5%');
    expect(rowValue(MSG.bid.youWillPay)).toBe(shownAmount(wei('2.05'), 'VSW'));
  });

  it('waits for the bidding balance before the form can be sent (it would read as too low)', async () => {
    const chain = chainState();
    const reads: ((wei: bigint) => void)[] = [];
    chain.currencyBalance.mockImplementation(() => new Promise((resolve) => reads.push(resolve)));
    open(offers);
    await waitFor(() => expect(reads.length).toBe(2));
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    for (const answer of reads) answer(wei('10'));
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
  });

  it('a timed auction fixes the currency and wants more than the highest bid and at least the minimum', async () => {
    chainState();
    open(timed);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(rowValue(MSG.bid.currency)).toBe('VSW');
    await pressWhenReady(submit);
    await screen.findByText(MSG.formErrorAll);
    expectFieldErrors(MSG.bid.yourBid, [
      ['0', MSG.bid.errors.amountZero],
      ['2', MSG.bid.errors.amountNotAboveHighest('2')],
      // 5% over the highest bid.
      ['2.05', MSG.bid.errors.amountBelowMinimum('2.1')],
    ]);
  });

  it('says the balance is too low under the form', async () => {
    chainState({ balances: { BNB: '1', VSW: '1' } });
    open(offers);
    amount('1');
    await pressWhenReady(submit);
    await screen.findByText(MSG.bid.errors.insufficient);
    expect(screen.queryByRole('dialog', { name: MSG.bid.followSteps })).toBeNull();
  });

  it('a multiple asks how many editions, up to those the bidder does not hold', async () => {
    chainState();
    open(multiple);
    amount('1');
    fireEvent.input(screen.getByLabelText(MSG.bid.quantity), { target: { value: '6' } });
    await pressWhenReady(submit);
    expectFieldErrors(MSG.bid.quantity, [
      ['6', MSG.bid.errors.quantityAbove(5)],
      ['', MSG.bid.errors.quantityEmpty],
      ['0', MSG.bid.errors.quantityZero],
    ]);
    fireEvent.input(screen.getByLabelText(MSG.bid.quantity), { target: { value: '2' } });
    expect(rowValue(MSG.bid.youWillPay)).toBe(shownAmount(wei('2.05'), 'VSW'));
  });

  it('Approve (allowance for what it pays), then Place a bid; a refused signature can be signed again; home after 600 ms', async () => {
    const chain = chainState();
    vi.mocked(orders.signBid).mockRejectedValueOnce(refused()).mockResolvedValue({
      order: bidOf().order,
      signature: '0x1234',
    });
    const { calls } = open(offers);
    amount('2');
    await pressWhenReady(submit);
    await screen.findByRole('dialog', { name: MSG.bid.followSteps });
    const place = () => stepButton(MSG.bid.submit);
    expect(place().disabled).toBe(true);
    fireEvent.click(stepButton(MSG.bid.steps.approve));
    await vi.waitFor(() => expect(place().disabled).toBe(false), { timeout: 10_000 });
    expect(chain.ensureAllowance).toHaveBeenCalledWith(expect.anything(), VSW, wei('2.05'));
    await refusedThenDone(
      place,
      { failed: MSG.formErrorAll, tryLabel: MSG.bid.stepLabels.tryagain, success: MSG.toast.bidPlaced },
      (advance) => {
        expect(calls).toContain('POST /api/v1/bids');
        expect(vi.mocked(orders.signBid)).toHaveBeenLastCalledWith(
          expect.anything(),
          expect.objectContaining({ currency: VSW, unitPrice: wei('2'), quantity: 1, endsAt: null }),
        );
        advance(TIMING_MS.dialogClose);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByTestId('location').textContent).toBe('/');
      },
    );
  });
});
