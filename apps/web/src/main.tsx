import { PATHS } from '@agora/core';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authApi, SESSION_KEY } from './api/endpoints';
import { newQueryClient, Providers } from './app/Providers';
import type { PageState } from './app/routeData';
import { AppRouter, preloadRoute } from './app/router';
import { preloadAgreement } from './features/content/FirstVisitAgreement';
import { loadSanitizer } from './features/content/SafeHtml';
import { RenderTime } from './lib/clock';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const client = newQueryClient();
// A server-rendered page carries its data, read as a visitor without a session: the first render is the same
// page from the same data, at the time the server rendered it.
const inlined = document.getElementById('agora-state')?.textContent;
const page: PageState | null = inlined ? JSON.parse(inlined) : null;
if (page) hydrate(client, page.cache);

// The server rendered the page for a visitor: so is the first render (a fresh `null`, so the header does not ask
// for the session during hydration). The session is asked at once and applied after hydration.
const session = page ? authApi.session() : null;
session?.catch(() => undefined);
if (page) client.setQueryData(SESSION_KEY, null);

/**
 * After hydration, a signed-in reader refreshes the page's data with the session (likes, own bids); a visitor
 * already has what the server would send again. Not before: a session in the cache at the first render would
 * draw the signed-in header over the visitor's HTML, a mismatch that makes React throw the server's HTML away
 * (error 418). A part still waiting to hydrate (a <Suspense> boundary left for idle time) that the new data
 * reaches is hydrated by React first, from the data the server rendered it with, then updated.
 */
function applySession(asked: ReturnType<typeof authApi.session>): void {
  void asked.then(
    async (signedIn) => {
      if (!signedIn) return;
      client.setQueryData(SESSION_KEY, signedIn);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    },
    // Not known: the header asks again.
    () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  );
}

/** Once the page's shell has hydrated, the session applies. A wrapper, not a sibling: a sibling would change every useId. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (session) applySession(session);
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Hydrated>
      <RenderTime value={page?.now ?? 0}>
        <Providers client={client}>
          <AppRouter />
        </Providers>
      </RenderTime>
    </Hydrated>
  </StrictMode>
);

// The page's code (and the sanitizer its server HTML needs) load before React starts, so the server's HTML is
// taken over as it is rather than replaced by a loading screen. Not a top-level await: with one, the bundler
// moves every module the entry shares with a lazy page into chunks of its own (more requests, 10 KB more gzip).
// Settled, not all: the app renders even when a preload failed (the page then shows the error).
// React hydrates concurrently, yielding to the reader's input every few milliseconds: the shell (header, search,
// wallet button) first, then each <Suspense> boundary of the page on idle, and at once the one a press lands in
// (selective hydration; React replays the press after hydrating it). From hydrateRoot on, React answers every
// press, so the server's HTML stops being `inert` (a press before it did nothing rather than being lost).
// On the home page, the first-visit agreement's code too: it opens with the shell, before a press reaches the header.
const preloads = [
  preloadRoute(location.pathname),
  page ? loadSanitizer() : undefined,
  location.pathname === PATHS.home ? preloadAgreement() : undefined,
];
void Promise.allSettled(preloads).then(() => {
  if (!page) {
    startTransition(() => createRoot(root).render(app));
    return;
  }
  hydrateRoot(root, app);
  root.removeAttribute('inert');
});
