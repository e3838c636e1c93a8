import { MSG } from '@agora/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import { TokenTrade } from '../token/TokenTrade';
import { TradingPausedBanner } from './tradingPaused';

// Issue 28.8: while the marketplace contract is paused every fill reverts; the app says so under the header and
// disables the buttons that would start one, with the same text as their title.
function renderPage(tradingPaused: boolean) {
  mockApi({ 'GET /api/v1/auth/session': null, 'GET /api/v1/market/status': { tradingPaused } });
  const seller = detail.owners[0];
  return renderWithApp(
    <>
      <TradingPausedBanner />
      <TokenTrade detail={detail} focus={seller ?? null} viewer={null} deps={null} />
    </>,
  );
}

/** Buy Now and the token page's Add to cart (the visitor is not the seller). */
const fillButtons = () => [
  ...screen.getAllByRole('button', { name: MSG.detail.buy }),
  screen.getByTestId('add-to-cart'),
];

describe('trading paused', () => {
  it('shows the banner and disables Buy Now and Add to cart, titled with the reason', async () => {
    renderPage(true);
    expect((await screen.findByTestId('trading-paused')).textContent).toBe(MSG.market.paused);
    const buttons = fillButtons();
    for (const b of buttons) {
      expect((b as HTMLButtonElement).disabled).toBe(true);
      expect(b.getAttribute('title')).toBe(MSG.market.paused);
    }
  });

  it('shows no banner and keeps the buttons enabled while trading runs', async () => {
    const { client } = renderPage(false);
    await waitFor(() =>
      expect(client.getQueryData(['public', 'market-status'])).toEqual({ tradingPaused: false }),
    );
    expect(screen.queryByTestId('trading-paused')).toBeNull();
    for (const b of fillButtons()) {
      expect((b as HTMLButtonElement).disabled).toBe(false);
      expect(b.getAttribute('title')).toBeNull();
    }
  });
});
