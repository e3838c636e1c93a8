import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { addItem } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * Property: no generated input — path segments, queries, JSON or multipart bodies, with or without a session —
 * makes any endpoint of the OpenAPI document answer 5xx. Hostile text (issue 12) is mixed into every part:
 * control characters anywhere, 10k-character strings, script and scheme-relative links, bidi overrides.
 */
let t: TestApp;
let cookies: Record<'admin' | 'user', string>;
let routes: { method: string; url: string }[];
const STREAM_ROUTE = '/api/v1/events';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ADDRESSES: accounts[0]?.address ?? '' });
  await seedDemoContent(t.database.db);
  // Admin routes reject a plain session before validation; the admin session reaches their validators.
  cookies = {
    admin: await signIn(t.app, accounts[0] as (typeof accounts)[0]),
    user: await signIn(t.app, accounts[1] as (typeof accounts)[0]),
  };
  await addItem(t.database.db, { creator: accounts[0]?.address ?? '', saleType: 'FixedPrice', priceUsd: 5 });
  const doc = (await t.app.inject('/api/v1/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  // The Server-Sent Events stream stays open for as long as its client listens, so an inject of a valid
  // subscription never ends: its bad input (channels, counts, sessions) is covered by events.test.ts.
  routes = Object.entries(doc.paths)
    .filter(([url]) => url !== STREAM_ROUTE)
    .flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), url })),
    );
});
afterAll(() => t.close());

/** Every C0 control, DEL, a C1 control, U+2028, a bidi override and a lone surrogate half. */
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)),
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ud800',
];
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.test/x',
  'https://пример.испытание/\u202egnp.exe',
  'https://a.test/\u0000',
  'http://[::1]:99999/',
  'https://',
];
const hostile = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 12 }))
    .map(([a, c, b]) => a + c + b),
  fc.constantFrom('x'.repeat(10_000), 'é'.repeat(10_000), `${'a'.repeat(5_000)}\u0000`),
  fc.constantFrom(...HOSTILE_LINKS),
);

const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  hostile,
  fc.constantFrom(
    '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    '1',
    '-1',
    '1e400',
    '99999999999999999999',
    '%00',
    '..',
    'null',
  ),
  fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
);
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  hostile,
  fc.integer().map(String),
  fc.constantFrom('', 'All', 'LowtoHigh', 'My Activity', 'liked', '7'),
);
const query = fc.dictionary(
  fc.constantFrom(
    'filter',
    'page',
    'limit',
    'cursor',
    'q',
    'tab',
    'days',
    'type',
    'kind',
    'collection',
    'x',
    '\u0000',
  ),
  value,
  { maxKeys: 5 },
);
/** Bodies near the admin schemas' shapes (FAQ, promotions, links, tags, CMS html), so their validators run deep. */
const shaped = fc.record(
  {
    question: value,
    answer: fc.oneof(value, fc.constant('<p onclick="x()">a</p><script>x</script>')),
    position: fc.oneof(fc.integer(), fc.double(), value),
    kind: fc.constantFrom('promotion', 'banner', 'other'),
    title: value,
    html: fc.oneof(value, fc.constant('<img src=x onerror=alert(1)>')),
    image: fc.oneof(fc.constant(null), value, fc.constantFrom('/media/a.webp', 'https://x.test/a.png')),
    link: fc.oneof(fc.constant(null), value, fc.constantFrom('https://agora.test', ...HOSTILE_LINKS)),
    active: fc.oneof(fc.boolean(), value),
    twitter: fc.oneof(fc.constant(null), value, fc.constant('https://x.com/a')),
    reddit: fc.oneof(fc.constant(''), value),
    resolved: fc.oneof(fc.boolean(), value),
    message: value,
    contract: fc.constant('0x5fbdb2315678afecb367f032d93f642f64180aa3'),
    tokenId: fc.constantFrom('1', '2'),
    email: value,
    name: value,
    description: value,
    properties: fc.dictionary(value, value, { maxKeys: 3 }),
    tags: fc.oneof(fc.array(value, { maxLength: 25 }), value),
  },
  { requiredKeys: [] },
);
const json = fc.oneof(fc.jsonValue({ maxDepth: 3 }), shaped);
const form = fc.dictionary(
  fc.constantFrom(
    'name',
    'customUrl',
    'email',
    'category',
    'type',
    'bio',
    'description',
    'properties',
    'twitter',
    'twitterEnabled',
    'x\u0000',
  ),
  fc.oneof(fc.string({ maxLength: 40 }), hostile),
  { maxKeys: 6 },
);
const fileName = fc.oneof(fc.constant('image.png'), hostile);
const file = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])),
);

