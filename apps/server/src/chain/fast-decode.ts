import { type AbiEvent, type AbiParameter, getAddress, type Hex } from 'viem';

/** Decodes a log's topics and data into the event's named arguments, exactly as viem's decodeEventLog does. */
export type LogDecoder = (topics: readonly Hex[], data: Hex) => Record<string, unknown>;

type Word = (hex: string, at: number) => unknown;

// Checksumming hashes the address: the few accounts and contracts of a batch are checksummed once each.
const checksums = new Map<string, string>();
function address(hex: string, at: number): string {
  const lower = `0x${hex.slice(at + 24, at + 64)}`;
  let known = checksums.get(lower);
  if (known === undefined) {
    known = getAddress(lower);
    if (checksums.size > 100_000) checksums.clear();
    checksums.set(lower, known);
  }
  return known;
}

/** The reader of one static word of `type`, or null for a type this decoder leaves to viem. */
function wordReader(type: string): Word | null {
  if (type === 'address') return address;
  if (type === 'bool') {
    return (hex, at) => {
      const word = hex.slice(at, at + 64);
      // viem refuses a boolean word other than 0 or 1.
      if (!/^0{63}[01]$/.test(word)) throw new Error('bad bool');
      return word.endsWith('1');
    };
  }
  const bytes = /^bytes([1-9]|[12][0-9]|3[0-2])$/.exec(type);
  if (bytes) return (hex, at) => `0x${hex.slice(at, at + 2 * Number(bytes[1])).toLowerCase()}`;
  const uint = /^uint(\d*)$/.exec(type);
  if (uint) {
    const bits = Number(uint[1] || 256);
    // viem answers a number up to 48 bits, a bigint above.
    return bits > 48
      ? (hex, at) => BigInt(`0x${hex.slice(at, at + 64)}`)
      : (hex, at) => Number(BigInt(`0x${hex.slice(at, at + 64)}`));
  }
  return null;
}

/** A reader of a static parameter (a word, or a tuple of static words) and the words it spans. */
function paramReader(p: AbiParameter): { read: Word; words: number } | null {
  if (p.type === 'tuple') {
    const components = (p as { components?: readonly AbiParameter[] }).components ?? [];
    // viem answers an array for a tuple with an unnamed component: left to viem.
    if (!components.length || components.some((c) => !c.name)) return null;
    const parts = components.map(paramReader);
    if (parts.some((x) => x === null)) return null;
    const readers = parts as { read: Word; words: number }[];
    return {
      words: readers.reduce((n, r) => n + r.words, 0),
      read: (hex, at) => {
        const out: Record<string, unknown> = {};
        let offset = at;
        readers.forEach((r, i) => {
          out[components[i]?.name as string] = r.read(hex, offset);
          offset += 64 * r.words;
        });
        return out;
      },
    };
  }
  const read = wordReader(p.type);
  return read && { read, words: 1 };
}

/**
 * A decoder for an event whose parameters are all named and static (addresses, booleans, fixed bytes, unsigned
 * integers, tuples of them) — every hot event of Agora's contracts — or null (dynamic or signed types, unnamed
 * parameters: viem decodes those). It reads the hex words in place, where viem's generic decoder converts the
 * data to bytes, walks a cursor and checksums every address: most of the indexer's decoding time.
 * Like viem, it throws on missing topics, on data too short, and on a bad boolean.
 */
export function compileDecoder(event: AbiEvent): LogDecoder | null {
  const inputs = event.inputs;
  // viem answers no args at all for an event without parameters (rare ones: left to it).
  if (!inputs.length || inputs.some((p) => !p.name)) return null;
  const indexed: { name: string; read: Word }[] = [];
  const inData: { name: string; read: Word; at: number }[] = [];
  let words = 0;
  for (const p of inputs) {
    const reader = paramReader(p);
    if (!reader) return null;
    if (p.indexed) {
      if (reader.words !== 1) return null;
      indexed.push({ name: p.name as string, read: reader.read });
    } else {
      inData.push({ name: p.name as string, read: reader.read, at: 64 * words });
      words += reader.words;
    }
  }
  return (topics, data) => {
    if (topics.length < indexed.length + 1) throw new Error(`${event.name}: ${topics.length} topics`);
    const hex = data.slice(2);
    if (hex.length < 64 * words) throw new Error(`${event.name}: data too short`);
    const args: Record<string, unknown> = {};
    indexed.forEach((p, i) => {
      args[p.name] = p.read((topics[i + 1] as string).slice(2), 0);
    });
    for (const p of inData) args[p.name] = p.read(hex, p.at);
    return args;
  };
}
