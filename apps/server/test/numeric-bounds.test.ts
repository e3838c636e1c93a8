import { randomBytes } from 'node:crypto';
import type { BidOrder, OrderMessage } from '@agora/core';
import fc from 'fast-check';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn } from './auth-helpers';
import { auctionPayload, bidPayload, listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, postAs, type TestApp } from './helpers';

/**
 * Issue 32.13: every numeric and date field of the signed orders and bids, at and beyond its bounds, answers 4xx
 * with a message — never 5xx. Values a uint256 holds are really signed (so the request gets past the signature
 * check to the code that stores them); larger ones cannot be signed and carry a dummy signature.
 */
let chain: TestChain;
let t: TestApp;
let sellerCookie: string;
let bidderCookie: string;
let tokenId: string;
const MAX_UINT256 = 2n ** 256n - 1n;

const BOUNDS = [
  0n,
  1n,
  2n ** 31n,
  2n ** 32n,
  2n ** 53n + 1n,
  2n ** 63n,
  2n ** 64n,
  253_402_300_799n,
  253_402_300_800n,
  8_640_000_000_001n,
  2n ** 255n,
  MAX_UINT256,
  MAX_UINT256 + 1n,
  10n ** 77n * 9n,
  10n ** 78n - 1n,
];
const bound = fc.oneof(
  fc.constantFrom(...BOUNDS),
  fc.bigInt({ min: 0n, max: 10n ** 78n - 1n }),
  fc.constantFrom(...BOUNDS).map((b) => b + 1n),
);
const DUMMY_SIGNATURE = `0x${'11'.repeat(65)}` as Hex;

async function expectMessage(res: Awaited<ReturnType<typeof postAs>>, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expect(typeof res.json().message, what).toBe('string');
}

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  sellerCookie = await signIn(t.app, accounts[0] as (typeof accounts)[number]);
  bidderCookie = await signIn(t.app, accounts[1] as (typeof accounts)[number]);
  const c = calls(chain.deployment);
  const minted = await chain.send(0, c.mint721(`0x${randomBytes(32).toString('hex')}` as Hex));
  await postAs(t.app, sellerCookie, '/api/v1/tx', { hash: minted });
  await chain.send(0, c.approveAll(chain.deployment.erc721));
  tokenId = '1';
}, 180_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

const ORDER_FIELDS = [
  'tokenId',
  'quantity',
  'unitPrice',
  'startTime',
  'endTime',
  'maxFeeBps',
  'nonce',
  'counter',
  'salt',
] as const;
const BID_FIELDS = ['tokenId', 'quantity', 'unitPrice', 'maxFeeBps', 'expiry', 'counter', 'salt'] as const;

describe('numeric and date bounds of signed orders and bids never give a 5xx', () => {
  it('POST /listings and POST /auctions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ORDER_FIELDS),
        bound,
        fc.constantFrom('listing', 'auction'),
        async (field, value, kind) => {
          const over: Partial<OrderMessage> = { [field]: value.toString() };
          const base =
            kind === 'listing'
              ? await listingPayload(chain, 0, tokenId, '1')
              : await auctionPayload(chain, tokenId, 'TimedAuction');
          const order = { ...base.order, ...over };
          const signed =
            value <= MAX_UINT256
              ? kind === 'listing'
                ? await listingPayload(chain, 0, order.tokenId, '1', order)
                : {
                    ...base,
                    order,
                    signature: (await listingPayload(chain, 0, order.tokenId, '1', order)).signature,
                  }
              : { ...base, order, signature: DUMMY_SIGNATURE };
          const url = kind === 'listing' ? '/api/v1/listings' : '/api/v1/auctions';
          const body =
            kind === 'listing'
              ? { order, signature: signed.signature }
              : { ...base, order, signature: signed.signature };
          await expectMessage(await postAs(t.app, sellerCookie, url, body), `${kind} ${field}=${value}`);
        },
      ),
      { numRuns: 60 },
    );
  }, 300_000);

  it('POST /bids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BID_FIELDS), bound, async (field, value) => {
        const over: Partial<BidOrder> = { [field]: value.toString() };
        const payload =
          value <= MAX_UINT256
            ? await bidPayload(chain, 1, tokenId, '1', over)
            : { ...(await bidPayload(chain, 1, tokenId, '1')), signature: DUMMY_SIGNATURE };
        const body = { ...payload, order: { ...payload.order, ...over } };
        await expectMessage(await postAs(t.app, bidderCookie, '/api/v1/bids', body), `bid ${field}=${value}`);
      }),
      { numRuns: 40 },
    );
  }, 300_000);

  it('refuses an amount above uint256 and an end time past year 9999 with their messages', async () => {
    const over = (MAX_UINT256 + 1n).toString();
    const base = await listingPayload(chain, 0, tokenId, '1');
    const big = await postAs(t.app, sellerCookie, '/api/v1/listings', {
      order: { ...base.order, unitPrice: over },
      signature: base.signature,
    });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain('Invalid amount');
    const far = await listingPayload(chain, 0, tokenId, '1', { endTime: (2n ** 64n).toString() });
    const late = await postAs(t.app, sellerCookie, '/api/v1/listings', far);
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('Choose a date before the year 10000');
  });
});
