import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { SearchBox } from './SearchBox';

const token = (i: number) => ({
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId: String(i),
  type: 721,
  name: `Token number ${i}`,
  media: `/media/${i}.png`,
  preview: null,
  ipfsMedia: null,
  owner: { address: '0x00000000000000000000000000000000000000bb', name: 'Bob', customUrl: null, image: null },
});

describe('SearchBox', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows at most 6 results grouped as Items and Users after the debounce', async () => {
    const api = mockApi({
      'GET /api/v1/search': {
        items: [1, 2, 3, 4, 5].map(token),
        users: [1, 2, 3].map((i) => ({
          address: `0x${String(i).repeat(40)}`,
          name: `User ${i}`,
          customUrl: null,
          image: null,
        })),
      },
    });
    renderWithApp(<SearchBox />);
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'tok' } });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getAllByRole('link')).toHaveLength(5);
    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getAllByRole('link')).toHaveLength(1);
    expect(api.calls[0]).toBe('GET /api/v1/search?q=tok&limit=6');
    expect(within(items).getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/info/0x00000000000000000000000000000000000000bb/0x00000000000000000000000000000000000000aa/1',
    );
  });

  it('Search button opens /search?search={query}; an empty query does nothing', async () => {
    mockApi({ 'GET /api/v1/search': { items: [], users: [] } });
    renderWithApp(<SearchBox />, { path: '/explore/All' });
    const button = screen.getByRole('button', { name: 'Search' });
    await act(async () => fireEvent.click(button));
    expect(screen.getByTestId('location').textContent).toBe('/explore/All');
    fireEvent.input(screen.getByRole('combobox'), { target: { value: '  cats & dogs ' } });
    await act(async () => fireEvent.click(button));
    expect(screen.getByTestId('location').textContent).toBe('/search?search=cats%20%26%20dogs');
  });
});
