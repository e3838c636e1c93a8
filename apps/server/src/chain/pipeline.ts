import type { Deployment } from '@agora/chain';
import { eq, sql } from 'drizzle-orm';
import { collectionsOfItems, refreshCollectionStats } from '../collections/stats';
import type { Db } from '../db/client';
import { appliedLogs, currencies, indexedBlocks, indexerCheckpoints } from '../db/schema';
import { applierFor, wantedRows } from './appliers';
import { type FundsReader, recheckFunds, touchesOf } from './appliers/funds';
import { applyMarketTerms, marketTerms, TERMS_EVENTS } from './appliers/market-terms';
import { unixSeconds } from './appliers/rows';
import type { UsdPrices } from './appliers/sale-rows';
import { expireListings, repriceDeclining } from './appliers/validity';
import { WorkingSet } from './appliers/working-set';
import { writeRows } from './bulk';
import { type AgoraEvent, decodeAgoraLog } from './contracts';
import type { Tx } from './journal';
import { logKey, ZERO } from './log-values';
import type { ChainLog } from './raw-logs';
import { batchTrace } from './trace';

/** One block as the pipeline applies it: its logs of Agora's contracts, in log order. */
export interface ChainBlock {
  number: number;
  hash: string;
  /** null in bulk mode (blocks deep enough to be final are not linked one by one). */
  parentHash: string | null;
  timestamp: Date;
  logs: ChainLog[];
}

export interface Checkpoint {
  number: number;
  hash: string;
}

// Decoding is the largest Node-side cost of indexing; the live events of applied blocks read the same log
// objects right after the pipeline, so each is decoded once (entries go with their blocks).
const decoded = new WeakMap<ChainLog, AgoraEvent | null>();

/** decodeAgoraLog, once per log object. */
export function eventOf(d: Deployment, log: ChainLog): AgoraEvent | null {
  let event = decoded.get(log);
  if (event === undefined) {
    event = decodeAgoraLog(d, log);
    decoded.set(log, event);
  }
  return event;
}

export class ReorgDetectedError extends Error {
  override readonly name = 'ReorgDetectedError';
}

// Serialises block application across processes sharing the database (indexer leader and /tx handlers).
const BLOCK_LOCK = 7_402_111;
const CHECKPOINT = 'main';
type Applier = NonNullable<ReturnType<typeof applierFor>>;
/** Journal and block hashes older than this many blocks below the checkpoint are pruned. */
export const KEEP_BLOCKS = 512;

/**
 * Takes the block lock for the rest of `tx`: no batch is applied or rolled back until it ends, so what `tx`
 * reads of the checkpoint stays the state the database holds (tokens/recheck.ts).
 */
