/**
 * Server rendering of public pages (built with `vite build --ssr`, loaded by the API server): the page's HTML
 * with its public data, so a phone paints the page before the JavaScript has arrived. The browser then renders
 * the same page from the same data (main.tsx) and replaces this HTML with identical markup.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { setApiFetch } from './api/client';
import { newQueryClient, Providers } from './app/Providers';
import { isServerRendered, prefetchRoute } from './app/routeData';
import { AppRoutes, preloadRoute } from './app/router';
import { setSanitizer } from './features/content/SafeHtml';

export interface RenderOptions {
  /** Answers the page's API requests in the server's own process, as to a visitor without a session. */
  fetch: typeof fetch;
  /** The server's HTML sanitizer: DOMPurify needs a DOM the server does not have. */
  sanitize: (html: string) => string;
}

export interface RenderedPage {
  html: string;
  /** TanStack Query's dehydrated cache, inlined in the page for the browser's first render. */
  state: unknown;
}

/** The page at `url` as HTML with its data; null for the pages only the browser renders. */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!isServerRendered(pathname)) return null;
  setApiFetch(options.fetch);
  setSanitizer(options.sanitize);
  const client = newQueryClient();
  await Promise.all([prefetchRoute(client, pathname), preloadRoute(pathname)]);
  const html = renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return { html, state: dehydrate(client) };
}
