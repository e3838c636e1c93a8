import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedDemoContent } from '../src/seed/demo';
import { createTestApp, downChain, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.database.db);
});
afterAll(() => t.close());

describe('health', () => {
  it('answers degraded with the database up when the chain is down', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      chainId: null,
      blockNumber: null,
      database: 'ok',
      indexer: null,
    });
  });

  it('answers ok with chain id and block number when the chain answers', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      chain: { client: downChain.client, head: async () => ({ chainId: 31337, blockNumber: 42n }) },
      logger: false,
    });
    const res = await app.inject('/api/v1/health');
    expect(res.json()).toEqual({
      status: 'ok',
      chainId: 31337,
      blockNumber: '42',
      database: 'ok',
      indexer: null,
    });
    await app.close();
  });
});

describe('config', () => {
  it('gives zero addresses and seeded currencies before deployment', async () => {
    const res = await t.app.inject('/api/v1/config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.deployed).toBe(false);
    expect(body.chainId).toBe(31337);
    expect(body.addresses.marketplace).toBe('0x0000000000000000000000000000000000000000');
    expect(body.currencies.map((c: { symbol: string }) => c.symbol)).toEqual(['BNB', 'VSW', 'WBNB']);
    expect(body.shareTags).toEqual(['Agora', 'NFT', 'BNBChain']);
  });

  it('reads addresses from the deployment file', async () => {
    const file = path.join(t.dataDir, 'deployment.json');
    const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    writeFileSync(
      file,
      JSON.stringify({
        chainId: 97,
        marketplace: a(1),
        erc721: a(2),
        erc1155: a(3),
        vsw: a(4),
        wbnb: a(5),
        deployBlock: 1,
      }),
    );
    const body = (await t.app.inject('/api/v1/config')).json();
    expect(body.deployed).toBe(true);
    expect(body.chainId).toBe(97);
    expect(body.chainName).toBe('BNB Testnet');
    expect(body.addresses.erc1155).toBe(a(3));
  });
});

describe('http plumbing', () => {
  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject('/api/v1/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/v1/health']).toBeDefined();
    const page = await t.app.inject('/api/v1/docs/');
    expect(page.statusCode).toBe(200);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('web app', () => {
  it('serves WEB_DIST with SPA fallback for non-API paths', async () => {
    const dist = path.join(t.dataDir, 'web');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Agora</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = await buildApp({
      config: { ...t.config, WEB_DIST: dist },
      database: t.database,
      chain: downChain,
      logger: false,
    });
    const deep = await app.inject('/explore/All');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>Agora</title>');
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject('/api/v1/missing');
    expect(api.statusCode).toBe(404);
    await app.close();
  });
});
