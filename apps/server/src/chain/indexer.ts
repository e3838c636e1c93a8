import type { Deployment } from '@agora/chain';
import { sql } from 'drizzle-orm';
import type { Address, PublicClient } from 'viem';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { BackgroundLoop } from '../system/background-loop';
import { type FundsReader, fundsReader } from './appliers/funds';
import { watchedAddresses } from './contracts';
import { bidCurrencies } from './currency-logs';
import { BATCH_LOGS, FETCH_LOGS, FIRST_SPAN, type FinalRange, RangePlan } from './final-ranges';
import {
  applyBlocks,
  type ChainBlock,
  type Checkpoint,
  eventOf,
  ReorgDetectedError,
  readCheckpoint,
} from './pipeline';
import { readFinalBlocks, readLinkedBlocks } from './read-blocks';
import { recordedBlocks, rollbackAbove } from './rollback';
import { batchTrace } from './trace';

export interface IndexerOptions {
  db: Db;
  client: PublicClient;
  deployment: Deployment;
  /** Blocks this deep below the head are final: fetched in ranges without linking parent hashes. */
  confirmations?: number;
  /** Most blocks per eth_getLogs range in catch-up (what RPC providers accept). */
  batchSize?: number;
  /**
   * Logs a batch of final blocks (one transaction) holds at most, about (default BATCH_LOGS: 100,000); a batch
   * takes whole ranges.
   */
  batchLogs?: number;
  /**
   * Logs a fetched range of final blocks aims at (default FETCH_LOGS: 10,000, at most `batchLogs`): ranges shrink
   * on dense blocks and grow on sparse ones, and each is fetched while the one before it is applied.
   */
  rangeLogs?: number;
  pollMs?: number;
  /** Takes the leader lock; resolves to a release function, or null when another process leads. */
  acquireLeadership?: () => Promise<(() => Promise<void>) | null>;
  /**
   * How often a follower tries the lock again (default 1 s, or `pollMs` when shorter): a leader that dies
   * frees it with its connection, and a follower leads within this long whatever the chain's polling rate.
   */
  leaderRetryMs?: number;
  onError?: (err: unknown) => void;
  /**
   * Called after blocks with Agora logs are committed or rolled back (e.g. to clear cached pages), with the
   * blocks this process applied (none after a rollback, or when another process had applied them first).
   */
  onChange?: (applied: ChainBlock[]) => void;
}

export interface IndexerStatus {
  running: boolean;
  leader: boolean;
  indexedBlock: number | null;
  headBlock: number | null;
  lag: number | null;
}

/**
 * Follows the chain from the deployment block and applies every block's Agora logs through the pipeline.
 * Reorgs are found by linking parent hashes near the head (and by re-checking the checkpoint's hash), then
 * rolled back to the newest block still canonical. `syncTo` is also what POST /tx uses, so a reported
 * transaction is applied in chain order with everything before it.
 */
export class Indexer {
  private queue: Promise<unknown> = Promise.resolve();
  private leader = false;
  private head: number | null = null;
  private indexed: number | null = null;
  private readonly loop = new BackgroundLoop(() => this.follow());
  /** Logs in the blocks this process applied (a metric: /metrics reads it). */
  private applied = 0;
  /** Agora's contracts and the bid currencies (their Transfer/Approval logs re-check bids' funds). */
  private watched: Address[];
  private readonly funds: FundsReader;
  /** Blocks of the next final range: starts small, then follows the logs per block (nextSpan). */
  private span = FIRST_SPAN;

  constructor(private readonly o: IndexerOptions) {
    this.watched = [...watchedAddresses(o.deployment), ...bidCurrencies(o.deployment)];
    this.funds = fundsReader(o.client, o.deployment);
  }

  /** Adds the ERC-20s admins configured as currencies since (a bid can only be made in one of them). */
  private async watchCurrencies(): Promise<void> {
    const found = await rows<{ address: string }>(
      this.o.db,
      sql`select address from currencies where address is not null`,
    );
    const d = this.o.deployment;
    this.watched = [
      ...watchedAddresses(d),
      ...bidCurrencies(
        d,
        found.map((c) => c.address),
      ),
    ];
  }

