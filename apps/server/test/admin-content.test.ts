import { agoraMarketplaceAbi, vswAbi, vswBytecode } from '@agora/chain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { seedDemoContent } from '../src/seed/demo';
import { accounts, signIn } from './auth-helpers';
import { startChain, type TestChain } from './chain';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';

let chain: TestChain;
let t: TestApp;
const [owner, alice] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
const cookies = { admin: '', alice: '' };

beforeAll(async () => {
  chain = await startChain();
  const database = await openTestDatabase();
  await seedDemoContent(database.db);
  // Account 0 deployed the contracts: it is the marketplace owner and, here, the admin.
  t = await createTestApp(
    { RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, ADMIN_ADDRESSES: owner.address },
    { database, confirmations: 3 },
  );
  cookies.admin = await signIn(t.app, owner);
  cookies.alice = await signIn(t.app, alice);
}, 60_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, cookies.admin, payload);
const head = async () => Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
const sync = async () => t.lifecycle?.indexer.syncTo(await head());
const audit = async () =>
  (await asAdmin('GET', '/admin/audit?limit=100')).json().items as {
    action: string;
    target: string;
    details: Record<string, unknown>;
  }[];
const market = (functionName: 'setFees' | 'setCurrency', args: readonly unknown[]) => ({
  address: chain.deployment.marketplace,
  abi: agoraMarketplaceAbi,
  functionName,
  args,
});

const NEW_ROUTES: [Method, string, object?][] = [
  ['GET', '/admin/categories'],
  ['POST', '/admin/categories', { name: 'Sport' }],
  ['PUT', '/admin/categories/1', { name: 'Art' }],
  ['DELETE', '/admin/categories/1'],
  ['GET', '/admin/currencies'],
  [
    'POST',
    '/admin/currencies',
    { address: `0x${'1'.repeat(40)}`, symbol: 'X', name: 'X', decimals: 18, usdPrice: '1' },
  ],
  ['PUT', '/admin/currencies/VSW', { name: 'VSW', usdPrice: '1' }],
  ['GET', '/admin/fees'],
  ['POST', '/admin/chain-receipts', { txHash: `0x${'a'.repeat(64)}` }],
];

describe('admin content and money: access', () => {
  it('answers 401 without a session and 403 to a non-admin on every new endpoint, before reading the body', async () => {
    for (const [method, url, payload] of NEW_ROUTES) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const user = await call(method, url, cookies.alice, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      if (method !== 'GET') expect((await call(method, url, cookies.alice, { x: 1 })).statusCode).toBe(403);
    }
  });
});

