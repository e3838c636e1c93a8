/**
 * Server rendering of public pages (built with `vite build --ssr`, loaded by the API server): the page's HTML
 * with its public data, so a phone paints the page before the JavaScript has arrived. The browser then hydrates
 * the same page from the same data (main.tsx).
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setApiFetch } from './api/client';
import { newQueryClient, Providers } from './app/Providers';
import { type PageState, prefetchRoute, serverRoute } from './app/routeData';
import { AppRoutes, preloadPage } from './app/router';
import { setSanitizer } from './features/content/SafeHtml';
import { RenderTime, toSecond } from './lib/clock';

export interface RenderOptions {
  /** Answers the page's API requests in the server's own process, as to a visitor without a session. */
  fetch: typeof fetch;
  /** The server's HTML sanitizer: DOMPurify needs a DOM the server does not have. */
  sanitize: (html: string) => string;
}

export interface RenderedPage {
  html: string;
  /** Inlined in the page for the browser's first render. */
  state: PageState;
}

/** The page at `url` as HTML with its data; null for the pages only the browser renders. */
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

/** The server's page renderer: its API requests and sanitizer are fixed once, for every page it renders. */
export function createRenderer(options: RenderOptions): RenderPage {
  setApiFetch(options.fetch);
  setSanitizer(options.sanitize);
  return async (url) => {
    const route = serverRoute(url);
    if (!route) return null;
    const client = newQueryClient();
    await Promise.all([prefetchRoute(client, route), preloadPage(route.route)]);
    const now = toSecond(Date.now());
    // React's static render waits for every lazy part (a chart's code not yet loaded in this process) rather
    // than sending its fallback. Each <Suspense> boundary stays marked in the HTML (`<!--$-->`), so the browser
    // hydrates it apart (selective hydration: first the boundary the reader presses in).
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <RenderTime value={now}>
          <Providers client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </RenderTime>
      </StrictMode>,
      // Every part in place: no part sent apart and moved by an inline script (the page allows no inline script).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return { html, state: { cache: dehydrate(client), now } };
  };
}