  setErrorHandler(onError: (err: unknown) => void): void {
    this.o.onError = onError;
  }

  setChangeHandler(onChange: (applied: ChainBlock[]) => void): void {
    this.o.onChange = onChange;
  }

  get deployment(): Deployment {
    return this.o.deployment;
  }

  get appliedLogs(): number {
    return this.applied;
  }

  /** Applies every block up to `target` (serialised within this process; the database serialises the rest). */
  syncTo(target: number): Promise<void> {
    const run = this.queue.then(() => this.catchUp(target));
    this.queue = run.catch(() => undefined);
    return run;
  }

  status(): IndexerStatus {
    const lag = this.head !== null && this.indexed !== null ? Math.max(this.head - this.indexed, 0) : null;
    return {
      running: this.loop.running,
      leader: this.leader,
      indexedBlock: this.indexed,
      headBlock: this.head,
      lag,
    };
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async follow() {
    const pollMs = this.o.pollMs ?? 1_000;
    const retryMs = Math.min(pollMs, this.o.leaderRetryMs ?? 1_000);
    let release: (() => Promise<void>) | null = null;
    while (this.loop.running) {
      try {
        if (!release) {
          release = this.o.acquireLeadership ? await this.o.acquireLeadership() : async () => undefined;
          this.leader = release !== null;
        }
        if (release) await this.syncTo(Number(await this.o.client.getBlockNumber({ cacheTime: 0 })));
      } catch (err) {
        this.o.onError?.(err);
      }
      await this.loop.pause(release ? pollMs : retryMs);
    }
    if (release) await release();
    this.leader = false;
  }

  private async catchUp(target: number): Promise<void> {
    const { deployment: d, db } = this.o;
    this.head = Math.max(this.head ?? 0, target);
    batchTrace()?.restart();
    await this.watchCurrencies();
    for (let attempt = 0; attempt < 5; attempt++) {
      let cp = await readCheckpoint(db);
      if (cp?.hash && !(await this.isCanonical(cp))) {
        await this.rollback();
        cp = await readCheckpoint(db);
      }
      const from = (cp?.number ?? d.deployBlock - 1) + 1;
      try {
        await this.applyRange(from, target);
        this.indexed = (await readCheckpoint(db))?.number ?? null;
        return;
      } catch (err) {
        if (!(err instanceof ReorgDetectedError)) throw err;
        await this.rollback();
      }
    }
  }

  private async isCanonical(cp: Checkpoint): Promise<boolean> {
    const block = await this.o.client.getBlock({ blockNumber: BigInt(cp.number) }).catch(() => null);
    return block?.hash === cp.hash;
  }

  private async applyRange(from: number, target: number) {
    const confirmations = this.o.confirmations ?? 12;
    const maxSpan = this.o.batchSize ?? 2_000;
    let n = from;
    while (n <= target) {
      const finalUpTo = (this.head ?? target) - confirmations;
      if (n <= finalUpTo) n = (await this.applyFinal(n, Math.min(finalUpTo, target))) + 1;
      else n = (await this.applyLinkedBlocks(n, Math.min(n + maxSpan - 1, target))) + 1;
      this.indexed = n - 1;
    }
  }

  /**
   * Final blocks `from`…`last` in batches of about `batchLogs` logs, each one transaction fed by ranges of about
   * `rangeLogs` logs: a range is fetched (and decoded) while the one before it is applied, in the same transaction
   * or across two (one range ahead at most), so the RPC's work overlaps the indexer's and the database's instead
   * of adding to it — with one range per batch, fetching was a third of a catch-up's time (docs/indexer.md).
   * Answers the last block applied.
   */
  private async applyFinal(from: number, last: number): Promise<number> {
    const maxSpan = this.o.batchSize ?? 2_000;
    const batchLogs = this.o.batchLogs ?? BATCH_LOGS;
    const rangeLogs = Math.min(this.o.rangeLogs ?? FETCH_LOGS, batchLogs);
    const plan = new RangePlan(last, rangeLogs, maxSpan);
    const fetch = (n: number) => {
      const { to } = plan.next(n, this.span);
      return this.fetchFinalRange(n, to);
    };
    let ahead: FinalRange | null = fetch(from);
    let applied = from - 1;
    const indexer = this;
    // One batch's ranges: taken until the batch holds `batchLogs` logs, each starting the next one's fetch.
    async function* batch(): AsyncGenerator<ChainBlock[]> {
      let logs = 0;
      while (ahead && logs < batchLogs) {
        const range: FinalRange = ahead;
        const fetched = await range.blocks;
        batchTrace()?.mark('fetch');
        indexer.span = plan.fetched(range, fetched) ?? indexer.span;
        ahead = range.to < last ? fetch(range.to + 1) : null;
        logs += fetched.reduce((n, b) => n + b.logs.length, 0);
        applied = range.to;
        yield fetched;
      }
    }
    while (ahead) {
      await this.apply(batch(), true);
      this.indexed = applied;
    }
    return applied;
  }

  /**
   * Final blocks: one eth_getLogs per range, and headers only where the logs do not carry their block's hash and
   * time (blockStamp) and for the range's last block if it has no log (the checkpoint's hash); a batch applies one range or more
   * in one transaction. A failed fetch is reported when its range is awaited, or never if the round ends first.
   */
  private fetchFinalRange(from: number, to: number): FinalRange {
    const blocks = this.readFinalRange(from, to);
    blocks.catch(() => undefined);
    return { from, to, blocks };
  }

  private async readFinalRange(from: number, to: number): Promise<ChainBlock[]> {
    const blocks = await readFinalBlocks(this.o.client, this.watched, from, to);
    // Decoded now (eventOf keeps each log's event): a prefetched range is decoded while this process waits for
    // the database applying the range before it, instead of on the batch's own path.
    for (const b of blocks) for (const log of b.logs) eventOf(this.o.deployment, log);
    return blocks;
  }

  /**
   * Blocks near the head, each linked to its parent (a changed parent hash reveals a reorg), applied in one
   * transaction. Answers the last block applied: a reorg while fetching breaks the chain of parent hashes, and
   * only the blocks before the break are applied (the next round fetches the rest).
   */
  private async applyLinkedBlocks(from: number, to: number): Promise<number> {
    const blocks = await readLinkedBlocks(this.o.client, this.watched, from, to);
    batchTrace()?.mark('fetch');
    await this.apply([blocks], false);
    return from + blocks.length - 1;
  }

  private async apply(groups: Iterable<ChainBlock[]> | AsyncIterable<ChainBlock[]>, final: boolean) {
    // Not applied when another process (or an earlier report) had applied these blocks already.
    const { blocks, applied } = await applyBlocks(this.o.db, this.o.deployment, groups, final, this.funds);
    batchTrace()?.mark('commit');
    if (applied) this.applied += blocks.reduce((n, b) => n + b.logs.length, 0);
    if (blocks.some((b) => b.logs.length > 0)) this.o.onChange?.(applied ? blocks : []);
    batchTrace()?.mark('on-change');
  }

  /** Finds the newest recorded block still on the canonical chain and undoes everything above it. */
  private async rollback() {
    const { client, db, deployment: d } = this.o;
    let fork: Checkpoint = { number: d.deployBlock - 1, hash: '' };
    for (const r of await recordedBlocks(db, d.chainId)) {
      const canonical = await client.getBlock({ blockNumber: BigInt(r.number) }).catch(() => null);
      if (canonical?.hash === r.hash) {
        fork = r;
        break;
      }
    }
    await rollbackAbove(db, d, fork);
    this.indexed = fork.number;
    this.o.onChange?.([]);
  }
}
