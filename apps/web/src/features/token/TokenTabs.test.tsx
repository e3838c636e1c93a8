import { type AcceptBlock, MSG, type TokenBid, type TokenDetail } from '@agora/core';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testQueryClient } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { marketStatusQuery } from '../market/tradingPaused';
import { TokenTabs } from './TokenTabs';

const seller = detail.owners[0]?.user.address as `0x${string}`;
const bidder = (n: number) => `0x00000000000000000000000000000000000000b${n}` as const;

function bid(n: number, acceptBlock: AcceptBlock | null): TokenBid {
  return {
    id: String(n),
    bidder: { address: bidder(n), name: null, customUrl: null, image: null },
    amount: `${3 - n}000000000000000000`,
    currency: 'VSW',
    quantity: 1,
    pending: 1,
    status: 'pending',
    createdAt: '2026-01-08T12:00:00.000Z',
    order: {} as TokenBid['order'],
    acceptBlock,
    signature: acceptBlock ? null : '0x01',
  };
}

/** The Bid tab of a timed auction whose two bids the server judged `blocks` (highest first). */
/** The tabs on a trading market: its status is known and fresh, so nothing is fetched. */
function renderTabs(ui: ReactElement) {
  const client = testQueryClient();
  client.setQueryDefaults(marketStatusQuery.queryKey, { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(marketStatusQuery.queryKey, { tradingPaused: false });
  return renderWithApp(ui, { client });
}

function renderBidTab(blocks: [AcceptBlock | null, AcceptBlock | null], viewer: `0x${string}` = seller) {
  const bids = [bid(1, blocks[0]), bid(2, blocks[1])];
  const onBid = vi.fn();
  const auction: TokenDetail = { ...detail, bids, highestBid: bids[0] ?? null };
  renderTabs(<TokenTabs detail={auction} viewer={viewer} onBuy={() => {}} onBid={onBid} />);
  fireEvent.mouseDown(screen.getByRole('tab', { name: MSG.detail.tabs.bid }));
  const rows = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
  const accept = (row: number) =>
    within(rows[row] as HTMLElement).queryByRole('button', { name: MSG.detail.acceptBid });
  return { rows, accept, onBid, bids };
}

describe('Bid tab: Accept follows the accept rule the server applied at block time', () => {
  it('while the auction runs the owner gets no Accept and no per-bid note (the badge explains)', () => {
    const { rows, accept } = renderBidTab(['auctionLive', 'auctionLive']);
    expect([accept(0), accept(1)]).toEqual([null, null]);
    expect(rows.map((r) => r.textContent)).not.toContain(MSG.auction.highestOnly);
  });

  it('for 48 hours after the end the owner can accept any open bid', () => {
    const { accept, onBid, bids } = renderBidTab([null, null]);
    fireEvent.click(accept(1) as HTMLElement);
    expect(onBid).toHaveBeenCalledWith({ kind: 'accept', bid: bids[1] });
    expect(accept(0)).not.toBeNull();
  });

  it('from 48 hours after the end only the highest, with the reason on the lower bid', () => {
    const { rows, accept } = renderBidTab([null, 'highestOnly']);
    expect(accept(0)).not.toBeNull();
    expect(accept(1)).toBeNull();
    expect(rows[1]?.textContent).toContain(MSG.auction.highestOnly);
  });

  it('an expired bid says so', () => {
    const { rows, accept } = renderBidTab(['expired', 'expired']);
    expect([accept(0), accept(1)]).toEqual([null, null]);
    expect(rows[0]?.textContent).toContain(MSG.auction.bidExpired);
  });

  it('a bid the chain would refuse says why: unfunded, or refused under the current fees (issues 32.4, 28.8)', () => {
    const bids = [
      { ...bid(1, null), unfunded: true },
      { ...bid(2, null), refused: true },
    ];
    renderTabs(<TokenTabs detail={{ ...detail, bids }} viewer={seller} onBuy={() => {}} onBid={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: MSG.detail.tabs.bid }));
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain(MSG.detail.notFunded);
    expect(rows[0]?.textContent).not.toContain(MSG.detail.refusedBid);
    expect(rows[1]?.textContent).toContain(MSG.detail.refusedBid);
    expect(rows[1]?.textContent).not.toContain(MSG.detail.notFunded);
  });

  it('a viewer who does not hold the item sees neither Accept nor the note', () => {
    const { rows, accept } = renderBidTab([null, 'highestOnly'], bidder(1));
    expect([accept(0), accept(1)]).toEqual([null, null]);
    expect(rows[1]?.textContent).not.toContain(MSG.auction.highestOnly);
  });
});

describe('History tab: each row names its user (spec 2: past and current owners)', () => {
  const at = '2026-01-08T12:00:00.000Z';
  const row = (action: string, text: string, from: TokenDetail['history'][number]['from']) => ({
    action,
    text,
    from,
    to: null,
    price: null,
    currency: null,
    quantity: 1,
    txHash: `0x${action}`,
    createdAt: at,
  });

  it('shows the buyer by name linking to their custom URL and the minter by address linking to /user', () => {
    const buyer = { address: bidder(1), name: 'Ada', customUrl: 'ada', image: '/media/ada.png' };
    const history = [row('purchase', 'Purchased by', buyer), row('mint', 'Minted by', detail.token.creator)];
    renderTabs(<TokenTabs detail={{ ...detail, history }} viewer={null} onBuy={() => {}} onBid={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: MSG.detail.tabs.history }));
    const [purchase, mint] = screen.getAllByTestId('history-row') as [HTMLElement, HTMLElement];
    expect(purchase.textContent).toContain('Purchased by');
    expect(within(purchase).getByRole('link', { name: /Ada/ }).getAttribute('href')).toBe('/ada');
    expect(purchase.querySelector('img')?.getAttribute('src')).toBe('/media/ada.png');
    expect(within(mint).getByRole('link').getAttribute('href')).toBe(`/user/${seller}`);
  });
});
