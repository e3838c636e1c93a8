import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `quietFor()` (milliseconds without traffic) reaches `quietMs`, or after `maxMs` whatever it
 * says: the one wait behind a stopping server's drain and the demo seed's stepping aside for readers.
 */
export async function untilQuiet(quietFor: () => number, quietMs: number, maxMs: number): Promise<void> {
  const until = performance.now() + maxMs;
  for (;;) {
    // After the poll phase, so that what arrived meanwhile has been seen.
    await afterIo();
    const quiet = quietFor();
    const left = until - performance.now();
    if (quiet >= quietMs || left <= 0) return;
    await sleep(Math.min(quietMs - quiet, left));
  }
}
