import { links, MSG, PATHS } from '@agora/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { detail } from '../../test/tokenDetail';
import TokenPage from './TokenPage';

const { contract, tokenId } = detail.token;
const owner = detail.owners[0]?.user.address ?? '';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch that answers the session at once and holds the item detail until `release` is called. */
function holdDetail(reply: () => Response) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/auth/session')) return json(null);
      if (url.includes(`/items/${contract}/${tokenId}`)) {
        await held;
        return reply();
      }
      return json({ message: 'not found' }, 404);
    }),
  );
  return () => release();
}

const open = () =>
  renderWithApp(<TokenPage />, { path: links.info(owner, contract, tokenId), route: PATHS.info });

describe('token page loader', () => {
  it('shows the page-shaped loader while the detail loads, and the item as soon as it arrives', async () => {
    const release = holdDetail(() => json(detail));
    open();
    const loader = screen.getByRole('status', { name: MSG.loadingTitle });
    expect(loader.textContent).toContain(MSG.loadingHint);
    expect(screen.queryByRole('heading', { name: 'Sunset' })).toBeNull();
    const started = performance.now();
    release();
    // No fixed 3 s wait: the item replaces the loader on the reply (well within findBy's 1 s).
    expect(await screen.findByRole('heading', { name: 'Sunset' })).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(screen.queryByRole('status', { name: MSG.loadingTitle })).toBeNull();
  });

  it('replaces the loader with the error message when the item is unknown', async () => {
    const release = holdDetail(() => json({ message: 'Token not found' }, 404));
    open();
    expect(screen.getByRole('status', { name: MSG.loadingTitle })).toBeTruthy();
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Token not found');
    expect(screen.queryByRole('status', { name: MSG.loadingTitle })).toBeNull();
  });
});
