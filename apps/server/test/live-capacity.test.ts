import { connect, type Socket } from 'node:net';
import { tokenChannel } from '@agora/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLocalBus } from '../src/cluster/bus';
import { publishLive } from '../src/events/hub';
import { createTestApp, downChain, type TestApp } from './helpers';
import { openSse, type SseStream } from './sse';

/**
 * Issue 32.9: the server holds at most LIVE_MAX_CONNECTIONS live streams (a clear 503 with Retry-After beyond),
 * and a reader that stops reading is closed once its pending bytes pass the limit, not buffered for ever.
 */
const bus = createLocalBus();
let t: TestApp;
let app: FastifyInstance;
let base: string;
const streams: SseStream[] = [];
const channel = tokenChannel('0x5fbdb2315678afecb367f032d93f642f64180aa3', '1');
const url = () => `${base}/api/v1/events?channels=${encodeURIComponent(channel)}`;

beforeAll(async () => {
  t = await createTestApp();
  const config = { ...t.config, LIVE_MAX_CONNECTIONS: 3 };
  app = await buildApp({ config, database: t.database, chain: downChain, bus, rateLimitPerMinute: 0 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await app.close();
  await t.close();
});

/** A raw HTTP client of the stream that never reads what it is sent. */
function stalledReader(): Promise<Socket> {
  const { hostname, port, pathname, search } = new URL(url());
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n\r\n`,
      );
      socket.once('data', () => {
        socket.pause();
        resolve(socket);
      });
    });
    socket.on('error', reject);
  });
}

describe('live stream capacity', () => {
  it('refuses a stream beyond the server cap with 503, Retry-After and a message, and takes one again when a place frees', async () => {
    for (let i = 0; i < 3; i++) streams.push(await openSse(url()));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await fetch(url(), { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Live updates are busy right now. They will resume shortly.',
    );
    streams.pop()?.close();
    await expect
      .poll(async () => {
        const again = await openSse(url());
        if (again.status === 200) streams.push(again);
        return again.status;
      })
      .toBe(200);
  });

  it('closes a reader that stops reading once its pending bytes pass the limit; readers that read keep theirs', async () => {
    streams.pop()?.close();
    const stalled = await stalledReader();
    let closed = false;
    stalled.on('close', () => {
      closed = true;
    });
    const reading = streams[0] as SseStream;
    const before = reading.events.length;
    // About 24 MB of events: more than loopback socket buffers and the 1 MiB limit together.
    const text = 'x'.repeat(6_000);
    for (let round = 0; round < 40; round++) {
      publishLive(
        bus,
        Array.from({ length: 100 }, () => ({
          channels: [channel],
          event: { type: 'token', change: 'listing', text } as never,
        })),
      );
      // A reader that reads keeps up with each burst before the next (on a loaded machine, 24 MB at once
      // would leave even a reading client's socket behind by more than the limit).
      await expect
        .poll(() => reading.events.length - before, { timeout: 30_000 })
        .toBeGreaterThanOrEqual((round + 1) * 100);
    }
    stalled.resume();
    await expect.poll(() => closed, { timeout: 20_000 }).toBe(true);
    await expect.poll(() => reading.events.length - before, { timeout: 60_000 }).toBe(4_000);
  }, 120_000);
});
