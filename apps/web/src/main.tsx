import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authApi, SESSION_KEY } from './api/endpoints';
import { newQueryClient, Providers } from './app/Providers';
import type { PageState } from './app/routeData';
import { AppRouter, preloadRoute } from './app/router';
import { loadSanitizer } from './features/content/SafeHtml';
import { RenderTime } from './lib/clock';
import { hydrateAllNow, hydrateInSlices } from './lib/laterHydration';
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
 * draw the signed-in header over the visitor's HTML, a mismatch Preact keeps (it does not patch attributes
 * while hydrating). The parts still waiting to hydrate (HydrateLater) hydrate first, from the data the server
 * rendered them with, for the same reason.
 */
function applySession(asked: ReturnType<typeof authApi.session>): void {
  void asked.then(
    async (signedIn) => {
      if (!signedIn) return;
      await hydrateAllNow();
      client.setQueryData(SESSION_KEY, signedIn);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    },
    // Not known: the header asks again.
    () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  );
}

/**
 * Once Preact has taken over the server's HTML, the page answers clicks (it was `inert`: a click before did
 * nothing rather than being lost). A wrapper, not a sibling: the tree stays the one the server rendered.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    root?.removeAttribute('inert');
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

// The page's code (and the sanitizer its server HTML needs) load before the app starts, so the server's HTML
// is taken over as it is rather than replaced by a loading screen. Not a top-level await: with one, the bundler
// moves every module the entry shares with a lazy page into chunks of its own (more requests, 10 KB more gzip).
// Settled, not all: the app renders even when a preload failed (the page then shows the error). No transition:
// Preact (preact/compat) hydrates in one pass whatever the wrapper; the parts in HydrateLater hydrate after it,
// one per task.
// A timer between: the preloads settle in the task that evaluated the last module (the page's chunk or
// DOMPurify's), and the hydration's first pass gets a task of its own rather than lengthening that one.
void Promise.allSettled([preloadRoute(location.pathname), page ? loadSanitizer() : undefined]).then(() =>
  setTimeout(() => {
    if (page) hydrateInSlices(() => hydrateRoot(root, app));
    else createRoot(root).render(app);
  }),
);
