import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterServer, startServer } from './cluster-harness';

/** Shorter than the 5 s default, long enough for 200 requests on this machine. */
const DRAIN_MS = 3_000;
const REQUESTS = 200;

interface Outcome {
  /** ms after the signal the request was sent. */
  sentAt: number;
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
}

/** A GET through `agent`; never rejects, so that every failure is counted. */
function get(url: string, agent: http.Agent | false, sentAt: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () =>
        resolve({ sentAt, status: res.statusCode, connection: res.headers.connection, body }),
      );
      res.on('error', (err) => resolve({ sentAt, error: err.message }));
    });
    req.on('error', (err) => resolve({ sentAt, error: `${(err as { code?: string }).code ?? err.message}` }));
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
  });
}

/** An event stream read as raw text, to see the server's `retry:` lines; `ended` is when the server ends it. */
function openStream(url: string) {
  let text = '';
  const ended = new Promise<number>((resolve) => {
    http.get(url, { agent: false }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text += d;
      });
      res.on('close', () => resolve(performance.now()));
    });
  });
  return { text: () => text, ended };
}

/**
 * Issue 31 item 14: a rolling restart must not answer anyone with an error. On SIGTERM the server used to
 * close at once: requests sent around the signal got 503 "server is closing" or ECONNRESET.
 */
describe('SIGTERM on a server that keep-alive clients are using', () => {
  let server: ClusterServer;

  beforeAll(async () => {
    // PGlite and no chain: what is under test is the HTTP server's stop.
    server = await startServer('drain', {
      DATABASE_URL: '',
      RPC_URL: 'http://127.0.0.1:9',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'error',
    });
  }, 200_000);
  afterAll(() => server?.stop('SIGKILL'));

  it('answers 200 requests spread over the drain without an error, then exits', async () => {
    // Mostly the cheapest answer, so that a busy CI machine keeps up; every tenth reads the database.
    const live = `${server.url}/livez`;
    const api = `${server.url}/api/v1/categories`;
    // No socket limit: a request goes out when it is due (on an idle connection, else a new one), not when
    // a busy machine's server has answered the one before it.
    const keepAlive = new http.Agent({ keepAlive: true });
    // Connections the clients hold open when the signal comes; one of them stays idle to the end.
    await Promise.all(Array.from({ length: 16 }, () => get(api, keepAlive, 0)));
    const idle = new http.Agent({ keepAlive: true });
    expect((await get(api, idle, 0)).status).toBe(200);
    expect((await get(`${server.url}/readyz`, false, 0)).status).toBe(200);
    const stream = openStream(`${server.url}/api/v1/events`);
    await sleep(200);

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const killAt = performance.now() + 100;
    const step = (DRAIN_MS - 1_000 + 60) / REQUESTS;
    // From 60 ms before the signal (the window that failed) to a second before the drain ends.
    const outcomes = Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const sentAt = -60 + i * step;
        await sleep(killAt + sentAt - performance.now());
        return get(i % 10 ? live : api, keepAlive, sentAt);
      }),
    );
    await sleep(killAt - performance.now());
    const streamBeforeSignal = stream.text().length;
    server.child.kill('SIGTERM');

    // /readyz turns 503 at once, while everything else is still served.
    let ready: Outcome;
    for (;;) {
      ready = await get(`${server.url}/readyz`, false, performance.now() - killAt);
      if (ready.status !== 200) break;
      await sleep(20);
    }
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body ?? '')).toEqual({ status: 'draining' });
    // As soon as the server's event loop handles the signal (on a loaded CI machine, up to a second or so).
    expect(ready.sentAt).toBeLessThan(DRAIN_MS / 2);
    const drainingSeen = performance.now() - killAt;

    const answered = await outcomes;
    const failed = answered.filter((o) => o.status !== 200);
    expect(failed).toEqual([]);
    // Answers during the drain tell keep-alive clients to open their next request elsewhere.
    const duringDrain = answered.filter((o) => o.sentAt > drainingSeen);
    expect(duringDrain.length).toBeGreaterThan(REQUESTS / 2);
    expect(duringDrain.filter((o) => o.connection !== 'close')).toEqual([]);

    // The live stream stays open through the drain and ends with a reconnect hint.
    const streamEnded = (await stream.ended) - killAt;
    expect(streamEnded).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    const retry = /retry: (\d+)/.exec(stream.text().slice(streamBeforeSignal));
    expect(Number(retry?.[1])).toBeGreaterThanOrEqual(1_000);

    // The idle keep-alive connection does not hold the server open: it exits cleanly, not by the timeout.
    expect(await exited).toBe(0);
    keepAlive.destroy();
    idle.destroy();
  }, 60_000);
});
