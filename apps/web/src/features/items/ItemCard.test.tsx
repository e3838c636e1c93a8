import { CARD_MSG, type TokenCard } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { ItemCard } from './ItemCard';

const base: TokenCard = {
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId: '9',
  type: 1155,
  name: 'Sunset over the bay',
  category: 'Art',
  media: '/media/nft/sunset.png',
  preview: '/media/compressed/sunset.webp',
  ipfsMedia: '/ipfs/bafy123',
  mediaKind: 'image',
  creator: {
    address: '0x00000000000000000000000000000000000000c1',
    name: 'Cleo',
    customUrl: 'cleo',
    image: null,
  },
  owner: { address: '0x00000000000000000000000000000000000000b2', name: null, customUrl: null, image: null },
  quantity: 10,
  stock: 4,
  likeCount: 0,
  listing: {
    owner: '0x00000000000000000000000000000000000000b2',
    price: '2000000000000000000', // wei
    currency: 'BNB',
    saleType: 'FixedPrice',
    startsAt: null,
    endsAt: null,
    balance: 4,
  },
};

/** An observer that reports the card as on screen at once (happy-dom has no layout). */
class VisibleObserver {
  constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.cb([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('ItemCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the shortened name, owner, stock and price with its dollar value, linking to the item page', async () => {
    mockApi({});
    renderWithApp(<ItemCard token={base} />);
    const link = screen.getByRole('link', { name: 'Sunset o...' });
    expect(link.getAttribute('href')).toBe(
      '/info/0x00000000000000000000000000000000000000b2/0x00000000000000000000000000000000000000aa/9',
    );
    expect(screen.getByText('4 of 10')).toBeTruthy();
    expect(screen.getByText('2 BNB')).toBeTruthy();
    expect(screen.getByText('$600')).toBeTruthy(); // 2 × 300 USD from the config's currency list
    expect(screen.getByRole('link', { name: /0x00000000/ }).getAttribute('href')).toBe(
      '/user/0x00000000000000000000000000000000000000b2',
    );
  });

  it('falls back to the IPFS copy when the compressed image fails', async () => {
    mockApi({});
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    const { container } = renderWithApp(<ItemCard token={base} />);
    const img = await vi.waitFor(
      () => {
        const el = container.querySelector('img[alt="Sunset over the bay"]');
        if (!el) throw new Error('not yet');
        return el as HTMLImageElement;
      },
      { timeout: 2000 },
    );
    expect(img.getAttribute('src')).toBe('/media/compressed/sunset.webp');
    await act(async () => fireEvent.error(img));
    expect(img.getAttribute('src')).toBe('/ipfs/bafy123');
  });

  // The server classifies the media (core's mediaKind: by extension, any case); the card draws what it says.
  it('marks a voucher\'s item before its mint "Not minted yet", with its price; a minted one not (issue 30)', () => {
    mockApi({});
    const view = renderWithApp(<ItemCard token={{ ...base, minted: false }} />);
    expect(screen.getByTestId('not-minted').textContent).toBe(CARD_MSG.notMinted);
    expect(screen.getByText('2 BNB')).toBeTruthy();
    view.unmount();
    renderWithApp(<ItemCard token={base} />);
    expect(screen.queryByTestId('not-minted')).toBeNull();
  });

  it('renders video for a token the server calls a video', async () => {
    mockApi({});
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    const { container } = renderWithApp(
      <ItemCard token={{ ...base, media: '/m/clip.MP4', mediaKind: 'video', preview: null }} />,
    );
    await vi.waitFor(() => expect(container.querySelector('video')).not.toBeNull(), { timeout: 2000 });
  });

  it('a Dutch listing shows its price now, computed in the browser, and when it reaches its end price (issue 30)', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T01:00:00.000Z'), toFake: ['Date', 'setInterval'] });
    try {
      mockApi({});
      const listing = {
        ...(base.listing as NonNullable<TokenCard['listing']>),
        saleType: 'DecliningPrice' as const,
        price: '4000000000000000000',
        endPrice: '2000000000000000000',
        startsAt: '2026-06-01T00:00:00.000Z',
        endsAt: '2026-06-01T04:00:00.000Z',
      };
      renderWithApp(<ItemCard token={{ ...base, listing, highestBid: null }} />);
      // The label until the priced part (loaded by the first Dutch card) is in.
      expect(screen.getByText('Declining price')).toBeTruthy();
      // A quarter of the way down from 4 to 2 BNB.
      expect((await screen.findByTestId('card-price')).textContent).toBe('3.5 BNB$1.05k');
      expect(screen.getByTestId('declining-note').textContent).toMatch(/^Reaches 2 BNB at \w+ \d/);
      act(() => vi.advanceTimersByTime(3_600_000));
      expect(screen.getByTestId('card-price').textContent).toMatch(/^3 BNB/);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('a card without a price shows what the item takes instead of Not for sale', () => {
    const auction = (over: Partial<TokenCard>): TokenCard => ({
      ...base,
      listing: {
        ...(base.listing as NonNullable<TokenCard['listing']>),
        price: null,
        saleType: 'TimedAuction',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2099-01-01T00:00:00.000Z',
        minBid: '1500000000000000000',
      },
      ...over,
    });

    it('a live timed auction shows its minimum bid with its dollar value', () => {
      mockApi({});
      renderWithApp(<ItemCard token={auction({ highestBid: null })} />);
      expect(screen.getByTestId('card-bid').textContent).toBe('Minimum bid 1.5 BNB$450');
      expect(screen.queryByText('Not for sale')).toBeNull();
    });

    it('the highest bid shows its dollar value too, as a price does (issue 31)', () => {
      mockApi({});
      const highestBid = { amount: '3000000000000000000', currency: 'BNB' };
      renderWithApp(<ItemCard token={auction({ highestBid })} />);
      const bid = screen.getByTestId('card-bid');
      expect(bid.textContent).toBe('Highest bid 3 BNB$900'); // 3 × 300 USD from the config's currency list
    });

    it('an auction with bids, or an item with open offers, shows the highest bid', () => {
      mockApi({});
      const highestBid = { amount: '2250000000000000000', currency: 'VSW' };
      const { unmount } = renderWithApp(<ItemCard token={auction({ highestBid })} />);
      expect(screen.getByTestId('card-bid').textContent).toBe('Highest bid 2.25 VSW');
      unmount();
      renderWithApp(<ItemCard token={{ ...base, listing: null, highestBid }} />);
      expect(screen.getByTestId('card-bid').textContent).toBe('Highest bid 2.25 VSW');
    });

    it('an item with neither price nor bids is Not for sale', () => {
      mockApi({});
      renderWithApp(<ItemCard token={{ ...base, listing: null, highestBid: null }} />);
      expect(screen.getByText('Not for sale')).toBeTruthy();
    });
  });
});
