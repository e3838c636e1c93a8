import { MSG } from '@agora/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../test/render';
import ExplorePage from './ExplorePage';

const page = { items: [], hasMore: false, nextCursor: null };

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

/** Opens one of the toolbar's menus (Radix opens on pointer down) and chooses an entry. */
async function choose(menu: string, entry: string) {
  const trigger = screen.getByRole('button', { name: new RegExp(`^${menu}`) });
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

describe('explore filter menus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keep the chosen traits when the category, sale type or sort changes', async () => {
    const { calls } = mockApi({
      'GET /api/v1/tokens': page,
      'GET /api/v1/tokens/traits': [],
      'GET /api/v1/categories': [{ id: '1', name: 'Art' }],
    });
    const traits = '?trait=Color:Blue&trait=Hat:Cap';
    renderWithApp(<ExplorePage />, {
      path: `/explore/All${traits}`,
      route: '/explore/:Param_category',
    });
    const f = MSG.explore.filters;
    await screen.findByRole('button', { name: new RegExp(`^${MSG.explore.category}`) });
    await choose(MSG.explore.saleType, f.FixedPrice);
    expect(location()).toBe(`/explore/FixedPrice${traits}`);
    await choose(MSG.explore.priceRange, f.HightoLow);
    expect(location()).toBe(`/explore/HightoLow${traits}`);
    await choose(MSG.explore.category, 'Art');
    expect(location()).toBe(`/explore/Art${traits}`);
    await choose(MSG.explore.sort, f.Recently);
    expect(location()).toBe(`/explore/Recently${traits}`);
    // And the list asks for the items of the new filter with the same traits.
    const last = decodeURIComponent(calls.filter((c) => c.includes('/tokens?')).at(-1) ?? '');
    expect(last).toContain('filter=Recently');
    expect(last).toContain('trait=Color:Blue');
    expect(last).toContain('trait=Hat:Cap');
  });
});
