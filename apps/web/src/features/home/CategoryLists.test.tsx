import { MSG, type TokenCard } from '@agora/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNearScreen } from '../../test/nearScreen';
import { renderWithApp } from '../../test/render';
import { CategoryLists } from './CategoryLists';

const user: TokenCard['creator'] = {
  address: '0x00000000000000000000000000000000000000c1',
  name: 'Cleo',
  customUrl: null,
  image: null,
};
const card = (name: string, tokenId: string): TokenCard => ({
  contract: '0x00000000000000000000000000000000000000aa',
  tokenId,
  type: 721,
  name,
  category: null,
  media: `/media/${tokenId}.png`,
  preview: null,
  ipfsMedia: null,
  mediaKind: 'image',
  creator: user,
  owner: user,
  quantity: 1,
  stock: 1,
  likeCount: 0,
  listing: null,
});

/** Art has two pages, Music none, Photo one: the server's answer by the `filter` and `page` asked for. */
const pages: Record<string, TokenCard[][]> = {
  Art: [[card('Dune', '1'), card('Reef', '2')], [card('Moss', '3')]],
  Music: [[]],
  Photo: [[card('Pier', '4')]],
};

let calls: string[];
let near: { reportNear: () => void };

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://agora.test');
      calls.push(url.pathname + url.search);
      if (url.pathname === '/api/v1/categories')
        return Response.json(['Art', 'Music', 'Photo'].map((name, i) => ({ id: String(i + 1), name })));
      if (url.pathname !== '/api/v1/tokens') return Response.json({ message: 'not found' }, { status: 404 });
      const list = pages[url.searchParams.get('filter') ?? ''] ?? [];
      const page = Number(url.searchParams.get('page'));
      return Response.json({ items: list[page - 1] ?? [], hasMore: page < list.length });
    }),
  );
  // The lists' observer reports "near the screen" only when the test says so.
  near = stubNearScreen();
});

const tokenCalls = () => calls.filter((c) => c.startsWith('/api/v1/tokens'));

describe('home: the per-category lists', () => {
  it('hold their place and fetch nothing until they come near the screen', async () => {
    renderWithApp(<CategoryLists />);
    await screen.findByRole('heading', { name: 'Photo' });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Art', 'Music', 'Photo']);
    for (const list of screen.getAllByRole('list')) expect(list.getAttribute('aria-busy')).toBe('true');
    await new Promise((r) => setTimeout(r, 50));
    expect(tokenCalls()).toEqual([]);
  });

  it('show each category’s first page in the category order, leaving out the empty ones', async () => {
    renderWithApp(<CategoryLists />);
    await screen.findByRole('heading', { name: 'Photo' });
    await act(async () => near.reportNear());
    await screen.findByText('Pier');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Music' })).toBeNull());
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Art', 'Photo']);
    expect(tokenCalls().sort()).toEqual([
      '/api/v1/tokens?filter=Art&page=1&limit=10',
      '/api/v1/tokens?filter=Music&page=1&limit=10',
      '/api/v1/tokens?filter=Photo&page=1&limit=10',
    ]);
  });

  it('load more of one category only, until the server has no more', async () => {
    renderWithApp(<CategoryLists />);
    await screen.findByRole('heading', { name: 'Photo' });
    await act(async () => near.reportNear());
    const art = await screen.findByRole('list', { name: 'Art' });
    await within(art).findByText('Dune');
    expect(within(screen.getByRole('list', { name: 'Photo' })).queryByText(MSG.items.loadMore)).toBeNull();
    fireEvent.click(within(art).getByRole('button', { name: MSG.items.loadMore }));
    await within(art).findByText('Moss');
    expect(within(art).getAllByRole('article').length).toBe(3);
    expect(within(art).queryByRole('button', { name: MSG.items.loadMore })).toBeNull();
    expect(tokenCalls().filter((c) => c.includes('page=2'))).toEqual([
      '/api/v1/tokens?filter=Art&page=2&limit=10',
    ]);
  });
});
