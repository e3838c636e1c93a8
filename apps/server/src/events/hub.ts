import type { LiveEvent } from '@agora/core';
import type { ChangeBus } from '../cluster/bus';

/** The bus channel every server's hub listens on: live events reach the clients of every server. */
export const LIVE_BUS_CHANNEL = 'live';

/** An event and the channels it is for; `user:<address>` is a session's private channel. */
export interface LiveMessage {
  channels: string[];
  event: LiveEvent;
}

export const userChannel = (address: string) => `user:${address.toLowerCase()}`;

/** Bytes of messages per bus payload: under the bus's 8,000-byte limit with its envelope. */
const BATCH_BYTES = 7_000;

/**
 * Sends to the clients of every server (this one synchronously), in order. Messages travel in batches of
 * up to BATCH_BYTES: a block of a thousand sales is a few dozen notifications, not a thousand (each one a
 * statement on PostgreSQL's bus, sent one after another).
 */
export function publishLive(bus: ChangeBus, messages: LiveMessage[]): void {
  let batch: LiveMessage[] = [];
  let bytes = 0;
  for (const m of messages) {
    const size = Buffer.byteLength(JSON.stringify(m)) + 1;
    if (batch.length && bytes + size > BATCH_BYTES) {
      bus.publish(LIVE_BUS_CHANNEL, batch);
      batch = [];
      bytes = 0;
    }
    batch.push(m);
    bytes += size;
  }
  if (batch.length) bus.publish(LIVE_BUS_CHANNEL, batch);
}

/** Open event streams per client address while rate limits are on (a few tabs, not a botnet's worth). */
export const LIVE_CONNECTIONS_PER_IP = 20;

export interface LiveClient {
  channels: ReadonlySet<string>;
  ip: string;
  send(id: number, event: LiveEvent): void;
  /** Closes the stream (the server is stopping). */
  end(): void;
}

interface Kept extends LiveMessage {
  id: number;
}

export interface HubOptions {
  /** Events kept for Last-Event-ID; a client further behind gets `reset`. */
  keep?: number;
  /** Open connections per client address; 0 = unlimited (rate limits off). */
  maxPerIp?: number;
  /** Open connections of this server in all; 0 = unlimited. */
  maxTotal?: number;
}

/** Why attach refused: the address has its share, or the server has all it holds. */
export type AttachResult = 'attached' | 'address-full' | 'server-full';

/**
 * This server's live clients. Each event from the bus gets the next id of this server; ids start at the boot
 * time in microseconds, so that a Last-Event-ID from an earlier process (or from another server, mostly) falls
 * outside the ring and gets `reset` rather than a wrong replay.
 */
export class LiveHub {
  private seq = Date.now() * 1_000;
  private readonly ring: Kept[] = [];
  private readonly clients = new Set<LiveClient>();
  private readonly perIp = new Map<string, number>();
  private readonly keep: number;
  private readonly maxPerIp: number;
  private readonly maxTotal: number;
  private readonly off: () => void;

  constructor(bus: ChangeBus, o: HubOptions = {}) {
    this.keep = o.keep ?? 1_000;
    this.maxPerIp = o.maxPerIp ?? 0;
    this.maxTotal = o.maxTotal ?? 0;
    this.off = bus.subscribe(LIVE_BUS_CHANNEL, (payload) => {
      for (const m of payload as LiveMessage[]) this.deliver(m);
    });
    // Events published while the bus was disconnected were missed: every client refetches.
    bus.onResync(() => {
      this.ring.length = 0;
      this.seq += 1;
      for (const c of this.clients) c.send(this.seq, { type: 'reset' });
    });
  }

  get lastId(): number {
    return this.seq;
  }

  get size(): number {
    return this.clients.size;
  }

  /**
   * Refused when the server holds its maximum of streams (1,200 streams from 60 addresses were all taken: each
   * is a socket and a buffer), or the address its share.
   */
  attach(client: LiveClient): AttachResult {
    if (this.maxTotal > 0 && this.clients.size >= this.maxTotal) return 'server-full';
    const open = this.perIp.get(client.ip) ?? 0;
    if (this.maxPerIp > 0 && open >= this.maxPerIp) return 'address-full';
    this.perIp.set(client.ip, open + 1);
    this.clients.add(client);
    return 'attached';
  }

  detach(client: LiveClient): void {
    if (!this.clients.delete(client)) return;
    const open = (this.perIp.get(client.ip) ?? 1) - 1;
    if (open > 0) this.perIp.set(client.ip, open);
    else this.perIp.delete(client.ip);
  }

  /**
   * The kept events after `lastId` for these channels, or null when some of them are no longer kept (or the
   * id is not one of this server's): the client must refetch.
   */
  since(lastId: number, channels: ReadonlySet<string>): Kept[] | null {
    const first = this.ring[0]?.id ?? this.seq + 1;
    if (!Number.isSafeInteger(lastId) || lastId < first - 1 || lastId > this.seq) return null;
    return this.ring.filter((m) => m.id > lastId && m.channels.some((c) => channels.has(c)));
  }

  /** Ends every stream: an open one would keep the server from closing. */
  close(): void {
    this.off();
    for (const c of this.clients) c.end();
    this.clients.clear();
    this.perIp.clear();
  }

  private deliver(m: LiveMessage): void {
    const kept = { ...m, id: ++this.seq };
    this.ring.push(kept);
    if (this.ring.length > this.keep) this.ring.shift();
    for (const c of this.clients) {
      if (m.channels.some((ch) => c.channels.has(ch))) c.send(kept.id, m.event);
    }
  }
}
