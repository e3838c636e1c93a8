import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accounts, signIn } from './auth-helpers';
import { calls, startChain, type TestChain } from './chain';
import { addItem } from './fixtures';
import { createTestApp, downChain, type TestApp } from './helpers';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const TOKEN = 'scraper-secret-0123456789';

/** The value of one sample in Prometheus text, e.g. sample(text, 'x_total', 'route="/a"'); null if absent. */
function sample(text: string, name: string, ...labels: string[]): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!labels.every((l) => line.includes(l))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

const scrape = async (t: TestApp) => (await t.app.inject('/metrics')).body;

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('counts requests by route pattern and status code, with latency histograms', async () => {
    const route = 'method="GET",route="/api/v1/users/:address",status_code="404"';
    const before = sample(await scrape(t), 'agora_http_requests_total', route) ?? 0;
    await t.app.inject(`/api/v1/users/${ADDRESS}`);
    await t.app.inject(`/api/v1/users/${ADDRESS.replace('a1', 'b2')}`);
    const text = await scrape(t);
    expect(sample(text, 'agora_http_requests_total', route)).toBe(before + 2);
    expect(sample(text, 'agora_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(sample(text, 'agora_http_request_duration_seconds_bucket', route, 'le="+Inf"')).toBe(before + 2);
    // The raw URL never becomes a label (one series per id would grow without bound).
    expect(text).not.toContain(ADDRESS);
  });

  it('labels requests no route matched as unmatched', async () => {
    await t.app.inject('/api/v1/no-such-thing/12345');
    const text = await scrape(t);
    expect(sample(text, 'agora_http_requests_total', 'route="unmatched",status_code="404"')).toBeGreaterThan(
      0,
    );
    expect(text).not.toContain('no-such-thing');
  });

  it('counts page-cache hits and misses of anonymous explore pages', async () => {
    const before = await scrape(t);
    const hits = sample(before, 'agora_page_cache_lookups_total', 'result="hit"') ?? 0;
    const misses = sample(before, 'agora_page_cache_lookups_total', 'result="miss"') ?? 0;
    const url = '/api/v1/tokens?sort=newest&metrics-test=1';
    expect((await t.app.inject(url)).statusCode).toBe(200);
    expect((await t.app.inject(url)).statusCode).toBe(200);
    const after = await scrape(t);
    expect(sample(after, 'agora_page_cache_lookups_total', 'result="miss"')).toBe(misses + 1);
    expect(sample(after, 'agora_page_cache_lookups_total', 'result="hit"')).toBe(hits + 1);
  });

  it('counts signed-in readers’ facts answered from memory and looked up', async () => {
    await addItem(t.database.db, { creator: ADDRESS, name: 'Facts' });
    const cookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
    const before = await scrape(t);
    const hits = sample(before, 'agora_viewer_facts_lookups_total', 'result="hit"') ?? 0;
    const misses = sample(before, 'agora_viewer_facts_lookups_total', 'result="miss"') ?? 0;
    const url = '/api/v1/tokens?sort=newest&metrics-test=2';
    for (let n = 0; n < 2; n++)
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    const after = await scrape(t);
    expect(sample(after, 'agora_viewer_facts_lookups_total', 'result="miss"')).toBe(misses + 1);
    expect(sample(after, 'agora_viewer_facts_lookups_total', 'result="hit"')).toBe(hits + 1);
  });

  it('reports the database pool (PGlite: one connection) and the indexer series before deployment', async () => {
    const text = await scrape(t);
    if (t.database.kind === 'pglite') {
      expect(sample(text, 'agora_db_pool_connections', 'state="total"')).toBe(1);
    } else expect(sample(text, 'agora_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    expect(sample(text, 'agora_db_pool_connections', 'state="waiting"')).toBe(0);
    // No chain and no deployment: the series exist, their values are unknown.
    expect(sample(text, 'agora_indexer_lag_blocks')).toBeNaN();
    expect(sample(text, 'agora_indexer_logs_applied_total')).toBe(0);
    expect(sample(text, 'agora_indexer_leader')).toBe(0);
    expect(text).toContain('# TYPE agora_s3_errors_total counter');
  });

  it('is refused to a client off this machine without the token, and to one behind a proxy', async () => {
    const far = { remoteAddress: '203.0.113.7' };
    expect((await t.app.inject({ url: '/metrics', ...far })).statusCode).toBe(403);
    const wrong = { authorization: 'Bearer not-the-token-at-all' };
    expect((await t.app.inject({ url: '/metrics', headers: wrong, ...far })).statusCode).toBe(403);
    // A reverse proxy on this host connects from loopback: what it forwards is not a local client.
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    expect((await t.app.inject({ url: '/metrics', headers: proxied })).statusCode).toBe(403);
    const ok = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` }, ...far });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect((await t.app.inject('/metrics')).statusCode).toBe(200);
  });

  it.each([
    { 'x-real-ip': '203.0.113.7' },
    { via: '1.1 proxy' },
    { 'cf-connecting-ip': '203.0.113.7' },
    { 'true-client-ip': '203.0.113.7' },
    { 'x-forwarded-proto': 'https' },
  ])('is refused through a loopback proxy that sends only %o (issue 32.14)', async (headers) => {
    expect((await t.app.inject({ url: '/metrics', headers })).statusCode).toBe(403);
  });

  it('gives each app its own registry', async () => {
    const other = await buildApp({ config: t.config, database: t.database, chain: downChain, logger: false });
    await t.app.inject('/api/v1/health');
    const text = (await other.inject('/metrics')).body;
    expect(sample(text, 'agora_http_requests_total', 'route="/api/v1/health"')).toBeNull();
    await other.close();
  });
});

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = await buildApp({
      config: t.config,
      database: t.database,
      chain: downChain,
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('puts the request id in every log line of a request and in the x-request-id header', async () => {
    const answers = await Promise.all([
      app.inject('/api/v1/health'),
      app.inject(`/api/v1/users/${ADDRESS}`),
      app.inject('/api/v1/tokens?cursor=not-a-cursor'),
    ]);
    const ids = answers.map((r) => r.headers['x-request-id']);
    expect(new Set(ids).size).toBe(3);
    const requestLines = lines.filter((l) => l.req || l.res || l.reqId);
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const line of requestLines) expect(ids).toContain(line.reqId);
  });
});

describe('indexer metrics on a real chain', () => {
  let chain: TestChain;
  let t: TestApp;
  beforeAll(async () => {
    chain = await startChain();
    t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chain?.anvil.stop();
  });

  it('moves the applied-logs counter and reports lag 0 once the indexer caught up', async () => {
    const d = chain.deployment;
    await chain.send(1, calls(d).mint721(`0x${'11'.repeat(32)}`));
    await chain.send(1, calls(d).approveAll(d.erc721));
    const head = Number(await chain.public.getBlockNumber());
    await t.lifecycle?.indexer.syncTo(head);
    const text = await scrape(t);
    expect(sample(text, 'agora_indexer_logs_applied_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'agora_chain_head_block')).toBe(head);
    expect(sample(text, 'agora_indexer_applied_block')).toBe(head);
    expect(sample(text, 'agora_indexer_lag_blocks')).toBe(0);
  });
});
