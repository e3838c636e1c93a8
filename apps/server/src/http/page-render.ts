import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { cleanHtml } from '../content/sanitize';

/** The header that marks the renderer's own API requests (its value is a secret of this process). */
export const RENDER_HEADER = 'x-agora-render';
/** A page whose data is slow is sent unrendered (the browser renders it) rather than late. */
const RENDER_BUDGET_MS = 1_500;

interface RenderedPage {
  html: string;
  state: unknown;
}
type RenderPage = (url: string) => Promise<RenderedPage | null>;
type CreateRenderer = (options: { fetch: typeof fetch; sanitize: (html: string) => string }) => RenderPage;

export interface PageRenderer {
  /** The page's whole HTML document, or the unrendered index.html when the page is not rendered here. */
  document(url: string): Promise<string>;
}

/** Inlined JSON must not end the script element: `<` is escaped, which JSON.parse reads back unchanged. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The bundle's renderer factory; a bundle that cannot load leaves every page to the browser, and says so. */
async function loadEntry(entry: string, log: FastifyBaseLogger): Promise<CreateRenderer | null> {
  try {
    return (await import(pathToFileURL(entry).href)).createRenderer;
  } catch (err) {
    log.error(
      { err, entry },
      'the page rendering bundle does not load; pages are rendered in the browser only',
    );
    return null;
  }
}

/**
 * Server rendering of the web app's public pages (apps/web/src/entry-server.tsx, built to dist-ssr): the HTML
 * a phone paints before the JavaScript arrives, with the page's public data inlined for the browser's first
 * render. The page's API requests are answered in this process (`inject`), as to a visitor without a session,
 * so nothing personal reaches the HTML. Without the bundle, or when rendering fails or is slow, the page is the
 * plain index.html and the browser renders it as before.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
  /** Marks the renderer's own API requests (`RENDER_HEADER`): they are not a visitor's, so not rate limited. */
  secret: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer> {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const [head, tail] = template.split('<div id="root"></div>');
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  const createRenderer = tail !== undefined && existsSync(entry) ? await loadEntry(entry, log) : null;
  if (!createRenderer) return { document: async () => template };

  const fetchInProcess: typeof fetch = async (input, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json', [RENDER_HEADER]: secret },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  const renderPage = createRenderer({ fetch: fetchInProcess, sanitize: cleanHtml });
  // The HTML is `inert` until the browser has hydrated it (main.tsx): a click on a button that no code answers
  // yet is not lost silently (the pointer passes to nothing, and a test waits for the live button).
  const render = async (url: string): Promise<string> => {
    const page = await renderPage(url);
    if (!page) return template;
    return `${head}<div id="root" inert>${page.html}</div><script type="application/json" id="agora-state">${inlineJson(page.state)}</script>${tail}`;
  };

  return {
    async document(url) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(template), RENDER_BUDGET_MS);
      });
      try {
        return await Promise.race([render(url), late]);
      } catch (err) {
        log.warn({ err, url }, 'page rendering failed; sending the unrendered page');
        return template;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
