import { MSG } from '@agora/core';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderTime } from '../../lib/clock';
import { AuctionBadge } from './AuctionBadge';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const iso = (ms: number) => new Date(NOW + ms).toISOString();

describe('AuctionBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('says how many days until the start', () => {
    render(<AuctionBadge startsAt={iso(2 * 86_400_000)} endsAt={iso(3 * 86_400_000)} />);
    expect(screen.getByText(MSG.auction.notStarted(2))).toBeTruthy();
  });

  it('counts down every second while live, then says Auction Completed', () => {
    render(<AuctionBadge startsAt={iso(-1000)} endsAt={iso(3_000)} />);
    expect(screen.getByText('0d 0h 0m 3s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0d 0h 0m 2s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText(MSG.auction.completed)).toBeTruthy();
  });

  it('hydrates server HTML rendered seconds earlier with the same text, then shows the present', async () => {
    const badge = (
      <RenderTime value={NOW}>
        <AuctionBadge startsAt={iso(-1000)} endsAt={iso(60_000)} />
      </RenderTime>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(badge);
    expect(container.textContent).toBe('0d 0h 1m 0s');
    vi.setSystemTime(NOW + 2000);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, badge, { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('0d 0h 0m 58s');
  });
});
