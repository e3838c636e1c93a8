import { defineChain, recoverMessageAddress, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { testAccountIndex, testWallet } from './testWallet';

const chain = defineChain({
  id: 31337,
  name: 'local',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});

describe('test wallet', () => {
  it('picks one dev account per browser (1..9) and keeps it', () => {
    localStorage.clear();
    const first = testAccountIndex(localStorage, () => 0.5);
    expect(first).toBe(5);
    expect(testAccountIndex(localStorage, () => 0)).toBe(5);
  });

  it('is an EIP-1193 provider that signs with the anvil dev key', async () => {
    localStorage.setItem('agora.testWallet.index', '1');
    const emitter = { emit: () => undefined };
    const connector = testWallet({ chain })({ chains: [chain], emitter } as never);
    const provider = (await connector.getProvider()) as {
      request: (a: { method: string; params?: unknown[] }) => Promise<unknown>;
    };
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    // anvil account 1 of "test test … junk"
    expect(address?.toLowerCase()).toBe('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const sig = (await provider.request({
      method: 'personal_sign',
      params: [toHex('hello'), address],
    })) as `0x${string}`;
    expect((await recoverMessageAddress({ message: 'hello', signature: sig })).toLowerCase()).toBe(
      address?.toLowerCase(),
    );
    expect(await connector.isAuthorized()).toBe(false);
    await connector.connect({});
    expect(await connector.isAuthorized()).toBe(true);
  });
});
