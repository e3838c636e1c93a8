import { MSG, shorten, TIMING_MS, type TokenBid, type TokenDetail } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detail } from '../../test/tokenDetail';
import {
  asMultiple,
  bidOf,
  buyer,
  chainState,
  expectFieldErrors,
  expectStaleDataStop,
  itemWith,
  pressWhenReady,
  refused,
  refusedThenDone,
  renderTrade,
  rowValue,
  seller,
  shownAmount,
  stepButton,
  timedSale,
  VSW,
  wei,
} from '../../test/trade';
import { AcceptBidModal } from './AcceptBidModal';

vi.mock('../../lib/chain/contracts');

const owner = '0x00000000000000000000000000000000000000cc';
/** Held by `owner`, who did not create it: the creator's 10% royalty comes off. */
const single = itemWith(detail, { owner, sale: null });
const multiple = asMultiple(itemWith(detail, { owner, balance: 2, sale: null }));

/** The bidder's VSW balance and allowance for the marketplace (decimal text). */
function bidderFunds({ balance = '10', allowance = '10' } = {}) {
  const chain = chainState();
  chain.erc20Balance.mockResolvedValue(wei(balance));
  chain.erc20Allowance.mockResolvedValue(wei(allowance));
  return chain;
}
function open(
  item: TokenDetail,
  bid: TokenBid & { proof?: readonly string[] },
  account = owner,
  api: Record<string, unknown> = {},
) {
  return renderTrade(
    (deps, close) => <AcceptBidModal detail={item} bid={bid} deps={deps} onClose={close} />,
    { account: account as typeof seller, api },
  );
}
const acceptButton = () =>
  screen.getByRole('button', { name: /Accept Bid|Bidder|In-Progress|Try Again|Done/ });

