import { describe, expect, it } from 'vitest';
import { startAnvil } from '../src/testing/anvil';

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

describe('startAnvil', () => {
  it('gives chains started at the same moment their own ports and their own blocks', async () => {
    const anvils = await Promise.all(Array.from({ length: 4 }, () => startAnvil()));
    try {
      expect(new Set(anvils.map((a) => a.rpcUrl)).size).toBe(4);
      const [first, ...others] = anvils;
      await rpc(first?.rpcUrl ?? '', 'evm_mine');
      expect(await rpc(first?.rpcUrl ?? '', 'eth_blockNumber')).toBe('0x1');
      for (const other of others) expect(await rpc(other.rpcUrl, 'eth_blockNumber')).toBe('0x0');
    } finally {
      await Promise.all(anvils.map((a) => a.stop()));
    }
  });

  it('reports an anvil that cannot start instead of waiting for it', async () => {
    await expect(startAnvil(['--no-such-flag'])).rejects.toThrow(/anvil exited/);
  });
});
