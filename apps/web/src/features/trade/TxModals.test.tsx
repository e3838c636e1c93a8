import { MSG, shorten, TIMING_MS, type TokenDetail } from '@agora/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detail } from '../../test/tokenDetail';
import {
  asMultiple,
  buyer,
  chainState,
  expectFieldErrors,
  itemWith,
  refused,
  refusedThenDone,
  renderTrade,
  seller,
} from '../../test/trade';
import { BurnModal, CancelOrderModal, TransferModal } from './TxModals';

vi.mock('../../lib/chain/contracts');

/** On sale: the fixture's signed order. */
const listed = detail;
const hash = detail.owners[0]?.sale?.orderHash;
const signedOrder = detail.owners[0]?.sale?.order;
const single = itemWith(detail, { sale: null });
const multipleOf = (balance: number) => asMultiple(itemWith(detail, { balance, sale: null }));

type Modal = typeof CancelOrderModal;

/** Drops the listing from the page Refreshing shows, as a refetch after the server hid it does. */
const refreshPage = { current: () => {} };
function Refreshing({ deps, close }: { deps: Parameters<Modal>[0]['deps']; close: () => void }) {
  const [item, setItem] = useState<TokenDetail>(listed);
  refreshPage.current = () => setItem(single);
  return <CancelOrderModal detail={item} deps={deps} onClose={close} />;
}
function open(Modal: Modal, item: TokenDetail) {
  return renderTrade((deps, close) => <Modal detail={item} deps={deps} onClose={close} />, {
    account: seller,
  });
}
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;

describe('Cancel Order', () => {
  beforeEach(() => vi.clearAllMocks());
  const start = () => button(/^(Start|In-Progress|Done|Try-Again)$/);
  const cancelPath = `DELETE /api/v1/listings/${hash}`;
  const openCancel = (onChainCancel: boolean) =>
    renderTrade((deps, close) => <CancelOrderModal detail={listed} deps={deps} onClose={close} />, {
      account: seller,
      api: { [cancelPath]: { message: 'ok', onChainCancel, order: signedOrder } },
    });

  it('names the item and the seller; hides the listing, then cancels the signed order on chain; a refused cancel can be tried again', async () => {
    const chain = chainState();
    chain.cancelOrder.mockRejectedValueOnce(refused());
    const { onClose, calls } = openCancel(true);
    const dialog = screen.getByRole('dialog', { name: MSG.cancelOrder.title });
    expect(dialog.textContent).toContain(
      `${MSG.cancelOrder.confirm} ${detail.token.name} ${MSG.cancelOrder.by} ${shorten(seller, 10)}`,
    );
    expect(start().textContent).toBe(MSG.cancelOrder.button.start);
    await refusedThenDone(
      start,
      {
        failed: MSG.toast.orderNotPlaced,
        tryLabel: MSG.cancelOrder.button.try,
        success: MSG.toast.cancelled,
      },
      (advance) => {
        expect(onClose).toHaveBeenCalled();
        expect(calls.filter((c) => c === cancelPath)).toHaveLength(2);
        expect(chain.cancelOrder).toHaveBeenLastCalledWith(expect.anything(), signedOrder);
        advance(TIMING_MS.redirectAfterTx - 1000);
        expect(location()).toBe('/info/item');
        advance(1000);
        expect(location()).toBe('/');
      },
    );
  });

  it('Try-Again still cancels once the refreshed page no longer shows the listing (the server hid it)', async () => {
    const chain = chainState();
    chain.cancelOrder.mockRejectedValueOnce(refused());
    renderTrade((deps, close) => <Refreshing deps={deps} close={close} />, {
      account: seller,
      api: { [cancelPath]: { message: 'ok', onChainCancel: true, order: signedOrder } },
    });
    fireEvent.click(start());
    await screen.findByText(MSG.toast.orderNotPlaced);
    act(() => refreshPage.current());
    fireEvent.click(start());
    await screen.findByText(MSG.toast.cancelled);
    expect(chain.cancelOrder).toHaveBeenCalledTimes(2);
    expect(chain.cancelOrder).toHaveBeenLastCalledWith(expect.anything(), signedOrder);
  });

  it('sends no transaction when the server says the order can no longer fill', async () => {
    const chain = chainState();
    const { calls } = openCancel(false);
    fireEvent.click(start());
    await screen.findByText(MSG.toast.cancelled);
    expect(calls).toContain(cancelPath);
    expect(chain.cancelOrder).not.toHaveBeenCalled();
  });

  it('leaves with the stale-data warning when the chain says the seller no longer holds it', async () => {
    const chain = chainState({ held: 0 });
    const { calls } = openCancel(true);
    fireEvent.click(start());
    await screen.findByText(MSG.preflight.staleData);
    expect(calls).not.toContain(cancelPath);
    expect(chain.cancelOrder).not.toHaveBeenCalled();
  });
});

