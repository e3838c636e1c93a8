import { sql } from 'drizzle-orm';
import type { PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Indexer } from '../src/chain/indexer';
import { rows } from '../src/db/rows';
import { recordPlatformCurrencies } from '../src/prices/platform-currencies';
import { calls, startChain, type TestChain } from './chain';
import { openTestDatabase } from './helpers';

let chain: TestChain;
const digest = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

beforeAll(async () => {
  chain = await startChain();
  const c = calls(chain.deployment);
  // Six blocks with logs, five mints among them (anvil mines each transaction in a block of its own).
  for (let n = 1; n <= 4; n++) await chain.send(n % 2, c.mint721(digest(n)));
  await chain.send(1, c.mint1155(3n, digest(5)));
  await chain.send(0, c.approveAll(chain.deployment.erc721));
}, 60_000);

afterAll(async () => {
  await chain.anvil.stop();
});

interface Fetched {
  /** The blocks whose header was asked for. */
  headers: number[];
  /** The last block of each eth_getLogs range. */
  rangeEnds: number[];
  /** The blocks with logs. */
  withLogs: Set<number>;
}

/**
 * Catches the whole chain up into a fresh database through a client that counts the headers asked for (and,
 * with `stripTime`, drops `blockTimestamp` from eth_getLogs' answers, as a node without it would answer).
 * Answers what was fetched and what the database holds: every activity row with its time, and the holdings.
 */
async function catchUp(stripTime: boolean) {
  const database = await openTestDatabase();
  await recordPlatformCurrencies(database.db, chain.deployment);
  const client = chain.public as PublicClient;
  const fetched: Fetched = { headers: [], rangeEnds: [], withLogs: new Set() };
  const counting = new Proxy(client, {
    get(target, key) {
      if (key === 'getBlock') {
        return (args: { blockNumber: bigint }) => {
          fetched.headers.push(Number(args.blockNumber));
          return target.getBlock(args);
        };
      }
      if (key !== 'request') return Reflect.get(target, key);
      return async (args: { method: string; params?: { toBlock?: string }[] }) => {
        const answer = await target.request(args as never);
        if (args.method !== 'eth_getLogs') return answer;
        fetched.rangeEnds.push(Number(args.params?.[0]?.toBlock));
        for (const log of answer as { blockNumber: string; blockTimestamp?: string }[]) {
          fetched.withLogs.add(Number(log.blockNumber));
          if (stripTime) delete log.blockTimestamp;
        }
        return answer;
      };
    },
  });
  // Every block final (no confirmations to wait) and one range for the whole chain.
  const indexer = new Indexer({
    db: database.db,
    client: counting,
    deployment: chain.deployment,
    confirmations: 0,
  });
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
  await indexer.syncTo(head);
  const state = {
    activity: await rows(
      database.db,
      sql`select action, log_key, created_at from activity where log_key is not null order by log_key`,
    ),
    holdings: await rows(database.db, sql`select item_id, owner, balance::int from holdings order by 1, 2`),
  };
  await database.drop();
  return { fetched, state, head };
}

describe('catch-up headers (final ranges)', () => {
  it("takes each block's hash and time from its logs: headers only for ranges ending without a log, the same state as from headers", async () => {
    const stamped = await catchUp(false);
    const unstamped = await catchUp(true);
    const { withLogs, rangeEnds } = stamped.fetched;
    // Without blockTimestamp a header for each block with logs (six here, and the deployment's), as before.
    expect(withLogs.size).toBeGreaterThanOrEqual(7);
    for (const n of withLogs) expect(unstamped.fetched.headers).toContain(n);
    // With it only the last block of a range without a log of its own, where the checkpoint goes.
    const wanted = rangeEnds.filter((n) => !withLogs.has(n));
    expect(stamped.fetched.headers.sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    expect(stamped.state.activity).toHaveLength(5);
    // The same rows at the same times: a block's time from its logs is its header's.
    expect(stamped.state).toEqual(unstamped.state);
    // Two fresh databases, each migrated: seconds apiece on a loaded machine.
  }, 120_000);
});
