import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, getAddress, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agoraMarketplaceAbi,
  BSC_MAINNET,
  BSC_TESTNET,
  chainPreset,
  deployAll,
  LOCAL_CHAIN_ID,
} from '../src';
import { type Anvil, startAnvil } from '../src/testing/anvil';

// Any key will do off the local chain (funded below); deployAll asks for one explicitly there.
const DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaf784d7bf4f2ff80';

describe('chain presets', () => {
  it('has BNB Smart Chain mainnet (56) and testnet (97) with their canonical WBNB', () => {
    expect(chainPreset(56)).toBe(BSC_MAINNET);
    expect(chainPreset(97)).toBe(BSC_TESTNET);
    expect(BSC_MAINNET.wbnb).toBe('0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c');
    expect(BSC_TESTNET.wbnb).toBe('0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd');
  });

  it('writes the WBNB addresses with a valid EIP-55 checksum', () => {
    for (const p of [BSC_MAINNET, BSC_TESTNET]) expect(getAddress(p.wbnb)).toBe(p.wbnb);
  });

  it('treats as final only blocks deeper than the reorgs it plans for', () => {
    for (const p of [BSC_MAINNET, BSC_TESTNET]) {
      expect(p.confirmations).toBeGreaterThanOrEqual(p.reorgDepth);
      // The linked window near the head stays short in time (seconds, not minutes).
      expect((p.confirmations * p.blockTimeMs) / 1000).toBeLessThan(30);
    }
  });

  it('has no preset for the local chain or an unknown one', () => {
    expect(chainPreset(LOCAL_CHAIN_ID)).toBeUndefined();
    expect(chainPreset(1)).toBeUndefined();
  });
});

describe('deployAll on a chain with a preset (anvil posing as BNB Smart Chain testnet)', () => {
  let anvil: Anvil;
  let dir: string;
  const rpc = (method: string, params: unknown[]) =>
    fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((r) => r.json() as Promise<{ result: unknown; error?: unknown }>);

  beforeAll(async () => {
    anvil = await startAnvil();
    dir = mkdtempSync(join(tmpdir(), 'agora-presets-'));
    // The canonical WBNB's address holds a WBNB (as it does on chain 97), then the chain takes id 97.
    const local = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile: join(dir, 'local.json') });
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const code = await client.getCode({ address: local.deployment.wbnb });
    await rpc('anvil_setCode', [BSC_TESTNET.wbnb, code]);
    await rpc('anvil_setChainId', [97]);
    await rpc('anvil_setBalance', [privateKeyToAccount(DEPLOYER_KEY).address, '0x3635c9adc5dea00000']);
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uses the canonical WBNB instead of deploying one', async () => {
    const { deployment, deployed } = await deployAll({
      rpcUrl: anvil.rpcUrl,
      deploymentFile: join(dir, 'testnet.json'),
      deployerKey: DEPLOYER_KEY,
    });
    expect(deployed).toBe(true);
    expect(deployment.chainId).toBe(97);
    expect(deployment.wbnb).toBe(BSC_TESTNET.wbnb);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const wrapped = await client.readContract({
      address: deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'wrappedNative',
    });
    expect(getAddress(wrapped)).toBe(BSC_TESTNET.wbnb);
    // A second run finds every contract, WBNB included, holding code and deploys nothing.
    const again = await deployAll({
      rpcUrl: anvil.rpcUrl,
      deploymentFile: join(dir, 'testnet.json'),
      deployerKey: DEPLOYER_KEY,
    });
    expect(again.deployed).toBe(false);
  });
});
