import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { newQueryClient, Providers } from './app/Providers';
import { AppRouter, preloadRoute } from './app/router';
import { loadSanitizer } from './features/content/SafeHtml';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const client = newQueryClient();
// A server-rendered page carries its data: the first render shows the same page at once. The server read it
// as a visitor, so it is refreshed with this browser's session right after (likes, own bids); unchanged data
// changes nothing on screen.
const state = document.getElementById('agora-state');
if (state?.textContent) {
  hydrate(client, JSON.parse(state.textContent));
  void client.invalidateQueries();
}

// The page's code (and the sanitizer its server HTML needs) load before the first render, so the server's HTML
// is replaced by the same page rather than a loading screen. Not a top-level await: with one, the bundler moves
// every module the entry shares with a lazy page into chunks of its own (more requests, 10 KB more gzip).
// Settled, not all: the app renders even when a preload failed (the page then shows the error).
void Promise.allSettled([preloadRoute(location.pathname), state ? loadSanitizer() : undefined]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers client={client}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
