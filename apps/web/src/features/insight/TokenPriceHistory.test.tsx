import { MSG, type TokenSale } from '@agora/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import TokenPriceHistory from './TokenPriceHistory';

// The chart itself draws on a canvas jsdom lacks; its data is checked through the list beside it.
vi.mock('./charts/PriceHistoryChart', () => ({ default: () => <div data-testid="chart" /> }));

const contract = '0x0000000000000000000000000000000000000002';
const sale = (at: string, price: string, currency: string, quantity = 1): TokenSale => ({
  at,
  kind: 'purchase',
  price,
  currency,
  decimals: 18,
  quantity,
  priceUsd: null,
  txHash: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('token price history', () => {
  it('lists the sales newest first, each in its currency, beside the chart', async () => {
    mockApi({
      [`GET /api/v1/items/${contract}/7/sales`]: {
        sales: [
          sale('2026-11-01T10:00:00.000Z', '1500000000000000000', 'BNB'),
          sale('2026-11-20T10:00:00.000Z', '250000000000000000000', 'VSW', 3),
        ],
      },
    });
    renderWithApp(<TokenPriceHistory contract={contract} tokenId="7" />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('250 VSW × 3'), expect.stringContaining('1.5 BNB')]);
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });

  it('says so when the token never sold, with no chart', async () => {
    mockApi({ [`GET /api/v1/items/${contract}/8/sales`]: { sales: [] } });
    renderWithApp(<TokenPriceHistory contract={contract} tokenId="8" />);
    expect(await screen.findByText(MSG.insight.noSales)).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });
});