describe('categories', () => {
  it('adds, renames and deletes categories, which the public list shows (Film rule kept), each audited', async () => {
    const added = await asAdmin('POST', '/admin/categories', { name: 'Sport', position: 7 });
    expect(added.statusCode).toBe(200);
    const sport = added.json().find((c: { name: string }) => c.name === 'Sport');
    expect(sport).toMatchObject({ position: 7 });
    const names = async () => (await call('GET', '/categories')).json().map((c: { name: string }) => c.name);
    expect(await names()).toContain('Sport');
    // The seeded Film category stays hidden publicly while the film setting is off, but the admin sees it.
    expect(await names()).not.toContain('Film');
    expect((await asAdmin('GET', '/admin/categories')).json().map((c: { name: string }) => c.name)).toContain(
      'Film',
    );

    expect((await asAdmin('POST', '/admin/categories', { name: 'sport' })).statusCode).toBe(409);
    const renamed = await asAdmin('PUT', `/admin/categories/${sport.id}`, { name: 'Sports', position: 7 });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toContain('Sports');
    expect((await asAdmin('DELETE', `/admin/categories/${sport.id}`)).statusCode).toBe(200);
    expect(await names()).not.toContain('Sports');
    expect((await asAdmin('DELETE', `/admin/categories/${sport.id}`)).statusCode).toBe(404);
    expect((await asAdmin('POST', '/admin/categories', { name: 'a\u0000b' })).statusCode).toBe(400);

    const log = (await audit()).filter((a) => a.target === `category/${sport.id}`).map((a) => a.action);
    expect(log).toEqual(['category.delete', 'category.update', 'category.add']);
  });

  it('refuses to delete a category a collection uses (409, not a foreign-key 500)', async () => {
    const [art] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from categories where name = 'Art'`,
    );
    await t.database.db.execute(
      sql`insert into collections (owner, name, custom_url, type, category_id)
          values (${alice.address.toLowerCase()}, 'Arty', 'arty', 'SINGLE', ${art?.id})`,
    );
    const res = await asAdmin('DELETE', `/admin/categories/${art?.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This category is used by items or collections; rename it instead');
  });
});

describe('CMS pages, FAQ, promotions, links and tags', () => {
  it('sanitises HTML on write and on read, and audits every write', async () => {
    const dirty = '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">a</a></p>';
    const page = await asAdmin('PUT', '/content/tophome', { html: dirty });
    expect(page.statusCode).toBe(200);
    for (const html of [page.json().html, (await call('GET', '/content/tophome')).json().html]) {
      expect(html).toContain('Hi');
      expect(html).not.toMatch(/script|onclick|javascript/);
    }
    // A row written around the sanitiser (by hand) is cleaned when read.
    await t.database.db.execute(
      sql`update content_entries set html = '<img src=x onerror=alert(1)><b>ok</b>' where key = 'tophome'`,
    );
    expect((await call('GET', '/content/tophome')).json().html).toBe('<img src="x" /><b>ok</b>');

    const faq = await asAdmin('POST', '/admin/faq', { question: 'Fees?', answer: `<p>2.5%</p>${dirty}` });
    expect(faq.statusCode).toBe(200);
    expect(faq.json().answer).not.toMatch(/script|onclick|javascript/);
    const promo = await asAdmin('POST', '/admin/promotions', {
      kind: 'banner',
      title: 'Drop',
      html: '<b>Now</b><iframe src="https://x.test"></iframe>',
    });
    expect(promo.json().html).toBe('<b>Now</b>');
    expect(
      (await call('GET', '/content/promotions?kind=banner')).json().map((p: { title: string }) => p.title),
    ).toContain('Drop');
    expect(
      (await asAdmin('PUT', `/admin/promotions/${promo.json().id}`, { kind: 'banner', title: 'Drop 2' }))
        .statusCode,
    ).toBe(200);
    expect((await asAdmin('DELETE', `/admin/faq/${faq.json().id}`)).statusCode).toBe(200);
    expect((await asAdmin('PUT', '/admin/social-links', { twitter: 'https://x.com/agora' })).statusCode).toBe(
      200,
    );
    expect((await asAdmin('PUT', '/admin/share-tags', { tags: ['NFT', 'Agora'] })).statusCode).toBe(200);

    const actions = (await audit()).map((a) => `${a.action} ${a.target}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'page.update page/tophome',
        `faq.add faq/${faq.json().id}`,
        `faq.delete faq/${faq.json().id}`,
        `promotion.add promotion/${promo.json().id}`,
        `promotion.update promotion/${promo.json().id}`,
        'links.update social-links',
        'share-tags.update share-tags',
      ]),
    );
  });
});

describe('currencies', () => {
  it('offers an ERC-20 only after the marketplace allowed it on chain and the indexer read the log', async () => {
    const wallet = chain.wallet(0);
    const hash = await wallet.deployContract({ abi: vswAbi, bytecode: vswBytecode, args: [owner.address] });
    const token = (await chain.public.waitForTransactionReceipt({ hash })).contractAddress as `0x${string}`;
    const address = token.toLowerCase();
    const body = { address: token, symbol: 'usdx', name: 'USD X', decimals: 18, usdPrice: '1.01' };
    const added = await asAdmin('POST', '/admin/currencies', body);
    expect(added.statusCode).toBe(200);
    expect(added.json().find((c: { symbol: string }) => c.symbol === 'USDX')).toMatchObject({
      address,
      usdPrice: '1.01',
      allowedOnChain: false,
    });
    const publicSymbols = async () =>
      (await call('GET', '/currencies')).json().map((c: { symbol: string }) => c.symbol);
    expect(await publicSymbols()).not.toContain('USDX');
    expect((await asAdmin('POST', '/admin/currencies', { ...body, symbol: 'OTHER' })).statusCode).toBe(409);
    expect(
      (await asAdmin('POST', '/admin/currencies', { ...body, address: chain.deployment.vsw, symbol: 'V2' }))
        .statusCode,
    ).toBe(409);

    const tx = await chain.send(0, market('setCurrency', [token, true]));
    await sync();
    const listed = (await asAdmin('GET', '/admin/currencies')).json();
    expect(listed.find((c: { symbol: string }) => c.symbol === 'USDX').allowedOnChain).toBe(true);
    expect(listed.find((c: { symbol: string }) => c.symbol === 'VSW').allowedOnChain).toBeNull();
    // The provider's cache is an optimisation of a minute: a fresh app reads the table as the indexer left it.
    const other = await createTestApp({}, { database: t.database });
    const fresh = (await other.app.inject('/api/v1/currencies')).json();
    await other.close();
    expect(fresh.find((c: { symbol: string }) => c.symbol === 'USDX')).toMatchObject({
      address,
      usdPrice: 1.01,
    });

    // The owner's transaction goes to the audit log once, however often it is reported.
    for (let i = 0; i < 2; i++) {
      const r = await asAdmin('POST', '/admin/chain-receipts', { txHash: tx });
      expect(r.json()).toEqual({ actions: ['currency.allow'] });
    }
    const entries = (await audit()).filter((a) => a.target === address);
    expect(entries.map((a) => a.action)).toEqual(['currency.allow', 'currency.add']);
    expect(entries[0]?.details).toMatchObject({ tx, from: owner.address.toLowerCase() });

    await chain.send(0, market('setCurrency', [token, false]));
    await sync();
    const again = (await asAdmin('GET', '/admin/currencies')).json();
    expect(again.find((c: { symbol: string }) => c.symbol === 'USDX').allowedOnChain).toBe(false);
  });

  it('changes the USD price source of a currency (audited), 404 for an unknown symbol', async () => {
    const res = await asAdmin('PUT', '/admin/currencies/vsw', { name: 'Vasiliswap', usdPrice: '0.5' });
    expect(res.json().find((c: { symbol: string }) => c.symbol === 'VSW').usdPrice).toBe('0.5');
    expect(
      (await call('GET', '/currencies')).json().find((c: { symbol: string }) => c.symbol === 'VSW').usdPrice,
    ).toBe(0.5);
    expect((await asAdmin('PUT', '/admin/currencies/NOPE', { name: 'n', usdPrice: '1' })).statusCode).toBe(
      404,
    );
    expect((await audit())[0]).toMatchObject({ action: 'currency.price', target: 'VSW' });
  });

  it.each(['%00', 'a%00b', '%E2%80%AE', 'x'.repeat(13), 'a-b'])(
    'answers 400 with a message for the symbol %s, never 500 (issue 32.13)',
    async (symbol) => {
      const res = await asAdmin('PUT', `/admin/currencies/${symbol}`, { name: 'n', usdPrice: '1' });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('answers 422 for a transaction that changed no fee or currency', async () => {
    const tx = await chain.send(0, {
      address: chain.deployment.vsw,
      abi: vswAbi,
      functionName: 'mint',
      args: [alice.address, 1n],
    });
    expect((await asAdmin('POST', '/admin/chain-receipts', { txHash: tx })).statusCode).toBe(422);
  });
});

describe('fees', () => {
  it('reads the fees from the chain, and the indexed FeesChanged; a reorg puts the indexed value back', async () => {
    const first = (await asAdmin('GET', '/admin/fees')).json();
    expect(first).toMatchObject({
      marketplace: chain.deployment.marketplace.toLowerCase(),
      owner: owner.address.toLowerCase(),
      maxFeeBps: 1000,
      onChain: { buyerFeeBps: 250, sellerFeeBps: 250 },
    });
    await sync();
    // The deployment's own FeesChanged (constructor) is indexed.
    expect((await asAdmin('GET', '/admin/fees')).json().indexed).toEqual({
      buyerFeeBps: 250,
      sellerFeeBps: 250,
    });

    const snapshot = (await chain.rpc('evm_snapshot')) as string;
    await chain.send(0, market('setFees', [100, 300]));
    await sync();
    expect((await asAdmin('GET', '/admin/fees')).json()).toMatchObject({
      onChain: { buyerFeeBps: 100, sellerFeeBps: 300 },
      indexed: { buyerFeeBps: 100, sellerFeeBps: 300 },
    });

    await chain.rpc('evm_revert', [snapshot]);
    for (let i = 0; i < 4; i++) await chain.rpc('evm_mine');
    await sync();
    expect((await asAdmin('GET', '/admin/fees')).json()).toMatchObject({
      onChain: { buyerFeeBps: 250, sellerFeeBps: 250 },
      indexed: { buyerFeeBps: 250, sellerFeeBps: 250 },
    });
  });
});
