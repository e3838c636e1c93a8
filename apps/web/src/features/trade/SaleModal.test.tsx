import { CREATE_MSG, MSG, PICKER_MSG, TIMING_MS, type TokenDetail } from '@agora/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as orders from '../../lib/chain/orders';
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
  rowValue,
  seller,
  shownAmount,
  stepButton,
  VSW,
  wei,
} from '../../test/trade';
import { SaleModal } from './SaleModal';

vi.mock('../../lib/chain/contracts');
vi.mock('../../lib/chain/orders');
// The chain's clock a Dutch listing starts at.
vi.mock('../create/createChain', () => ({ chainNow: vi.fn(async () => 1_800_000_000_000) }));

const unlisted = itemWith(detail, { sale: null });
/** On sale for 1 BNB (the fixture's signed order). */
const listed = detail;
const multiple = asMultiple(itemWith(detail, { balance: 4, sale: null }));
/** Owned by someone who did not create it: the creator's 10% royalty comes off what they receive. */
const resold = itemWith(detail, { owner: buyer, sale: null });

function open(item: TokenDetail, mode: 'sell' | 'lower' = 'sell', account = seller) {
  return renderTrade((deps, close) => <SaleModal detail={item} deps={deps} mode={mode} onClose={close} />, {
    account,
  });
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const startButton = () =>
  screen.getByRole('button', { name: /^(Start|Error in Entered Price|In-Progress)$/ });

describe('Put On Sale', () => {
  beforeEach(() => vi.clearAllMocks());

  it('offers Fixed Price and Timed Auction for a single edition, any currency, the seller fee and what they receive', () => {
    chainState();
    open(unlisted);
    expect(screen.getByRole('dialog', { name: MSG.sale.putOnSaleTitle })).toBeTruthy();
    const fixed = screen.getByRole('button', { name: CREATE_MSG.saleTypes.FixedPrice });
    expect(fixed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: CREATE_MSG.saleTypes.TimedAuction })).toBeTruthy();
    const currency = screen.getByRole('combobox', { name: MSG.sale.currency });
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BNB', 'VSW']);
    expect(screen.getByText(MSG.sale.serviceFee('2.5'))).toBeTruthy();
    type(MSG.sale.price, '2');
    // The creator sells: no royalty; 2.5% seller fee off 2 BNB, with its dollar value.
    expect(rowValue(MSG.sale.youWillReceive)).toBe(shownAmount(wei('1.95'), 'BNB'));
    expect(startButton().textContent).toBe(MSG.sale.button.init);
  });

  it("warns that a listing of another collection's item revives if the item comes back within its 7 days (issue 28 finding 4)", () => {
    chainState();
    const external = { ...unlisted, token: { ...unlisted.token, own: false } };
    const note = MSG.sale.externalRisk(7);
    open(external);
    expect(screen.getByRole('note').textContent).toBe(note);
    // An auction is not a listing that revives; Agora's own items are bound to their transfers.
    fireEvent.click(screen.getByRole('button', { name: CREATE_MSG.saleTypes.TimedAuction }));
    expect(screen.queryByText(note)).toBeNull();
  });

  it("shows no such note for an item of Agora's own collections", () => {
    chainState();
    open(unlisted);
    expect(screen.queryByText(MSG.sale.externalRisk(7))).toBeNull();
  });

  it('takes the royalty off what a reseller receives', () => {
    chainState();
    open(resold, 'sell', buyer);
    type(MSG.sale.price, '2');
    expect(rowValue(MSG.sale.youWillReceive)).toBe(shownAmount(wei('1.75'), 'BNB'));
  });

  it('shows the price messages of spec 2 §5 once Start is pressed, and the error label', async () => {
    chainState();
    open(unlisted);
    fireEvent.click(startButton());
    await screen.findByText(MSG.formError);
    expect(screen.getByText(MSG.sale.errors.priceEmpty)).toBeTruthy();
    expect(startButton().textContent).toBe(MSG.sale.button.error);
    expectFieldErrors(MSG.sale.price, [
      ['0', MSG.sale.errors.priceZero],
      ['0.005', MSG.sale.errors.priceMin],
      ['1.12345', MSG.sale.errors.decimals],
    ]);
    // Letters never reach the field.
    type(MSG.sale.price, '1a');
    expect(field(MSG.sale.price).value).toBe('1.12345');
    type(MSG.sale.price, '1.5');
    expect(field(MSG.sale.price).getAttribute('aria-invalid')).toBe('false');
    expect(startButton().textContent).toBe(MSG.sale.button.start);
  });

  it('Timed Auction asks a minimum bid in a token (never the base coin) and the auction dates', async () => {
    chainState();
    open(unlisted);
    fireEvent.click(screen.getByRole('button', { name: CREATE_MSG.saleTypes.TimedAuction }));
    expect(screen.queryByLabelText(MSG.sale.price)).toBeNull();
    const currency = screen.getByRole('combobox', { name: MSG.sale.currency }) as HTMLSelectElement;
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['VSW']);
    expect(currency.value).toBe('VSW');
    expect(screen.getByText(PICKER_MSG.dates.rightAfterListing)).toBeTruthy();
    fireEvent.click(startButton());
    await screen.findByText(MSG.sale.errors.bidNumber);
    expectFieldErrors(MSG.sale.minimumBid, [
      ['0', MSG.sale.errors.bidZero],
      ['0.001', MSG.sale.errors.bidMin],
    ]);
    type(MSG.sale.minimumBid, '3');
    expect(rowValue(MSG.sale.youWillReceive)).toBe(shownAmount(wei('2.925'), 'VSW'));
  });

  it('a multiple lists a quantity up to the editions held, at a fixed or declining price (no timed auction)', () => {
    chainState({ held: 4 });
    open(multiple);
    expect(screen.queryByRole('button', { name: CREATE_MSG.saleTypes.TimedAuction })).toBeNull();
    expect(field(MSG.sale.quantity).value).toBe('4');
    type(MSG.sale.price, '1');
    fireEvent.click(startButton());
    expectFieldErrors(MSG.sale.quantity, [
      ['5', MSG.sale.errors.quantityAbove],
      ['', MSG.sale.errors.quantityEmpty],
      ['2.5', MSG.sale.errors.quantityNumber],
    ]);
    type(MSG.sale.quantity, '2');
    expect(rowValue(MSG.sale.youWillReceive)).toBe(shownAmount(wei('1.95'), 'BNB'));
  });

  it('Follow Steps: Approve, then Listing (a signature, no transaction); a refused signature can be tried again; then home after 8 s', async () => {
    const chain = chainState();
    vi.mocked(orders.listForSale).mockRejectedValueOnce(refused());
    open(unlisted);
    type(MSG.sale.price, '2');
    fireEvent.click(startButton());
    await screen.findByRole('dialog', { name: MSG.sale.followSteps });
    expect(screen.getByText(MSG.sale.steps.approveHint)).toBeTruthy();
    const listing = () => stepButton(MSG.sale.steps.list);
    expect(listing().textContent).toBe(MSG.sale.button.start);
    expect(listing().disabled).toBe(true);
    fireEvent.click(stepButton(MSG.sale.steps.approve));
    await waitFor(() =>
      expect(stepButton(MSG.sale.steps.approve).textContent).toBe(MSG.sale.stepLabels.done),
    );
    expect(chain.ensureCollectionApproval).toHaveBeenCalledWith(expect.anything(), detail.token.contract);
    await refusedThenDone(
      listing,
      { failed: MSG.toast.orderNotPlaced, tryLabel: MSG.sale.button.try, success: MSG.toast.priceChanged },
      (advance) => {
        expect(orders.listForSale).toHaveBeenLastCalledWith(expect.anything(), {
          collection: detail.token.contract,
          tokenId: detail.token.tokenId,
          quantity: 1,
          currency: null,
          unitPrice: wei('2'),
        });
        const location = screen.getByTestId('location');
        advance(TIMING_MS.redirectAfterTx - 1000);
        expect(location.textContent).toBe('/info/item');
        advance(1000);
        expect(location.textContent).toBe('/');
      },
    );
  });

  it('a Dutch listing asks a start and an end price and hours; it is signed from the chain clock (issue 30)', async () => {
    chainState();
    open(unlisted);
    fireEvent.click(screen.getByRole('button', { name: MSG.sale.decliningPrice }));
    type(MSG.sale.startPrice, '2');
    type(MSG.sale.endPrice, '2');
    type(MSG.sale.duration, '2');
    fireEvent.click(startButton());
    expectFieldErrors(MSG.sale.endPrice, [['2', MSG.sale.errors.endPriceNotLower]]);
    type(MSG.sale.endPrice, '1');
    // What the seller receives at least: the end price less the 2.5% seller fee.
    expect(rowValue(MSG.sale.youWillReceive)).toBe(shownAmount(wei('0.975'), 'BNB'));
    fireEvent.click(startButton());
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.button.start }));
    await screen.findByText(MSG.toast.priceChanged);
    expect(orders.listDeclining).toHaveBeenCalledWith(
      expect.anything(),
      {
        collection: detail.token.contract,
        tokenId: detail.token.tokenId,
        quantity: 1,
        currency: null,
        unitPrice: wei('2'),
      },
      { endUnitPrice: wei('1'), durationMs: 2 * 3_600_000 },
      1_800_000_000_000,
    );
    expect(orders.listForSale).not.toHaveBeenCalled();
  });

  it('a timed auction is signed as an auction order, with no fixed-price listing', async () => {
    chainState();
    open(unlisted);
    fireEvent.click(screen.getByRole('button', { name: CREATE_MSG.saleTypes.TimedAuction }));
    type(MSG.sale.minimumBid, '3');
    fireEvent.click(startButton());
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.button.start }));
    await screen.findByText(MSG.toast.priceChanged);
    expect(vi.mocked(orders.openAuction)).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ saleType: 'TimedAuction', currency: VSW, minimumBid: wei('3') }),
    );
    expect(orders.listForSale).not.toHaveBeenCalled();
  });
});

describe('Lower Price', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps the currency, shows the current price and wants a lower one, signed over the current order', async () => {
    chainState();
    open(listed, 'lower');
    expect(screen.getByRole('dialog', { name: MSG.sale.lowerPriceTitle })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: CREATE_MSG.saleTypes.TimedAuction })).toBeNull();
    expect(rowValue(MSG.detail.price)).toBe('1 BNB');
    type(MSG.sale.price, '1');
    fireEvent.click(startButton());
    await screen.findByText(MSG.sale.errors.priceNotLower('1'));
    type(MSG.sale.price, '0.5');
    fireEvent.click(startButton());
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.button.start }));
    await screen.findByText(MSG.toast.priceChanged);
    expect(orders.lowerPrice).toHaveBeenCalledWith(
      expect.anything(),
      detail.owners[0]?.sale?.order,
      wei('0.5'),
      1, // the copies still on sale
    );
    expect(orders.listForSale).not.toHaveBeenCalled();
  });
});
