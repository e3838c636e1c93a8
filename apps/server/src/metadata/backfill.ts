import { type TokenMetadata, traitsOf } from '@agora/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { items } from '../db/schema';
import { InvalidCidError, type IpfsStore, parseCid } from '../ipfs/store';
import type { MediaStorage } from '../media/storage';
import { BackgroundLoop } from '../system/background-loop';
import { type ItemMedia, mediaOf } from './media';
import { type ReadFailure, readMetadata, TRANSIENT } from './read';

export interface BackfillDeps {
  db: Db;
  ipfs: IpfsStore;
  storage: MediaStorage;
  /** Items got their metadata (e.g. clear cached explore and search pages). */
  onChange?: (itemIds: number[]) => void;
  /** Reads given up and unexpected errors; the job goes on with the next item. */
  log?: { warn(detail: object, message: string): void };
}

export const BACKFILL_DEFAULTS = {
  /** Items claimed per round. */
  batch: 8,
  /** Pause between rounds that found nothing more to do. */
  pollMs: 2_000,
  /** Per read of the store (the metadata, a media file's head); reading a picture whole gets four times it. */
  timeoutMs: 5_000,
  /** Failed reads before an item is given up ('failed'), so a CID nobody holds is not asked for forever. */
  maxAttempts: 5,
  /** Wait after the first failed read, doubled after each further one (30 s, 1, 2, 4 min). */
  backoffMs: 30_000,
  /** How long a claimed item is left to the server that claimed it before another may take it. */
  leaseMs: 60_000,
};
export type BackfillOptions = Partial<typeof BACKFILL_DEFAULTS>;

export type Outcome = 'done' | 'retry' | 'failed';

interface Claimed {
  id: number;
  metadata_cid: string;
  creator: string;
  attempts: number;
}

/**
 * Reads the metadata JSON of items minted without a create draft (the applier marks them 'pending') and writes
 * their name, description, traits and media. It runs outside the indexer's transactions, so the indexer never
 * waits on the store. Any server may run it: an item is claimed with `for update skip locked` and a lease, and
 * every write is conditional on the item still being pending, so two servers (or a retry after a crash) at
 * worst read the same JSON twice and write the same values once. A leader-only job would have to follow the
 * indexer's leader lock for no gain in correctness.
 */
export class MetadataBackfill {
  private readonly o: typeof BACKFILL_DEFAULTS;
  private readonly loop = new BackgroundLoop(() => this.follow());

  constructor(
    private readonly d: BackfillDeps,
    options: BackfillOptions = {},
  ) {
    this.o = { ...BACKFILL_DEFAULTS, ...options };
  }

  /** One round: claims due items, reads each, and says how each ended. */
  async runOnce(): Promise<Record<Outcome, number>> {
    const counts: Record<Outcome, number> = { done: 0, retry: 0, failed: 0 };
    const changed: number[] = [];
    for (const item of await this.claim()) {
      const outcome = await this.process(item).catch((err: unknown) => {
        this.d.log?.warn({ err, itemId: item.id }, 'metadata backfill: unexpected error');
        return this.retry(item, 'error');
      });
      counts[outcome]++;
      if (outcome === 'done') changed.push(item.id);
    }
    if (changed.length) this.d.onChange?.(changed);
    return counts;
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async follow(): Promise<void> {
    while (this.loop.running) {
      let full = false;
      try {
        const c = await this.runOnce();
        full = c.done + c.retry + c.failed >= this.o.batch;
      } catch (err) {
        this.d.log?.warn({ err }, 'metadata backfill round failed');
      }
      // A full round may have left due items behind: the next starts at once.
      if (!full && this.loop.running) await this.loop.pause(this.o.pollMs);
    }
  }

  /** Due pending items, leased to this server by moving their retry time past the lease. */
  private claim(): Promise<Claimed[]> {
    return rows<Claimed>(
      this.d.db,
      sql`update items set metadata_retry_at = now() + ${this.o.leaseMs}::float8 * interval '1 millisecond'
          where id in (
            select id from items
            where metadata_fetch = 'pending' and (metadata_retry_at is null or metadata_retry_at <= now())
            order by metadata_retry_at nulls first, id limit ${this.o.batch}
            for update skip locked)
          returning id::float8 as id, metadata_cid, creator, metadata_attempts::int as attempts`,
    );
  }

  private async process(item: Claimed): Promise<Outcome> {
    let cid: ReturnType<typeof parseCid>;
    try {
      cid = parseCid(item.metadata_cid);
    } catch (err) {
      if (err instanceof InvalidCidError) return this.giveUp(item, 'invalid');
      throw err;
    }
    const read = await readMetadata(this.d.ipfs, cid, this.o.timeoutMs);
    if (!read.ok) {
      return TRANSIENT.has(read.failure) ? this.retry(item, read.failure) : this.giveUp(item, read.failure);
    }
    const media = await mediaOf(
      { ipfs: this.d.ipfs, storage: this.d.storage, timeoutMs: this.o.timeoutMs },
      item.creator,
      read.metadata,
    );
    return this.write(item, read.metadata, media);
  }

  /** Every field in one statement, only over a pending item of this CID: a draft's values are never replaced. */
  private async write(item: Claimed, m: TokenMetadata, media: ItemMedia): Promise<Outcome> {
    const name = m.name?.trim();
    await this.d.db
      .update(items)
      .set({
        ...(name ? { name } : {}),
        description: m.description ?? '',
        properties: traitsOf(m),
        media: null,
        mediaCid: media.mediaCid,
        preview: media.preview,
        mediaKind: media.mediaKind,
        metadataFetch: 'done',
        metadataAttempts: item.attempts + 1,
        metadataRetryAt: null,
      })
      .where(this.stillPending(item));
    return 'done';
  }

  /** Backoff doubling per failed read; the last allowed failure gives the item up. */
  private async retry(item: Claimed, reason: ReadFailure | 'error'): Promise<Outcome> {
    const attempts = item.attempts + 1;
    if (attempts >= this.o.maxAttempts) return this.giveUp(item, reason);
    const delay = this.o.backoffMs * 2 ** (attempts - 1);
    await this.d.db
      .update(items)
      .set({
        metadataAttempts: attempts,
        metadataRetryAt: sql`now() + ${delay}::float8 * interval '1 millisecond'`,
      })
      .where(this.stillPending(item));
    return 'retry';
  }

  private async giveUp(item: Claimed, reason: ReadFailure | 'error'): Promise<Outcome> {
    this.d.log?.warn({ itemId: item.id, cid: item.metadata_cid, reason }, 'metadata backfill gave up');
    await this.d.db
      .update(items)
      .set({ metadataFetch: 'failed', metadataAttempts: item.attempts + 1, metadataRetryAt: null })
      .where(this.stillPending(item));
    return 'failed';
  }

  private stillPending(item: Claimed) {
    return and(
      eq(items.id, item.id),
      eq(items.metadataFetch, 'pending'),
      eq(items.metadataCid, item.metadata_cid),
    );
  }
}
