import { agoraErc1155Abi, agoraMarketplaceAbi } from '@agora/chain';
import type { NonceReply } from '@agora/core';
import sharp from 'sharp';
import { type Hash, parseEventLogs } from 'viem';
import { accounts, boundSiweMessage } from './auth-helpers';
import { orderPayload } from './bid-orders';
import { calls } from './chain';
import type { Cluster, ClusterServer, Reply } from './cluster-harness';
import { request } from './cluster-harness';

const API = '/api/v1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Account = (typeof accounts)[number];

/** Polls `check` every 10 ms until it answers true; false after `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
}

function ok(res: Reply, what: string): Reply {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  return res;
}

/** A write as the server's own web page sends it (the CSRF guard wants its own origin). */
function write(server: ClusterServer, method: string, pathname: string, cookie: string, body?: unknown) {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return request(server.url + API + pathname, {
    method,
    headers: { origin: server.url, cookie, ...(json && { 'content-type': 'application/json' }) },
    body: json,
  });
}

/** Signs `account` in through `server` (SIWE, as the web app does); answers the Cookie header value. */
export async function signIn(server: ClusterServer, account: Account): Promise<string> {
  const nonce = ok(await request(`${server.url}${API}/auth/nonce`), 'nonce').json<NonceReply>();
  const message = boundSiweMessage(account, nonce);
  const signature = await account.signMessage({ message });
  const res = ok(await write(server, 'POST', '/auth/verify', '', { message, signature }), 'sign-in');
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('agora_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] as string;
}

/** Uploads an image and its metadata through `server`: the draft a mint of `metadataDigest` fills in. */
async function uploadItem(server: ClusterServer, cookie: string, name: string) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('name', name);
  form.set('description', `${name}, uploaded through one server of the cluster`);
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
  const encoded = new Response(form);
  const up = ok(
    await request(`${server.url}${API}/media/metadata`, {
      method: 'POST',
      headers: {
        origin: server.url,
        cookie,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    }),
    'upload',
  ).json<{ metadataCid: string; metadataDigest: `0x${string}`; media: string | null }>();
  const categories = ok(await request(`${server.url}${API}/categories`), 'categories').json<
    { name: string }[]
  >();
  ok(
    await write(server, 'POST', '/items/drafts', cookie, {
      type: 1155,
      metadataCid: up.metadataCid,
      name,
      description: `${name}, uploaded through one server of the cluster`,
      category: categories[0]?.name,
      collectionId: null,
      properties: {},
      unlockable: '',
      royaltyBps: 500,
      quantity: 100,
      sale: null,
    }),
    'draft',
  );
  return up;
}

export interface Market {
  seller: { account: Account; cookie: string };
  buyer: { account: Account; cookie: string };
  contract: `0x${string}`;
  tokenId: bigint;
  media: string;
}

/**
 * Check 1: an upload through A is served by B and C (same bytes). The uploaded item is then minted (100
 * editions) and answered once any server lists it.
 */
export async function uploadServedEverywhere(cluster: Cluster): Promise<Market> {
  const [a, ...others] = cluster.servers as [ClusterServer, ...ClusterServer[]];
  const seller = { account: accounts[1] as Account, cookie: await signIn(a, accounts[1] as Account) };
  const buyer = { account: accounts[2] as Account, cookie: await signIn(a, accounts[2] as Account) };
  const up = await uploadItem(a, seller.cookie, 'Cluster print');
  if (!up.media) throw new Error('the upload answered no media URL');
  const original = ok(await request(a.url + up.media), 'media on A').body;
  for (const s of others) {
    const copy = ok(await request(s.url + up.media), `media on ${s.name}`).body;
    if (!copy.equals(original)) throw new Error(`server ${s.name} served other bytes for ${up.media}`);
  }
  const d = cluster.chain.deployment;
  const hash = await cluster.chain.send(1, calls(d).mint1155(100n, up.metadataDigest));
  const receipt = await cluster.chain.public.getTransactionReceipt({ hash });
  const [minted] = parseEventLogs({ abi: agoraErc1155Abi, logs: receipt.logs, eventName: 'TransferSingle' });
  if (!minted) throw new Error('no TransferSingle in the mint');
  const tokenId = minted.args.id;
  const listed = await until(async () => (await cards(others.at(-1) as ClusterServer)).length > 0, 10_000);
  if (!listed) throw new Error('the minted item did not appear');
  return { seller, buyer, contract: d.erc1155.toLowerCase() as `0x${string}`, tokenId, media: up.media };
}

interface Card {
  contract: string;
  tokenId: string;
  likeCount: number;
  liked?: boolean;
}

async function cards(server: ClusterServer, cookie?: string): Promise<Card[]> {
  const res = ok(
    await request(`${server.url}${API}/tokens`, { headers: cookie ? { cookie } : {} }),
    `explore on ${server.name}`,
  );
  return res.json<{ items: Card[] }>().items;
}

/**
 * Check 2: a like through A shows on C within a second, on the cached path (anonymous explore, warmed just
 * before, so that its own one-second expiry cannot be what makes it visible) and on the uncached one (C asked
 * with the session A created: sessions work on every server). Answers the milliseconds from A's answer until
 * both show it.
 */
export async function likeVisibleAcross(cluster: Cluster, m: Market): Promise<number> {
  const a = cluster.servers[0] as ClusterServer;
  const c = cluster.servers.at(-1) as ClusterServer;
  const mine = (list: Card[]) => list.find((x) => x.tokenId === String(m.tokenId));
  const before = mine(await cards(c))?.likeCount ?? 0;
  ok(await write(a, 'PUT', `/likes/${m.contract}/${m.tokenId}`, m.buyer.cookie), 'like');
  // From the moment A has answered: the like is stored, and C is asked from then on.
  const started = Date.now();
  const seen = await until(async () => {
    const [anonymous, signedIn] = await Promise.all([cards(c), cards(c, m.buyer.cookie)]);
    return mine(anonymous)?.likeCount === before + 1 && mine(signedIn)?.liked === true;
  }, 5_000);
  if (!seen) throw new Error('the like did not show on the last server within 5 s');
  return Date.now() - started;
}

/**
 * Check 4: `total` requests from one client address, spread round-robin over every server, against a limit of
 * `perMinute`: answers how many were refused (429). Sent from their own loopback address.
 */
export async function sharedLimitRefusals(cluster: Cluster, total = 700): Promise<number> {
  let refused = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const s = cluster.servers[next++ % cluster.servers.length] as ClusterServer;
      const res = await request(`${s.url}${API}/categories`, { from: '127.0.0.2' });
      if (res.status === 429) refused++;
      else ok(res, 'categories');
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return refused;
}

export interface Failover {
  seconds: number;
  failedRequests: number;
  sales: number;
  /** Sale transactions whose activity rows are not exactly one. */
  notOnce: string[];
}

/** Which server leads indexing now, by its /health. */
async function leaderOf(servers: ClusterServer[]): Promise<ClusterServer | undefined> {
  for (const s of servers) {
    const res = await request(`${s.url}${API}/health`, { from: '127.0.0.3' }).catch(() => null);
    if (res?.status === 200 && res.json<{ indexer: { leader: boolean } | null }>().indexer?.leader) return s;
  }
  return undefined;
}

/**
 * Check 3: sales stream in (one buy every ~150 ms); after a few, the leader is killed with SIGKILL. Answers
 * how long until another server leads, how many requests to the survivors failed meanwhile (they are asked
 * for explore and health all along), and which sales were not applied exactly once.
 */
export async function leaderFailover(cluster: Cluster, m: Market, sales = 24): Promise<Failover> {
  const { chain } = cluster;
  const d = chain.deployment;
  const price = 1_000_000_000_000n;
  await chain.send(1, calls(d).approveAll(d.erc1155));
  // A signed listing of 100 copies: no transaction, the chain fills it whatever the servers do.
  const listed = await orderPayload(chain, 1, String(m.tokenId), {
    collection: d.erc1155.toLowerCase() as `0x${string}`,
    quantity: '100',
    unitPrice: String(price),
  });
  // The buyer pays the price and the marketplace's buyer fee.
  const [, buyerFeeBps] = await chain.public.readContract({
    address: d.marketplace,
    abi: agoraMarketplaceAbi,
    functionName: 'config',
  });
  const total = price + (price * BigInt(buyerFeeBps)) / 10_000n;

  const leader = await (async () => {
    for (let i = 0; i < 100; i++) {
      const l = await leaderOf(cluster.servers);
      if (l) return l;
      await sleep(100);
    }
    throw new Error('no server leads indexing');
  })();
  const survivors = cluster.servers.filter((s) => s !== leader);

  let failed = 0;
  let polling = true;
  const poll = async (s: ClusterServer) => {
    while (polling) {
      for (const p of ['/tokens', '/health']) {
        const res = await request(`${s.url}${API}${p}`, { from: '127.0.0.3' }).catch(() => null);
        if (res?.status !== 200) failed++;
      }
      await sleep(50);
    }
  };
  const polls = survivors.map(poll);

  const hashes: Hash[] = [];
  let killedAt = 0;
  let seconds = Number.NaN;
  const newLeader = (async () => {
    while (!killedAt) await sleep(20);
    for (;;) {
      if (await leaderOf(survivors)) return (Date.now() - killedAt) / 1000;
      if (Date.now() - killedAt > 30_000) return Number.NaN;
      await sleep(50);
    }
  })();
  for (let i = 0; i < sales; i++) {
    if (i === Math.floor(sales / 4)) {
      killedAt = Date.now();
      await leader.stop('SIGKILL');
    }
    hashes.push(await chain.send(2, calls(d).buy(listed, 1n, total)));
    await sleep(150);
  }
  seconds = await newLeader;
  // Every sale applied: the survivors' indexer catches up, then each sale's rows are counted.
  const counts = async () => {
    const { rows } = await cluster.db.query<{ tx_hash: string; n: number }>(
      `select tx_hash, count(*)::int as n from activity where tx_hash = any($1) group by tx_hash`,
      [hashes.map((h) => h.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.tx_hash, r.n]));
  };
  await until(async () => (await counts()).size === hashes.length, 15_000);
  await sleep(1_000); // a second applier, had there been one, would have added its rows by now
  polling = false;
  await Promise.all(polls);
  const applied = await counts();
  const notOnce = hashes.filter((h) => applied.get(h.toLowerCase()) !== 1);
  return { seconds, failedRequests: failed, sales: hashes.length, notOnce };
}
