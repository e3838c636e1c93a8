import { agoraErc721Abi, agoraErc1155Abi, agoraMarketplaceAbi } from '@agora/chain';
import {
  type Abi,
  type AbiEvent,
  type AbiParameter,
  decodeEventLog,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  toHex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { compileDecoder } from '../src/chain/fast-decode';

// The indexer's own decoder of static events must answer exactly what viem's decodeEventLog answers (the
// appliers, the live events and the tx descriptions read its args), for every event of Agora's contracts.

const events = [agoraErc721Abi, agoraErc1155Abi, agoraMarketplaceAbi].flatMap((abi) =>
  (abi as Abi).filter((x): x is AbiEvent => x.type === 'event'),
);

let seed = 7;
/** Deterministic pseudo-random bytes, so that a failure reproduces. */
function bytes(n: number): Hex {
  let out = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    out += (seed >> 8).toString(16).padStart(2, '0').slice(-2);
  }
  return `0x${out}`;
}

/** A random value of a static ABI type, spanning its whole range (0 and the maximum included now and then). */
function sampleValue(p: AbiParameter, k: number): unknown {
  if (p.type === 'tuple') {
    const components = (p as { components: readonly AbiParameter[] }).components;
    return Object.fromEntries(components.map((c) => [c.name, sampleValue(c, k)]));
  }
  if (p.type === 'address') return bytes(20);
  if (p.type === 'bool') return k % 2 === 0;
  const fixed = /^bytes(\d+)$/.exec(p.type);
  if (fixed) return bytes(Number(fixed[1]));
  const uint = /^uint(\d*)$/.exec(p.type);
  if (uint) {
    const bits = Number(uint[1] || 256);
    const max = 2n ** BigInt(bits) - 1n;
    const v = k === 0 ? 0n : k === 1 ? max : BigInt(bytes(bits / 8)) & max;
    return bits > 48 ? v : Number(v);
  }
  if (p.type === 'uint256[]') return [1n, 2n ** 200n, 0n];
  if (p.type === 'string') return 'ipfs://x';
  throw new Error(`no sample of ${p.type}`);
}

function sampleLog(event: AbiEvent, k: number): { topics: Hex[]; data: Hex } {
  const args = Object.fromEntries(event.inputs.map((p) => [p.name, sampleValue(p, k)]));
  const topics = encodeEventTopics({ abi: [event], eventName: event.name, args } as never) as Hex[];
  const inData = event.inputs.filter((p) => !p.indexed);
  const data = encodeAbiParameters(
    inData,
    inData.map((p) => args[p.name as string]),
  );
  return { topics, data };
}

const viemDecode = (event: AbiEvent, log: { topics: Hex[]; data: Hex }) =>
  decodeEventLog({ abi: [event], topics: log.topics as never, data: log.data }).args;

describe('fast event decoder', () => {
  it('covers the hot events of Agora contracts', () => {
    const fast = events.filter((e) => compileDecoder(e)).map((e) => e.name);
    for (const name of [
      'Transfer',
      'Minted',
      'TransferSingle',
      'ApprovalForAll',
      'OrderFilled',
      'BidAccepted',
      'OrderCancelled',
      'AuctionSettled',
      'ListingCounterIncremented',
      'FeesChanged',
    ]) {
      expect(fast).toContain(name);
    }
    // Dynamic parameters are left to viem.
    expect(compileDecoder(events.find((e) => e.name === 'TransferBatch') as AbiEvent)).toBeNull();
  });

  it('answers what viem answers for every event with a fast decoder', () => {
    let checked = 0;
    for (const event of events) {
      const decode = compileDecoder(event);
      if (!decode) continue;
      for (let k = 0; k < 20; k++) {
        const log = sampleLog(event, k);
        expect(decode(log.topics, log.data), `${event.name} #${k}`).toEqual(viemDecode(event, log));
        // Upper-case hex from a provider decodes the same.
        const upper = { topics: log.topics, data: `0x${log.data.slice(2).toUpperCase()}` as Hex };
        expect(decode(upper.topics, upper.data)).toEqual(viemDecode(event, upper));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses what viem refuses: missing topics, short data, a boolean word other than 0 or 1', () => {
    const filled = events.find((e) => e.name === 'OrderFilled') as AbiEvent;
    const decode = compileDecoder(filled);
    const log = sampleLog(filled, 3);
    const cases = [
      { topics: log.topics.slice(0, -1), data: log.data },
      { topics: log.topics, data: log.data.slice(0, -2) as Hex },
      { topics: log.topics, data: '0x' as Hex },
    ];
    const approval = events.find((e) => e.name === 'ApprovalForAll') as AbiEvent;
    const a = sampleLog(approval, 0);
    cases.push({ topics: a.topics, data: toHex(2n, { size: 32 }) });
    for (const c of cases) {
      const target = c.topics === a.topics ? approval : filled;
      expect(() => viemDecode(target, c)).toThrow();
      expect(() => (target === filled ? decode : compileDecoder(approval))?.(c.topics, c.data)).toThrow();
    }
  });
});
