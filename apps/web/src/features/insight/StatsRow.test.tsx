import { type CollectionStats, MSG } from '@agora/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsRow } from './StatsRow';
import { TopStatsCells } from './TopStatsCells';

const stats: CollectionStats = {
  collectionId: '1',
  floorUsd: 900,
  floorPrice: '1500000000000000000',
  floorCurrency: 'BNB',
  volume1dUsd: 600,
  volume7dUsd: 1800,
  volume30dUsd: 4200,
  volumeTotalUsd: 4200,
  volumeChange1d: 12.5,
  volumeChange7d: -40,
  volumeChange30d: null,
  floorChange1d: null,
  floorChange7d: -10,
  floorChange30d: null,
  sales: 7,
  owners: 3,
  items: 12,
  updatedAt: '2026-11-23T12:00:00.000Z',
};

/** The value and change shown under a stat's label. */
const stat = (label: string) => {
  const box = screen.getByText(label).parentElement as HTMLElement;
  return [...box.querySelectorAll('dd')].map((d) => ({ text: d.textContent, cls: d.className }));
};

describe('collection stats row', () => {
  it('shows the floor in its own currency, the volumes in USD with their change, and the counts', () => {
    render(<StatsRow stats={stats} />);
    expect(stat(MSG.insight.floor)).toEqual([
      { text: '1.5 BNB', cls: expect.any(String) },
      { text: '-10.0%', cls: expect.stringContaining('rose') },
    ]);
    expect(stat(MSG.insight.volume(1))[0]?.text).toBe('$600');
    expect(stat(MSG.insight.volume(1))[1]).toEqual({
      text: '+12.5%',
      cls: expect.stringContaining('emerald'),
    });
    expect(stat(MSG.insight.volume(7))[0]?.text).toBe('$1.8k');
    expect(stat(MSG.insight.volume(30))[1]).toEqual({ text: '—', cls: expect.stringContaining('slate') });
    expect(stat(MSG.insight.owners)[0]?.text).toBe('3');
    expect(stat(MSG.insight.items)[0]?.text).toBe('12');
    expect(stat(MSG.insight.sales)[0]?.text).toBe('7');
  });

  it('shows a dash for the floor of a collection with nothing listed', () => {
    render(
      <StatsRow
        stats={{ ...stats, floorUsd: null, floorPrice: null, floorCurrency: null, floorChange7d: null }}
      />,
    );
    expect(stat(MSG.insight.floor).map((d) => d.text)).toEqual([MSG.insight.noFloor, '—']);
  });

  it("top collections' cells: volume, its change, floor, its change", () => {
    render(
      <table>
        <tbody>
          <tr>
            <TopStatsCells stats={{ volumeUsd: 1800, volumeChange: 50, floorUsd: null, floorChange: null }} />
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['$1.8k', '+50.0%', '—', '—']);
  });
});
