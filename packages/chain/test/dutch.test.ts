import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http, parseEther, zeroAddress } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agoraMarketplaceAbi, type Deployment, deployAll, type Order, SALE_TYPE } from '../src';
import { unitPriceAt } from '../src/dutch';
import { type Anvil, startAnvil } from '../src/testing/anvil';

// Issue 30: the web's cards, the checkout and the server's sort price use the TypeScript unitPriceAt; it must
// give the marketplace's own answer for every time, rounding included.
describe('unitPriceAt agrees with the marketplace', () => {
  let anvil: Anvil;
  let dir: string;
  let deployment: Deployment;

  beforeAll(async () => {
    anvil = await startAnvil();
    dir = mkdtempSync(join(tmpdir(), 'agora-dutch-'));
    ({ deployment } = await deployAll({
      rpcUrl: anvil.rpcUrl,
      deploymentFile: join(dir, 'deployment.json'),
    }));
  });
  afterAll(async () => {
    await anvil?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const order = (unitPrice: bigint, endUnitPrice: bigint, startTime: bigint, endTime: bigint): Order => ({
    seller: zeroAddress,
    collection: zeroAddress,
    tokenId: 1n,
    quantity: 1n,
    currency: zeroAddress,
    unitPrice,
    endUnitPrice,
    saleType: SALE_TYPE.DecliningPrice,
    startTime,
    endTime,
    maxFeeBps: 0n,
    maxRoyaltyBps: 0n,
    nonce: 0n,
    counter: 0n,
    salt: 0n,
  });

  it.each([
    [parseEther('2'), parseEther('1'), 1_000n, 8_200n],
    [3n, 1n, 0n, 3n],
    [parseEther('1000'), 7n, 1_700_000_000n, 1_700_000_000n + 30n * 86_400n],
    [2n ** 255n, 1n, 0n, 2n ** 200n],
  ])('unit %s → %s from %s to %s', async (high, low, start, end) => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const o = order(high, low, start, end);
    const span = end - start;
    const times = [0n, start, start + 1n, start + span / 3n, start + span / 2n, end - 1n, end, end + 1n];
    for (const t of times) {
      const onChain = await client.readContract({
        address: deployment.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'unitPriceAt',
        args: [o, t],
      });
      expect(unitPriceAt(o, t), `t = ${t}`).toBe(onChain);
    }
    // A fixed price is its price at any time.
    expect(unitPriceAt({ ...o, saleType: SALE_TYPE.FixedPrice }, end)).toBe(high);
  });
});
