import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedDemoContent } from '../src/seed/demo';
import { createTestApp, downChain, type TestApp } from './helpers';

// A stand-in for the web app's server bundle (apps/web/src/entry-server.tsx has the same contract): it reads
// the content API through the fetch it is given and renders what it read, or fails on request.
const ENTRY = `
export const createRenderer = ({ fetch, sanitize }) => async (url) => {
  if (url.startsWith('/create')) return null;
  if (url.startsWith('/broken')) throw new Error('render failed');
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push(await fetch('/api/v1/content/home'));
  const statuses = answers.map((r) => r.status).join(',');
  const home = await answers[0].json();
  return {
    html: '<main data-statuses="' + statuses + '">' + sanitize('<b>bold</b><script>alert(1)</script>') + '</main>',
    state: { home, tricky: '</script><script>alert(2)</script>', filler: 'x'.repeat(4000) },
  };
};`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.database.db);
  dist = path.join(t.dataDir, 'web', 'dist');
  mkdirSync(path.join(t.dataDir, 'web', 'dist-ssr'), { recursive: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Agora</title><div id="root"></div>');
  writeFileSync(path.join(t.dataDir, 'web', 'dist-ssr', 'entry-server.js'), ENTRY);
});
afterAll(() => t.close());

const appWith = (rateLimitPerMinute: number) =>
  buildApp({
    config: { ...t.config, WEB_DIST: dist },
    database: t.database,
    chain: downChain,
    logger: false,
    rateLimitPerMinute,
  });

describe('server-rendered pages', () => {
  it('puts the rendered page and its data in the HTML, the data unable to end its script element', async () => {
    const app = await appWith(0);
    const res = await app.inject('/explore/All');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<div id="root" inert><main data-statuses="200,200,200,200,200"><b>bold</b></main></div>',
    );
    const json = res.body.match(/<script type="application\/json" id="agora-state">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    const state = JSON.parse(json as string);
    expect(state.home.html).toEqual(expect.any(String));
    expect(state.tricky).toBe('</script><script>alert(2)</script>');
    expect(res.body).not.toContain('alert(1)');
    await app.close();
  });

  it('sends the unrendered page where the app renders only in the browser, or when rendering fails', async () => {
    const app = await appWith(0);
    for (const url of ['/create', '/broken']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><title>Agora</title><div id="root"></div>');
    }
    await app.close();
  });

  // Each limit test comes from its own address, new on every run: with PostgreSQL the counters are shared by
  // every app on the database for a minute (cluster/rate-limit-store.ts), so other requests would count.
  const someAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const pageVisitor = someAddress();
  const headerVisitor = someAddress();
  it("does not count the renderer's own API requests against the visitor's rate limit", async () => {
    // 4 page views read 20 API answers in process; with a limit of 6 per minute only the pages count.
    const app = await appWith(6);
    for (let i = 0; i < 4; i += 1) {
      const res = await app.inject({ url: '/', remoteAddress: pageVisitor });
      expect(res.body).toContain('data-statuses="200,200,200,200,200"');
    }
    await app.close();
  });

  it('does not let a client skip the rate limit by sending the render header', async () => {
    const app = await appWith(2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({
        url: '/api/v1/content/home',
        headers: { 'x-agora-render': 'guess' },
        remoteAddress: headerVisitor,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });
});

describe('compression', () => {
  it('compresses pages and API answers for a client that accepts it, to the same content', async () => {
    const app = await appWith(0);
    for (const url of ['/explore/All', '/api/v1/tokens?filter=All&limit=10', '/api/v1/tokens/traits']) {
      const plain = await app.inject(url);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        const body = res.headers['content-encoding'] === encoding ? decode(res.rawPayload) : res.rawPayload;
        // Small answers may go out as they are; none may go out empty (an async handler's early resolve did).
        expect(body.toString()).toBe(plain.body);
        expect(plain.body.length).toBeGreaterThan(0);
      }
    }
    const big = await app.inject({ url: '/explore/All', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    await app.close();
  });
});
