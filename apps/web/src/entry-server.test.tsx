import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from './api/endpoints';
import { newQueryClient, Providers } from './app/Providers';
import { AppRoutes, preloadRoute } from './app/router';
import type { RenderedPage } from './entry-server';
import { RenderTime } from './lib/clock';
import { card, page, profile, shell, someone } from './test/pageFixtures';
import { detail } from './test/tokenDetail';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Each page's address and the API answers its server render gets. */
const pages = {
  home: {
    url: '/',
    routes: {
      'GET /api/v1/users/top-creators': [],
      'GET /api/v1/users/top-buyers': [],
      'GET /api/v1/tokens': page([card]),
      'GET /api/v1/content/tophome': { html: '' },
      'GET /api/v1/content/promotions': [],
    },
  },
  explore: {
    url: '/explore/Art',
    routes: { 'GET /api/v1/tokens': page([card]), 'GET /api/v1/tokens/traits': [] },
  },
  token: {
    url: `/info/${detail.owners[0]?.user.address}/${detail.token.contract}/${detail.token.tokenId}`,
    routes: { [`GET /api/v1/items/${detail.token.contract}/${detail.token.tokenId}`]: detail },
  },
  profile: {
    url: '/bea',
    routes: {
      'GET /api/v1/users/by-url/bea': profile,
      [`GET /api/v1/users/${someone.address}/tokens`]: page([card]),
    },
  },
};
type PageName = keyof typeof pages;
let rendered: Record<PageName, RenderedPage>;

/**
 * Every page rendered as the server renders it (entry-server), in a process of its own (test/serverRender.tsx
 * says why), before the tests hydrate them.
 */
beforeAll(() => {
  const names = Object.keys(pages) as PageName[];
  const input = JSON.stringify(
    names.map((name) => ({ ...pages[name], routes: { ...shell, ...pages[name].routes } })),
  );
  const script = join(dirname(fileURLToPath(import.meta.url)), 'test', 'serverRender.tsx');
  const out = execFileSync('npx', ['tsx', script], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const list = JSON.parse(out) as (RenderedPage | null)[];
  rendered = Object.fromEntries(
    names.map((name, i) => {
      const one = list[i];
      if (!one) throw new Error(`${pages[name].url} is not rendered on the server`);
      return [name, one];
    }),
  ) as Record<PageName, RenderedPage>;
}, 180_000);

/**
 * Hydrates a page's server HTML as main.tsx does, with its inlined state (the API answers nothing more: the
 * page's data is all in it). Returns the server's HTML and every error React reported while hydrating (a
 * mismatch is one).
 */
async function hydrated(name: PageName) {
  const { url } = pages[name];
  const { html, state } = rendered[name];
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  const client = newQueryClient();
  hydrate(client, state.cache);
  client.setQueryData(SESSION_KEY, null);
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RenderTime value={state.now}>
          <Providers client={client}>
            <MemoryRouter initialEntries={[url]}>
              <AppRoutes />
            </MemoryRouter>
          </Providers>
        </RenderTime>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // The parts React hydrates after the shell (idle priority).
  await act(() => new Promise((settle) => setTimeout(settle, 50)));
  return { html, errors };
}

// A page's hydration loads its lazy parts (the token page's trade panel): slow on a loaded machine.
describe('server rendering with React, then hydration', { timeout: 60_000 }, () => {
  it('home: the sections and their cards are in the HTML, and hydrate without a mismatch', async () => {
    const { html, errors } = await hydrated('home');
    expect(html).toContain(card.name);
    // The parts hydrated apart (HydrateOnIdle) are marked as React's Suspense boundaries.
    expect(html).toContain('<!--$-->');
    expect(errors).toEqual([]);
    expect(screen.getAllByTitle(card.name).length).toBeGreaterThan(0);
    // The footer is a chunk of its own, off the first load: its boundary keeps the server's HTML, loaded or not.
    // Hidden from the accessibility tree once the first visit's agreement opens over the page, whenever it does.
    expect(screen.getByRole('contentinfo', { hidden: true })).toBeTruthy();
  });

  it('explore: the list of the url', async () => {
    const { html, errors } = await hydrated('explore');
    expect(html).toContain(card.name);
    expect(errors).toEqual([]);
  });

  it('a token page: the item', async () => {
    const { html, errors } = await hydrated('token');
    expect(html).toContain(detail.token.name);
    expect(errors).toEqual([]);
  });

  it('a profile: the user and the items on sale', async () => {
    const { html, errors } = await hydrated('profile');
    expect(html).toContain('Paints the bay');
    expect(html).toContain(card.name);
    expect(errors).toEqual([]);
  });
});