describe('Accept bid', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the item, the bidder, the amount, fees, royalty and what the owner gets', async () => {
    bidderFunds();
    // Without an IntersectionObserver the media shows at once (happy-dom's never reports the preview visible).
    vi.stubGlobal('IntersectionObserver', undefined);
    open(single, bidOf({ amount: '2' }));
    const dialog = screen.getByRole('dialog', { name: MSG.acceptBid.title });
    expect(dialog.textContent).toContain(
      `${MSG.acceptBid.youAreAboutToAccept} ${detail.token.name} ${MSG.acceptBid.from} ${shorten(buyer, 10)}`,
    );
    expect(await screen.findByRole('img', { name: detail.token.name })).toBeTruthy();
    expect(rowValue(MSG.acceptBid.bidAmount)).toBe(shownAmount(wei('2'), 'VSW'));
    expect(screen.queryByLabelText(MSG.acceptBid.quantity)).toBeNull();
    expect(rowValue(MSG.acceptBid.serviceFee)).toBe('2.5%');
    expect(rowValue(MSG.acceptBid.royaltyFee)).toBe('10%');
    // 2 VSW less the 2.5% seller fee and the creator's 10%.
    expect(rowValue(MSG.acceptBid.youWillGet)).toBe(shownAmount(wei('1.75'), 'VSW'));
    await waitFor(() => expect(acceptButton().textContent).toBe(MSG.acceptBid.button.start));
  });

  it('the creator accepting keeps the royalty', () => {
    bidderFunds();
    open(itemWith(detail, { sale: null }), bidOf({ amount: '2' }), seller);
    expect(rowValue(MSG.acceptBid.youWillGet)).toBe(shownAmount(wei('1.95'), 'VSW'));
  });

  it("refuses a bidder whose balance no longer covers the bid and fee: 'Bidder doesn't have enough balance'", async () => {
    bidderFunds({ balance: '1.02' });
    open(single, bidOf());
    await waitFor(() => expect(acceptButton().textContent).toBe(MSG.acceptBid.button.error));
    fireEvent.click(acceptButton());
    await screen.findByText(MSG.toast.bidderBalance);
    expect(screen.queryByRole('dialog', { name: MSG.sale.followSteps })).toBeNull();
  });

  it('refuses a bidder whose allowance was lowered since the bid', async () => {
    const chain = bidderFunds({ allowance: '1' });
    open(single, bidOf());
    await waitFor(() => expect(acceptButton().textContent).toBe(MSG.acceptBid.button.error1));
    fireEvent.click(acceptButton());
    await screen.findByText(MSG.toast.bidderAllowance);
    expect(chain.erc20Allowance).toHaveBeenCalledWith(expect.anything(), VSW, buyer);
  });

  it('a multiple accepts up to the editions the bidder asked for, default what both sides allow', async () => {
    bidderFunds();
    open(multiple, bidOf({ quantity: 3 }));
    const quantity = screen.getByLabelText(MSG.acceptBid.quantity) as HTMLInputElement;
    expect(quantity.value).toBe('2');
    expect(rowValue(MSG.acceptBid.youWillGet)).toBe(shownAmount(wei('1.75'), 'VSW'));
    expectFieldErrors(MSG.acceptBid.quantity, [
      ['4', MSG.acceptBid.errors.quantityAbove],
      ['', MSG.acceptBid.errors.quantityEmpty],
      ['1.5', MSG.acceptBid.errors.quantityNumber],
    ]);
    fireEvent.click(acceptButton());
    await screen.findByText(MSG.formError);
    expect(screen.queryByRole('dialog', { name: MSG.sale.followSteps })).toBeNull();
  });

  it('Approve → Accept the Bid; a refused accept can be tried again; then /my-items after 600 ms', async () => {
    const chain = bidderFunds();
    chain.bidProceeds.mockResolvedValue(wei('0.875'));
    chain.acceptBid.mockRejectedValueOnce(refused());
    const bid = bidOf();
    open(single, bid);
    await pressWhenReady(acceptButton);
    await screen.findByRole('dialog', { name: MSG.sale.followSteps });
    const accept = () => stepButton(MSG.acceptBid.steps.accept);
    expect(accept().disabled).toBe(true);
    fireEvent.click(stepButton(MSG.acceptBid.steps.approve));
    await waitFor(() => expect(accept().disabled).toBe(false));
    expect(chain.ensureCollectionApproval).toHaveBeenCalledWith(expect.anything(), detail.token.contract);
    await refusedThenDone(
      accept,
      {
        failed: MSG.toast.acceptCancelled,
        tryLabel: MSG.acceptBid.button.try,
        success: MSG.toast.bidAccepted,
      },
      (advance) => {
        expect(chain.acceptBid).toHaveBeenLastCalledWith(
          expect.anything(),
          { order: bid.order, signature: bid.signature },
          detail.token.tokenId,
          1,
          wei('0.875'), // the "you will get" shown: 1 VSW less 2.5% and the creator's 10%
        );
        expect(chain.bidProceeds).toHaveBeenLastCalledWith(
          expect.anything(),
          bid.order,
          detail.token.tokenId,
          1,
        );
        expect(chain.settleAuction).not.toHaveBeenCalled();
        advance(TIMING_MS.dialogClose);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByTestId('location').textContent).toBe('/my-items');
      },
    );
  });

  it('pays more than shown (a fee or royalty lowered since): accepts, bounded by the figure shown', async () => {
    const chain = bidderFunds();
    chain.bidProceeds.mockResolvedValue(wei('0.9'));
    open(single, bidOf());
    await pressWhenReady(acceptButton);
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
    await pressWhenReady(() => stepButton(MSG.acceptBid.steps.accept));
    await screen.findByText(MSG.toast.bidAccepted);
    expect(chain.acceptBid).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      detail.token.tokenId,
      1,
      wei('0.875'),
    );
  });

  it('a seller fee or royalty raised since the page loaded: the stale-data warning, nothing sent, home after 1 s', async () => {
    const chain = bidderFunds();
    chain.bidProceeds.mockResolvedValue(wei('0.85'));
    open(single, bidOf());
    await pressWhenReady(acceptButton);
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
    await pressWhenReady(() => stepButton(MSG.acceptBid.steps.accept));
    await expectStaleDataStop(chain.acceptBid);
  });

  it('sells this token to a collection offer with its Merkle proof (acceptCollectionOffer)', async () => {
    const chain = bidderFunds();
    chain.bidProceeds.mockResolvedValue(wei('0.875'));
    const offer = bidOf();
    const proof = [`0x${'11'.repeat(32)}`];
    const order = { ...offer.order, anyToken: true, tokenId: '0', tokenRoot: `0x${'ab'.repeat(32)}` };
    open(single, { ...offer, order, proof });
    await pressWhenReady(acceptButton);
    fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
    await pressWhenReady(() => stepButton(MSG.acceptBid.steps.accept));
    await screen.findByText(MSG.toast.bidAccepted);
    expect(chain.acceptCollectionOffer).toHaveBeenCalledWith(
      expect.anything(),
      { order, signature: offer.signature },
      detail.token.tokenId,
      proof,
      1,
      wei('0.875'),
    );
    // The price is quoted for this token, not the offer's placeholder id.
    expect(chain.bidProceeds).toHaveBeenCalledWith(expect.anything(), order, detail.token.tokenId, 1);
    expect(chain.acceptBid).not.toHaveBeenCalled();
  });

  describe("on the owner's own auction", () => {
    const auctionHash = timedSale(0, 1).orderHash;
    const auctionOrder = {
      ...detail.owners[0]?.sale?.order,
      seller: owner,
      currency: VSW,
      unitPrice: wei('1').toString(),
      saleType: '1',
      startTime: '1700000000',
      endTime: '1700086400',
    };
    const onAuction = itemWith(detail, {
      owner,
      sale: timedSale(Date.parse(detail.now) - 2, Date.parse(detail.now) - 1),
    });
    const orderPath = `GET /api/v1/orders/${auctionHash}`;

    /** Accepts `bid` on the owner's timed auction, the server holding the auction order with `status`. */
    async function acceptOnAuction(bid: TokenBid, status = 'open') {
      const chain = bidderFunds();
      chain.bidProceeds.mockResolvedValue(wei('0.875'));
      const { calls } = open(onAuction, bid, owner, {
        [orderPath]: { hash: auctionHash, order: auctionOrder, signature: '0xabcd', status, remaining: 1 },
      });
      await pressWhenReady(acceptButton);
      fireEvent.click(await screen.findByRole('button', { name: MSG.sale.stepLabels.init }));
      await pressWhenReady(() => stepButton(MSG.acceptBid.steps.accept));
      await screen.findByText(MSG.toast.bidAccepted);
      expect(calls).toContain(orderPath);
      return chain;
    }

    it('settles the signed auction with the bid (settleAuction), bounded by what was shown', async () => {
      const bid = bidOf();
      const chain = await acceptOnAuction(bid);
      expect(chain.settleAuction).toHaveBeenCalledWith(
        expect.anything(),
        { order: auctionOrder, signature: '0xabcd' },
        { order: bid.order, signature: bid.signature },
        wei('0.875'),
      );
      expect(chain.acceptBid).not.toHaveBeenCalled();
    });

    it.each([
      ['a bid under the minimum bid', bidOf({ amount: '0.5' }), 'open'],
      ['a bid in another currency', { ...bidOf(), order: { ...bidOf().order, currency: buyer } }, 'open'],
      ['an auction order no longer open', bidOf(), 'void'],
    ])('%s is accepted alone (acceptBid)', async (_case, bid, status) => {
      const chain = await acceptOnAuction(bid as TokenBid, status);
      expect(chain.settleAuction).not.toHaveBeenCalled();
      expect(chain.acceptBid).toHaveBeenCalledTimes(1);
    });
  });
});