describe('Burn token', () => {
  beforeEach(() => vi.clearAllMocks());
  const burnButton = () => button(/^(Continue|In-progress\.\.\.|Done|Try Again|Check Balance|Qty can't be)/);

  it('burns a single edition without asking a quantity; a refused burn can be tried again; then home', async () => {
    const chain = chainState();
    chain.burn.mockRejectedValueOnce(refused());
    open(BurnModal, single);
    expect(screen.getByText(MSG.burn.confirm)).toBeTruthy();
    expect(screen.queryByLabelText(MSG.burn.quantity)).toBeNull();
    expect(burnButton().textContent).toBe(MSG.burn.button.init);
    fireEvent.click(burnButton());
    await screen.findByText(MSG.toast.orderNotPlaced);
    expect(burnButton().textContent).toBe(MSG.burn.button.try);
    fireEvent.click(burnButton());
    await screen.findByText(MSG.toast.burned);
    expect(chain.burn).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 721, collection: detail.token.contract, tokenId: '1', quantity: 1 }),
    );
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('names a wrong quantity on the button (Empty, Zero, Check Balance) and burns the editions asked', async () => {
    const chain = chainState({ held: 3 });
    open(BurnModal, multipleOf(3));
    const quantity = screen.getByLabelText(MSG.burn.quantity);
    for (const [value, label] of [
      ['', MSG.burn.button.empty],
      ['0', MSG.burn.button.zero],
      ['4', MSG.burn.button.errors],
      ['1.5', MSG.burn.button.errors],
    ] as const) {
      fireEvent.input(quantity, { target: { value } });
      expect(burnButton().textContent, value).toBe(label);
      expect(burnButton().disabled).toBe(true);
    }
    fireEvent.input(quantity, { target: { value: '2' } });
    expect(burnButton().textContent).toBe(MSG.burn.button.init);
    fireEvent.click(burnButton());
    await screen.findByText(MSG.toast.burned);
    expect(chain.burn).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 1155, quantity: 2 }),
    );
  });
});

describe('Transfer Token', () => {
  beforeEach(() => vi.clearAllMocks());
  const start = () => button(/^(Start|In-Progress|Done|Try-Again|Error in Entered Details)$/);
  const recipient = () => screen.getByLabelText(MSG.transfer.recipient);

  it('Start is disabled until a recipient is entered; a wrong one is named under the field', () => {
    chainState();
    open(TransferModal, single);
    expect(start().textContent).toBe(MSG.transfer.button.init);
    expect(start().disabled).toBe(true);
    expect(screen.queryByLabelText(MSG.transfer.quantity)).toBeNull();
    expectFieldErrors(MSG.transfer.recipient, [
      ['  ', MSG.transfer.errors.recipientRequired],
      ['0x1234', MSG.transfer.errors.recipientInvalid],
      [seller, MSG.transfer.errors.recipientSelf],
    ]);
    expect(start().textContent).toBe(MSG.transfer.button.error);
    expect(start().disabled).toBe(true);
  });

  it('sends to the 0x form of an xdc address; a refused transfer can be tried again; /my-items after 8 s', async () => {
    const chain = chainState();
    chain.transfer.mockRejectedValueOnce(refused());
    open(TransferModal, single);
    fireEvent.input(recipient(), { target: { value: `XDC${buyer.slice(2).toUpperCase()}` } });
    expect(start().textContent).toBe(MSG.transfer.button.start);
    await refusedThenDone(
      start,
      { failed: MSG.toast.orderNotPlaced, tryLabel: MSG.transfer.button.try, success: MSG.toast.transferred },
      (advance) => {
        expect(chain.transfer).toHaveBeenLastCalledWith(expect.anything(), {
          type: 721,
          collection: detail.token.contract,
          tokenId: '1',
          to: buyer,
          quantity: 1,
        });
        advance(TIMING_MS.redirectAfterTx);
        expect(location()).toBe('/my-items');
      },
    );
  });

  it('asks how many editions of a multiple held more than once, within the balance', async () => {
    const chain = chainState({ held: 3 });
    open(TransferModal, multipleOf(3));
    fireEvent.input(recipient(), { target: { value: buyer } });
    expectFieldErrors(MSG.transfer.quantity, [
      ['', MSG.transfer.errors.quantityEmpty],
      ['0', MSG.transfer.errors.quantityZero],
      ['4', MSG.transfer.errors.quantityAbove],
      ['1.5', MSG.transfer.errors.quantityNumber],
    ]);
    fireEvent.input(screen.getByLabelText(MSG.transfer.quantity), { target: { value: '2' } });
    fireEvent.click(start());
    await screen.findByText(MSG.toast.transferred);
    expect(chain.transfer).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 1155, quantity: 2 }),
    );
  });

  it('hides the quantity of a multiple held once', () => {
    chainState();
    open(TransferModal, multipleOf(1));
    expect(screen.queryByLabelText(MSG.transfer.quantity)).toBeNull();
  });
});
