import { describe, expect, it } from 'vitest';
import { BackgroundLoop } from '../src/system/background-loop';

describe('BackgroundLoop', () => {
  it('runs its body once per start and ends a long pause at once on stop', async () => {
    let rounds = 0;
    let bodies = 0;
    const loop: BackgroundLoop = new BackgroundLoop(async () => {
      bodies++;
      while (loop.running) {
        rounds++;
        await loop.pause(60_000);
      }
    });
    expect(loop.running).toBe(false);
    loop.start();
    loop.start();
    expect(loop.running).toBe(true);
    const began = Date.now();
    await loop.stop();
    expect(Date.now() - began).toBeLessThan(1_000);
    expect(loop.running).toBe(false);
    expect({ bodies, rounds }).toEqual({ bodies: 1, rounds: 1 });
  });

  it('pauses for the time asked when not stopped', async () => {
    const loop = new BackgroundLoop(async () => undefined);
    const began = Date.now();
    await loop.pause(30);
    expect(Date.now() - began).toBeGreaterThanOrEqual(25);
  });
});