export async function lockBlocks(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BLOCK_LOCK})`);
}

export async function readCheckpoint(db: Db | Tx): Promise<Checkpoint | null> {
  const [row] = await db.select().from(indexerCheckpoints).where(eq(indexerCheckpoints.name, CHECKPOINT));
  return row ? { number: row.blockNumber, hash: row.blockHash } : null;
}

export async function pricing(tx: Tx, d: Deployment) {
  const list = await tx.select().from(currencies);
  const bySymbol: Record<string, string> = { VSW: d.vsw, WBNB: d.wbnb };
  const byAddress = new Map<string, string>([[ZERO, 'BNB']]);
  for (const c of list) {
    const address = (c.address ?? bySymbol[c.symbol])?.toLowerCase();
    if (address) byAddress.set(address, c.symbol);
  }
  const usd: UsdPrices = new Map(list.map((c) => [c.symbol, Number(c.usdPrice)]));
  return { symbolOf: (a: string) => byAddress.get(a.toLowerCase()) ?? a.toLowerCase(), usd };
}

/**
 * Applies consecutive blocks in one database transaction: each log once (keyed by chain id, block hash and log
 * index), then the sale rows of touched items, the block hashes and the checkpoint. Each table is read once
 * and written once per batch (see WorkingSet). Blocks deeper than the confirmations (`final`) cannot be
 * reorged away and are applied without an undo journal; recent blocks come linked to their parents and each
 * gets its own undo entries. With `funds`, the live bids of accounts a bid currency's log touched are re-checked
 * (appliers/funds.ts). The blocks come in groups, possibly as they are fetched (an async iterable): each group is
 * decoded, loaded and applied in memory as it arrives, so the next one is fetched meanwhile, and the rows are
 * written once after the last (the iterable is always read to its end). Answers every block the groups held and
 * whether any was applied (none when another process or an earlier report had applied them all).
 */
export async function applyBlocks(
  db: Db,
  d: Deployment,
  groups: Iterable<ChainBlock[]> | AsyncIterable<ChainBlock[]>,
  final: boolean,
  funds?: FundsReader,
): Promise<{ blocks: ChainBlock[]; applied: boolean }> {
  const trace = batchTrace();
  trace?.begin();
  const blocks: ChainBlock[] = [];
  return db.transaction(async (tx) => {
    await lockBlocks(tx);
    const cp = await readCheckpoint(tx);
    const ws = new WorkingSet(tx);
    const { symbolOf, usd } = await pricing(tx, d);
    trace?.mark('lock');
    const todo: ChainBlock[] = [];
    // Log keys not applied before; null for final blocks, whose logs all are (see below).
    const fresh = final ? null : new Set<string>();
    const dirty = new Set<number>();
    const trades = new Set<string>();
    const accepted = new Map<string, number>();
    let terms = false;
    let current: ChainBlock | null = null;
    for await (const group of groups) {
      blocks.push(...group);
      const start = todo.length;
      todo.push(...group.filter((b) => !cp || b.number > cp.number));
      const added = todo.slice(start);
      if (!added.length) continue;
      trace?.group(
        added.reduce((n, b) => n + b.logs.length, 0),
        added[0]?.number ?? 0,
        added.at(-1)?.number ?? 0,
      );
      const unlinked = added.find((b, i) => {
        const before = i > 0 ? added[i - 1] : todo[start - 1];
        if (before) return b.parentHash && b.parentHash !== before.hash;
        return cp && b.parentHash && cp.number === b.number - 1 && cp.hash !== b.parentHash;
      });
      if (unlinked) {
        throw new ReorgDetectedError(`block ${unlinked.number} does not follow the block before it`);
      }
      // Final blocks are gated by the checkpoint alone: it commits with their effects, so a final block above it
      // was never applied, and nothing reads their log keys (a rollback never reaches a final block). Writing a
      // key per log was the costliest statement of a catch-up (docs/indexer.md); recent blocks keep theirs.
      if (fresh) for (const k of await freshLogs(tx, d.chainId, added)) fresh.add(k);
      trace?.mark('keys');
      // A loop, not filter/flatMap: those built two arrays per log of a catch-up.
      const applied: { block: ChainBlock; log: ChainLog; event: AgoraEvent; apply: Applier }[] = [];
      for (const block of added) {
        for (const log of block.logs) {
          if (fresh && !fresh.has(logKey(block.hash, log.logIndex))) continue;
          const event = eventOf(d, log);
          const apply = event && applierFor(event);
          if (event && apply) applied.push({ block, log, event, apply });
        }
      }
      terms ||= applied.some((a) => TERMS_EVENTS.has(a.event.eventName));
      trace?.mark('decode');
      await ws.preload(
        wantedRows(
          d,
          applied.map((a) => a.event),
        ),
      );
      for (const { block, log, event, apply } of applied) {
        if (block !== current) {
          current = block;
          ws.beginBlock(final ? null : { chainId: d.chainId, number: block.number, hash: block.hash });
        }
        await apply(
          {
            ws,
            deployment: d,
            blockNumber: block.number,
            at: block.timestamp,
            txHash: String(log.transactionHash),
            logKey: logKey(block.hash, log.logIndex),
            symbolOf,
            dirty,
            trades,
            accepted,
          },
          event,
        );
      }
      trace?.mark('apply');
      // Inserted now, while the next range is fetched, rather than with the rest after the last range.
      await ws.flushAppended();
    }
    const first = todo[0];
    const last = todo.at(-1);
    if (!first || !last) return { blocks, applied: false };
    // Listings whose end time passed by the last block leave the market, journaled under that block (whose
    // changes, when it had logs, are still being journaled).
    if (current !== last) {
      ws.beginBlock(final ? null : { chainId: d.chainId, number: last.number, hash: last.hash });
    }
    await expireListings(ws, last.timestamp, dirty);
    await repriceDeclining(ws, last.timestamp, dirty);
    trace?.mark('expire');
    // A fee or currency change holds the orders the marketplace now refuses and frees those it takes again.
    if (terms) {
      await applyMarketTerms(ws, await marketTerms(tx, d, symbolOf), last.timestamp, dirty);
      trace?.mark('terms');
    }
    // Bids whose bidder's balance or allowance a currency log changed are re-read from the chain (issue 32.4).
    if (funds) {
      for (const id of await recheckFunds(ws, touchesOf(d, todo, fresh), symbolOf, funds, !final)) {
        dirty.add(id);
      }
      trace?.mark('funds');
    }
    // Sale rows are derived: a rollback recomputes them, so they are never journaled.
    ws.beginBlock(null);
    await ws.refreshSales(dirty, usd, unixSeconds(last.timestamp));
    trace?.mark('sale-rows');
    await ws.flush();
    // Collection stats are derived too: recomputed for the collections the batch touched (collections/stats.ts).
    await refreshCollectionStats(tx, await collectionsOfItems(tx, dirty), {
      since: first.timestamp,
      withStale: true,
    });
    trace?.mark('stats');
    const recorded = todo.filter((b) => b.logs.length || b.parentHash);
    if (recorded.length) {
      await tx
        .insert(indexedBlocks)
        .values(
          recorded.map((b) => ({
            chainId: d.chainId,
            number: b.number,
            hash: b.hash,
            parentHash: b.parentHash ?? '',
          })),
        )
        .onConflictDoUpdate({
          target: [indexedBlocks.chainId, indexedBlocks.number],
          set: { hash: sql`excluded.hash`, parentHash: sql`excluded.parent_hash` },
        });
    }
    await saveCheckpoint(tx, d.chainId, { number: last.number, hash: last.hash });
    // Pruning runs when the batch crosses a multiple of 100 blocks.
    if (Math.floor(last.number / 100) > Math.floor((first.number - 1) / 100)) {
      await prune(tx, d.chainId, last.number - KEEP_BLOCKS);
    }
    trace?.mark('checkpoint');
    return { blocks, applied: true };
  });
}

/** Records the blocks' log keys in one statement; answers the keys that were not there yet. */
async function freshLogs(tx: Tx, chainId: number, blocks: ChainBlock[]): Promise<Set<string>> {
  const values = blocks.flatMap((b) =>
    b.logs.map((log) => ({
      chainId,
      blockHash: b.hash,
      logIndex: Number(log.logIndex),
      blockNumber: b.number,
      txHash: String(log.transactionHash),
    })),
  );
  const inserted = await writeRows(tx, appliedLogs, values, undefined, {
    conflict: 'nothing',
    returning: sql`block_hash, log_index`,
  });
  return new Set(inserted.map((r) => logKey(String(r.block_hash), r.log_index)));
}

export async function saveCheckpoint(tx: Tx, chainId: number, cp: Checkpoint) {
  await tx
    .insert(indexerCheckpoints)
    .values({ name: CHECKPOINT, chainId, blockNumber: cp.number, blockHash: cp.hash })
    .onConflictDoUpdate({
      target: indexerCheckpoints.name,
      set: { blockNumber: cp.number, blockHash: cp.hash, updatedAt: new Date() },
    });
}

async function prune(tx: Tx, chainId: number, below: number) {
  await tx.execute(sql`delete from log_effects where chain_id = ${chainId} and block_number < ${below}`);
  await tx.execute(sql`delete from indexed_blocks where chain_id = ${chainId} and number < ${below}`);
}
