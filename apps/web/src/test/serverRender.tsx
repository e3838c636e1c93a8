/**
 * Renders one page as the server does (entry-server), in a process of its own, for entry-server.test.tsx:
 * React's server renderer leaves its last context values on the shared context objects, which a hydration in
 * the same process would then read (a page is never rendered and hydrated in one process outside tests).
 * Reads a list of `{ url, routes }` on stdin (routes: "GET /api/v1/path" → JSON body; others 404) and writes
 * the rendered pages as a JSON list on stdout.
 */
import { createRenderer } from '../entry-server';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const pages: { url: string; routes: Record<string, unknown> }[] = JSON.parse(input);
let routes: Record<string, unknown> = {};
const answer: typeof fetch = async (request, init) => {
  const key = `${init?.method ?? 'GET'} ${String(request).split('?')[0]}`;
  if (!(key in routes)) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
  return new Response(JSON.stringify(routes[key]), { headers: { 'content-type': 'application/json' } });
};
const render = createRenderer({ fetch: answer, sanitize: (html) => html });
const rendered = [];
for (const page of pages) {
  routes = page.routes;
  rendered.push(await render(page.url));
}
process.stdout.write(JSON.stringify(rendered));
