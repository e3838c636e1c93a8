import { LIFECYCLE_MSG, MSG, TIMING_MS } from '@agora/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detail } from '../../test/tokenDetail';
import { afterToast, bidOf, chainState, refused, renderTrade, seller } from '../../test/trade';
import { ShareModal } from './ShareModal';
import { CancelBidModal, ReportModal } from './SocialModals';

vi.mock('../../lib/chain/contracts');

const reportPath = 'POST /api/v1/reports';

describe('Report This Profile?', () => {
  const message = () => screen.getByLabelText(MSG.report.message);
  const report = () => screen.getByRole('button', { name: MSG.report.submit });
  const openReport = (reply: unknown = { message: MSG.toast.reported }) =>
    renderTrade((_deps, close) => <ReportModal detail={detail} onClose={close} />, {
      api: { [reportPath]: reply },
    });

  it('wants a message before it sends anything', () => {
    const { calls } = openReport();
    expect(screen.getByRole('dialog', { name: MSG.report.title })).toBeTruthy();
    fireEvent.click(report());
    expect(screen.getByRole('alert').textContent).toBe(MSG.report.errors.messageRequired);
    expect(calls).toEqual([]);
  });

  it('reports the item with the message, thanks and closes', async () => {
    const { calls, fetchBodies, onClose } = openReportWithBodies();
    fireEvent.input(message(), { target: { value: 'Stolen artwork' } });
    fireEvent.click(report());
    await screen.findByText(MSG.toast.reported);
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([`POST /api/v1/reports`]);
    expect(fetchBodies()).toEqual([
      { contract: detail.token.contract, tokenId: detail.token.tokenId, message: 'Stolen artwork' },
    ]);
  });

  it('a second report of the same item gets the server’s answer and the modal stays open', async () => {
    const { onClose } = openReport(
      new Response(JSON.stringify({ message: LIFECYCLE_MSG.alreadyReported }), { status: 409 }),
    );
    fireEvent.input(message(), { target: { value: 'Again' } });
    fireEvent.click(report());
    await screen.findByText(LIFECYCLE_MSG.alreadyReported);
    expect(onClose).not.toHaveBeenCalled();
    expect((report() as HTMLButtonElement).disabled).toBe(false);
  });

  function openReportWithBodies() {
    const result = openReport();
    const fetchMock = vi.mocked(fetch);
    const fetchBodies = () =>
      fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    return { ...result, fetchBodies };
  }
});

describe('Share link to this page', () => {
  it('offers Twitter, Telegram, Facebook and Whatsapp with the page link and three hashtags', () => {
    renderTrade((_deps, close) => <ShareModal item={{ ...detail.token, owner: seller }} onClose={close} />);
    const page = `${window.location.origin}/info/${seller}/${detail.token.contract}/${detail.token.tokenId}`;
    const text = `${detail.token.name} #agora #nft #art`;
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href') ?? '';
    const url = encodeURIComponent(page);
    const t = encodeURIComponent(text);
    expect(href(MSG.share.twitter)).toBe(`https://twitter.com/intent/tweet?text=${t}&url=${url}`);
    expect(href(MSG.share.telegram)).toBe(`https://t.me/share/url?url=${url}&text=${t}`);
    expect(href(MSG.share.facebook)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(href(MSG.share.whatsapp)).toBe(`https://api.whatsapp.com/send?text=${t}%20${url}`);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('Cancel bid', () => {
  beforeEach(() => vi.clearAllMocks());
  const bid = bidOf();
  const cancelPath = `DELETE /api/v1/bids/${bid.id}`;
  const openCancel = (onChainCancel: boolean) =>
    renderTrade((deps, close) => <CancelBidModal bid={bid} deps={deps} onClose={close} />, {
      api: { [cancelPath]: { message: 'ok', onChainCancel, order: bid.order } },
    });
  const cancel = () => screen.getByRole('button', { name: MSG.bid.cancelButton }) as HTMLButtonElement;

  it('confirms for one edition; a bid that can no longer fill is only hidden, then home after 600 ms', async () => {
    const chain = chainState();
    const { onClose } = openCancel(false);
    expect(screen.getByText(MSG.bid.cancelConfirm)).toBeTruthy();
    await afterToast(
      () => fireEvent.click(cancel()),
      MSG.toast.bidCancelled,
      (advance) => {
        expect(onClose).toHaveBeenCalled();
        expect(screen.getByTestId('location').textContent).toBe('/info/item');
        advance(TIMING_MS.dialogClose);
        expect(screen.getByTestId('location').textContent).toBe('/');
      },
    );
    expect(chain.cancelBidOnChain).not.toHaveBeenCalled();
  });

  it('cancels a still fillable order on chain; a refused cancel leaves the button to try again', async () => {
    const chain = chainState();
    chain.cancelBidOnChain.mockRejectedValueOnce(refused());
    const { onClose } = openCancel(true);
    fireEvent.click(cancel());
    await screen.findByText(MSG.toast.orderNotPlaced);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(cancel().disabled).toBe(false));
    fireEvent.click(cancel());
    await screen.findByText(MSG.toast.bidCancelled);
    expect(chain.cancelBidOnChain).toHaveBeenLastCalledWith(expect.anything(), bid.order);
  });
});
