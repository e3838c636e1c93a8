import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope counts. */
export const MAX_PAYLOAD_BYTES = 7999;
/** Channel names: lower-case identifiers, so that they can go into LISTEN unquoted-safe. */
const CHANNEL = /^[a-z][a-z0-9_]{0,40}$/;
/** Every channel is prefixed, so that Agora's notifications cannot collide with another app's on the database. */
const PREFIX = 'agora_';

export type Handler = (payload: unknown) => void;

/**
 * Change events between every server that shares the database. `publish` delivers to this process's
 * subscribers synchronously (a write's own server never waits for the database to tell it), then to every
 * other server's. A payload is any JSON value whose envelope fits PostgreSQL's 8000-byte NOTIFY limit.
 */
export interface ChangeBus {
  publish(channel: string, payload?: unknown): void;
  /** Answers the unsubscribe. */
  subscribe(channel: string, handler: Handler): () => void;
  /**
   * Called after the bus lost its connection and has it again: notifications sent meanwhile were missed, so a
   * subscriber that keeps state (a cache) should drop it.
   */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

export interface BusOptions {
  /** A failed NOTIFY, a lost connection, a throwing subscriber: logged, never thrown at the publisher. */
  onError?: (err: unknown) => void;
  /** First delay before reconnecting; doubles up to 5 s. */
  reconnectMs?: number;
}

/** The subscribers of this process, by channel. */
class Subscribers {
  private readonly byChannel = new Map<string, Set<Handler>>();
  constructor(private readonly onError: (err: unknown) => void) {}

  add(channel: string, handler: Handler): () => void {
    const set = this.byChannel.get(channel) ?? new Set();
    set.add(handler);
    this.byChannel.set(channel, set);
    return () => set.delete(handler);
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, payload: unknown): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}

function encode(from: string, payload: unknown): string {
  const text = JSON.stringify({ from, payload: payload ?? null });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new RangeError(`a bus payload is limited to ${MAX_PAYLOAD_BYTES} bytes with its envelope`);
  }
  return text;
}

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new RangeError(`bad bus channel name: ${channel}`);
}

/**
 * One process only (PGlite, the embedded default, is one process; tests): subscribers are called in-process.
 * Payloads are still checked as the PostgreSQL bus checks them, so code written against it works on both.
 */
export function createLocalBus(o: BusOptions = {}): ChangeBus {
  const subscribers = new Subscribers(o.onError ?? (() => undefined));
  return {
    publish(channel, payload) {
      checkChannel(channel);
      encode('', payload);
      subscribers.deliver(channel, payload ?? null);
    },
    subscribe(channel, handler) {
      checkChannel(channel);
      return subscribers.add(channel, handler);
    },
    onResync: () => undefined,
    close: async () => undefined,
  };
}

/**
 * LISTEN/NOTIFY: one dedicated connection listens on every subscribed channel and reconnects (with backoff,
 * listening again and telling `onResync` subscribers) when it drops; notifications are sent over the pool, one
 * at a time so that they arrive in the order they were published. A server hears its own notifications too
 * and skips them by the id in the envelope (it delivered them synchronously).
 */
export async function createPostgresBus(pool: pg.Pool, o: BusOptions = {}): Promise<ChangeBus> {
  const onError = o.onError ?? (() => undefined);
  const subscribers = new Subscribers(onError);
  const resyncs: Array<() => void> = [];
  const id = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let delay = o.reconnectMs ?? 250;
  let sending: Promise<unknown> = Promise.resolve();
  let listening: Promise<unknown> = Promise.resolve();

  const listen = (client: pg.Client, channel: string) => client.query(`LISTEN ${PREFIX}${channel}`);

  async function connect(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (n) => {
      if (!n.channel.startsWith(PREFIX) || !n.payload) return;
      try {
        const { from, payload } = JSON.parse(n.payload) as { from: string; payload: unknown };
        if (from !== id) subscribers.deliver(n.channel.slice(PREFIX.length), payload);
      } catch (err) {
        onError(err);
      }
    });
    client.on('error', (err) => {
      onError(err);
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    for (const channel of subscribers.channels()) await listen(client, channel);
    listener = client;
  }

  function lost(client: pg.Client): void {
    if (listener !== client) return;
    listener = null;
    client.end().catch(() => undefined);
    if (!closed) setTimeout(reconnect, delay).unref();
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connect();
      delay = o.reconnectMs ?? 250;
      for (const resync of resyncs) resync();
    } catch (err) {
      onError(err);
      delay = Math.min(delay * 2, 5_000);
      setTimeout(reconnect, delay).unref();
    }
  }

  await connect();
  return {
    publish(channel, payload) {
      checkChannel(channel);
      const text = encode(id, payload);
      subscribers.deliver(channel, payload ?? null);
      sending = sending
        .then(() => pool.query('select pg_notify($1, $2)', [PREFIX + channel, text]))
        .catch(onError);
    },
    subscribe(channel, handler) {
      checkChannel(channel);
      const isNew = !subscribers.channels().includes(channel);
      const off = subscribers.add(channel, handler);
      // One LISTEN after another: subscriptions made together would otherwise be queries sent at once on one
      // client, which pg deprecates.
      const client = listener;
      if (isNew && client) listening = listening.then(() => listen(client, channel)).catch(onError);
      return off;
    },
    onResync(handler) {
      resyncs.push(handler);
    },
    async close() {
      closed = true;
      await sending;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
