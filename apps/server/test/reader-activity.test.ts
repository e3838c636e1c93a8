import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReaderActivity } from '../src/system/reader-activity';

/** A server whose `/slow` and `/events` answers stay open until `release()`. */
async function serverWithHeldAnswers(readers: ReaderActivity) {
  const app = Fastify();
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  app.get('/slow', async () => {
    await held;
    return { ok: true };
  });
  app.get('/events', async () => {
    await held;
    return { ok: true };
  });
  const stopCounting = readers.install(app, '/events');
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, release: () => release(), stopCounting };
}

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
};

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('ReaderActivity: background work waits for the readers being served', () => {
  let readers: ReaderActivity;
  let server: Awaited<ReturnType<typeof serverWithHeldAnswers>>;
  beforeEach(async () => {
    readers = new ReaderActivity();
    server = await serverWithHeldAnswers(readers);
  });
  afterEach(async () => {
    server.release();
    await server.app.close();
  });

  /** Whether background work found the server quiet within `ms` while a request to `path` was held open. */
  const quietWhileHeld = async (path: string, ms: number) => {
    const answer = fetch(`${server.url}${path}`);
    await wait(100);
    const quiet = settled(readers.whenQuiet());
    await wait(ms);
    const done = quiet.done;
    server.release();
    await answer;
    return done;
  };

  it('waits while a request is in flight and goes on once it has been answered', async () => {
    expect(await quietWhileHeld('/slow', 1_000)).toBe(false);
    await readers.whenQuiet();
  });

  it('does not count live streams, which stay open for as long as a page does', async () => {
    expect(await quietWhileHeld('/events', 600)).toBe(true);
  });

  it('no longer counts once the background work has stopped it', async () => {
    server.stopCounting();
    expect(await quietWhileHeld('/slow', 600)).toBe(true);
  });

  it('stops waiting after its bound under traffic that never pauses', async () => {
    const answer = fetch(`${server.url}/slow`);
    await wait(100);
    await readers.whenQuiet();
    server.release();
    await answer;
  });
});