/** A multipart body whose files carry `fileName` (FormData escapes only CR, LF and '"' in it). */
async function multipart(fields: Record<string, string>, files: Record<string, Buffer>, fileName: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, new Blob([new Uint8Array(v)]), fileName);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 a naive encoder makes of it. */
const encodeSegment = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function fill(url: string, segs: string[]): string {
  let i = 0;
  return url.replace(/\{[^}]+\}/g, () => encodeSegment(segs[i++] ?? 'x'));
}

// Thousands of requests: the default 30 s is too short on a loaded two-core machine.
describe('bad input never gives a 5xx', () => {
  it('over every endpoint', async () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => r.url.includes('/admin/')).length).toBeGreaterThanOrEqual(12);
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        query,
        fc.oneof(
          json.map((j) => ({ kind: 'json' as const, j })),
          fc.record({ kind: fc.constant('form' as const), f: form, file, name: fileName }),
        ),
        fc.constantFrom('none', 'admin', 'user'),
        async (pick, segs, q, body, session) => {
          const route = routes[pick % routes.length] as { method: string; url: string };
          const url = `${fill(route.url, segs)}?${new URLSearchParams(q)}`;
          const headers: Record<string, string> = session === 'none' ? {} : { cookie: cookies[session] };
          let payload: string | Buffer | undefined;
          if (route.method !== 'GET') {
            if (body.kind === 'json') {
              payload = JSON.stringify(body.j);
              headers['content-type'] = 'application/json';
            } else {
              const bytes = Buffer.from(body.file);
              const m = await multipart(body.f, { image: bytes, logo: bytes, file: bytes }, body.name);
              payload = m.payload;
              Object.assign(headers, m.headers);
            }
          }
          const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload });
          seen.push(`${route.method} ${route.url} ${res.statusCode}`);
          if (res.statusCode >= 500)
            throw new Error(`${route.method} ${url} -> ${res.statusCode} ${res.body}`);
        },
      ),
      { numRuns: 900, seed: 4242 },
    );
    // Every route is exercised at least once: a route the random picks missed (the route list grows with
    // each issue) gets one request of hostile segments and an empty JSON body.
    for (const r of routes) {
      if (seen.some((s) => s.startsWith(`${r.method} ${r.url} `))) continue;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fill(r.url, ['%', '\u0000', '9'.repeat(80)]),
        headers: {
          cookie: cookies.user,
          ...(r.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(r.method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(500);
    }
  }, 180_000);

  it('sweeps every control character through every route, in path, query, JSON and multipart', async () => {
    const fields = ['name', 'customUrl', 'email', 'bio', 'description', 'category', 'message', 'q', 'filter'];
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      for (const [j, c] of CONTROLS.entries()) {
        const text = `a${c}b`;
        const session = (i + j) % 3 === 0 ? 'none' : (i + j) % 3 === 1 ? 'admin' : 'user';
        const headers: Record<string, string> = session === 'none' ? {} : { cookie: cookies[session] };
        const url = `${fill(route.url, [text, text, text])}?${new URLSearchParams(fields.map((f): [string, string] => [f, text]))}`;
        let payload: string | Buffer | undefined;
        if (route.method !== 'GET' && j % 2 === 0) {
          payload = JSON.stringify({
            ...Object.fromEntries(fields.map((f) => [f, text])),
            contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
            tokenId: '1',
            html: text,
            question: text,
            answer: text,
            title: text,
            link: `https://a.test/${text}`,
            twitter: `https://a.test/${text}`,
          });
          headers['content-type'] = 'application/json';
        } else if (route.method !== 'GET') {
          const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
          const m = await multipart(
            Object.fromEntries(fields.map((f) => [f, text])),
            { file: png },
            `${text}.png`,
          );
          payload = m.payload;
          Object.assign(headers, m.headers);
        }
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
