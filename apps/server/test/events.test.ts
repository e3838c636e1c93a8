import { tokenChannel } from '@agora/core';
import { keccak256, maxUint256, parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../src/cluster/bus';
import { LiveHub, publishLive } from '../src/events/hub';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, bidPayload, listingPayload } from './bid-orders';
import { calls, startChain, type TestChain, ZERO_ADDRESS } from './chain';
import { createTestApp, type TestApp } from './helpers';
import { openSse, type SseEvent, type SseStream } from './sse';

// GET /api/v1/events on a listening server, with changes made on anvil and found by the indexer (no POST /tx).
let chain: TestChain;
let t: TestApp;
let base: string;
let seller: string;
let stranger: string;
const streams: SseStream[] = [];

const open = async (query: string, headers: Record<string, string> = {}) => {
  const s = await openSse(`${base}/api/v1/events?${query}`, headers);
  streams.push(s);
  return s;
};
const isChange = (change: string) => (e: SseEvent) => (e.data as { change?: string }).change === change;
const postListing = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/listings', headers: { cookie: seller }, payload });

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  seller = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  stranger = await signIn(t.app, accounts[2] as (typeof accounts)[number]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.lifecycle?.indexer.start();
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
  await chain.anvil.stop();
});

describe('GET /events', () => {
  it('refuses an unknown channel, too many channels, and notifications without a session', async () => {
    const bad = await t.app.inject({ url: '/api/v1/events?channels=token:0xnope:1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch('Unknown live channel');
    const many = Array.from({ length: 51 }, (_, i) => `collection:${i}`).join(',');
    expect((await t.app.inject({ url: `/api/v1/events?channels=${many}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/events?notifications=1' })).statusCode).toBe(401);
    // Hostile input (the property test of every other route skips this one: a valid stream never ends).
    for (const channels of ['a%00b', 'token:%00:1', 'x'.repeat(10_000), '%E2%80%AE', 'activity%0A'])
      expect((await t.app.inject({ url: `/api/v1/events?channels=${channels}` })).statusCode).toBe(400);
  });

  it('streams a token page’s listing and price drop posted to the API, the sale found by the indexer, and the seller’s notification only to the seller', async () => {
    const c = calls(chain.deployment);
    const token = tokenChannel(chain.deployment.erc721, '1');
    const page = await open(`channels=${token}`);
    const feed = await open('channels=activity');
    const mine = await open('notifications=1', { cookie: seller });
    const theirs = await open('notifications=1&channels=activity', { cookie: stranger });
    expect([page.status, feed.status, mine.status, theirs.status]).toEqual([200, 200, 200, 200]);

    await chain.send(0, c.mint721(keccak256(toHex('live'))));
    expect((await page.next(isChange('mint'))).data).toMatchObject({ type: 'token', tokenId: '1' });
    await chain.send(0, c.approveAll(chain.deployment.erc721));
    expect((await postListing(await listingPayload(chain, 0, '1', '2'))).statusCode).toBe(200);
    await page.next(isChange('listed'));
    const lower = await listingPayload(chain, 0, '1', '1');
    expect((await postListing(lower)).statusCode).toBe(200);
    await page.next(isChange('price'));
    const hash = await chain.send(1, c.buy(lower, 1n, (parseEther('1') * 10_250n) / 10_000n));
    const sale = await page.next(isChange('sale'));
    expect(sale.data).toEqual({
      type: 'token',
      change: 'sale',
      contract: chain.deployment.erc721.toLowerCase(),
      tokenId: '1',
      txHash: hash.toLowerCase(),
    });
    await feed.next(isChange('sale'));
    await mine.next((e) => e.event === 'notification');
    await theirs.next(isChange('sale'));
    expect(theirs.events.some((e) => e.event === 'notification')).toBe(false);
    // Event ids only grow.
    const ids = page.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('resumes from Last-Event-ID with the events missed, and answers reset when they are no longer kept', async () => {
    const c = calls(chain.deployment);
    const token = tokenChannel(chain.deployment.erc721, '2');
    const first = await open(`channels=${token}`);
    await chain.send(0, c.mint721(keccak256(toHex('resume'))));
    const minted = await first.next(isChange('mint'));
    first.close();
    const listed = await listingPayload(chain, 0, '2', '3');
    expect((await postListing(listed)).statusCode).toBe(200);
    // The order is cancelled on chain while no stream is open; wait for the indexer through another channel.
    const feed = await open('channels=activity');
    await chain.send(0, c.cancelOrder(listed.order));
    await feed.next(isChange('unlisted'));

    const resumed = await open(`channels=${token}`, { 'last-event-id': String(minted.id) });
    expect((await resumed.next(() => true)).data).toMatchObject({ change: 'listed', tokenId: '2' });
    expect((await resumed.next(isChange('unlisted'))).data).toMatchObject({ tokenId: '2' });
    const stale = await open(`channels=${token}`, { 'last-event-id': '1' });
    expect((await stale.next(() => true)).data).toEqual({ type: 'reset' });
  });
});

describe('GET /events, changes made off chain', () => {
  it('streams an auction opened and a bid placed through the API to the token page, and the bid to the owner', async () => {
    const c = calls(chain.deployment);
    const bidder = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
    await chain.send(1, c.approveVsw(maxUint256));
    const feed = await open('channels=activity');
    const from = feed.events.length;
    await chain.send(0, c.mint721(keccak256(toHex('offchain'))));
    const tokenId = String(
      ((await feed.next(isChange('mint'), 10_000, from)).data as { tokenId: string }).tokenId,
    );
    const page = await open(`channels=${tokenChannel(chain.deployment.erc721, tokenId)}`);
    const owner = await open('notifications=1', { cookie: seller });

    const post = (url: string, cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
    expect(
      (await post('/auctions', seller, await auctionPayload(chain, tokenId, 'TimedAuction'))).statusCode,
    ).toBe(200);
    await page.next(isChange('listed'));
    const bid = await bidPayload(chain, 1, tokenId, '2');
    const res = await post('/bids', bidder, { owner: bid.owner, order: bid.order, signature: bid.signature });
    expect(res.statusCode).toBe(200);
    expect((await page.next(isChange('bid'))).data).toMatchObject({ tokenId, txHash: null });
    await owner.next((e) => e.event === 'notification');
  });
});

describe('LiveHub', () => {
  it('keeps the last `keep` events: a client behind them gets null (reset), one within gets what it missed', () => {
    const bus = createLocalBus();
    const hub = new LiveHub(bus, { keep: 2 });
    const start = hub.lastId;
    const event = { type: 'market' } as const;
    publishLive(
      bus,
      [1, 2, 3].map(() => ({ channels: ['explore'], event })),
    );
    const explore = new Set(['explore']);
    expect(hub.since(start, explore)).toBeNull();
    expect(hub.since(start + 1, explore)?.map((m) => m.id)).toEqual([start + 2, start + 3]);
    expect(hub.since(start + 1, new Set(['activity']))).toEqual([]);
    expect(hub.since(start + 99, explore)).toBeNull();
  });

  it('sends a thousand messages in a few bus payloads under its limit, delivered one by one in order', () => {
    const bus = createLocalBus();
    const payloads: unknown[][] = [];
    bus.subscribe('live', (p) => payloads.push(p as unknown[]));
    const hub = new LiveHub(bus);
    const got: number[] = [];
    hub.attach({
      channels: new Set(['activity']),
      ip: '10.0.0.1',
      send: (_id, e) => got.push(Number((e as { tokenId: string }).tokenId)),
      end() {},
    });
    const messages = Array.from({ length: 1_000 }, (_, i) => ({
      channels: [tokenChannel(ZERO_ADDRESS, String(i)), 'activity', 'explore'],
      event: {
        type: 'token',
        change: 'sale',
        contract: ZERO_ADDRESS,
        tokenId: String(i),
        txHash: `0x${'ab'.repeat(32)}`,
      } as const,
    }));
    // The local bus refuses a payload over PostgreSQL's NOTIFY limit, as the PostgreSQL bus does.
    publishLive(bus, messages);
    expect(payloads.length).toBeGreaterThan(10);
    expect(payloads.length).toBeLessThan(100);
    expect(payloads.flat()).toEqual(messages);
    expect(got).toEqual(messages.map((_, i) => i));
  });

  it('limits open streams per address', () => {
    const hub = new LiveHub(createLocalBus(), { maxPerIp: 2 });
    const client = () => ({ channels: new Set<string>(), ip: '10.0.0.1', send() {}, end() {} });
    const [a, b, c] = [client(), client(), client()];
    expect([hub.attach(a), hub.attach(b), hub.attach(c)]).toEqual(['attached', 'attached', 'address-full']);
    hub.detach(a);
    expect(hub.attach(c)).toBe('attached');
  });
});
