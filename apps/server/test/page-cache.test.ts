import { describe, expect, it } from 'vitest';
import { PageCache } from '../src/items/page-cache';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A loader that counts its calls and answers `body-<n>`. */
function counter() {
  let calls = 0;
  return {
    load: async () => {
      const n = ++calls;
      await sleep(5);
      return `body-${n}`;
    },
    calls: () => calls,
  };
}

describe('PageCache', () => {
  it('shares one load between concurrent misses and serves it until the ttl', async () => {
    const cache = new PageCache<string>(5000, 10_000);
    const c = counter();
    const bodies = await Promise.all([
      cache.get('a', c.load),
      cache.get('a', c.load),
      cache.get('b', c.load),
    ]);
    expect(bodies).toEqual(['body-1', 'body-1', 'body-2']);
    expect(await cache.get('a', c.load)).toBe('body-1');
    expect(c.calls()).toBe(2);
  });

  it('after the ttl answers with the old body while one reload runs, then with the new one', async () => {
    const cache = new PageCache<string>(30, 10_000);
    const c = counter();
    await cache.get('a', c.load);
    await sleep(40);
    expect(await Promise.all([cache.get('a', c.load), cache.get('a', c.load)])).toEqual(['body-1', 'body-1']);
    // The reload swaps in once done (timing on a loaded machine varies: poll for it).
    let body = '';
    for (let i = 0; i < 100 && body !== 'body-2'; i++) {
      await sleep(10);
      body = await cache.get('a', c.load);
    }
    expect(body).toBe('body-2');
  });

  it('after clear() loads afresh, and does not keep a load that was in flight', async () => {
    const cache = new PageCache<string>(5000, 10_000);
    const c = counter();
    expect(await cache.get('a', c.load)).toBe('body-1');
    const inFlight = cache.get('b', c.load);
    cache.clear();
    expect(await inFlight).toBe('body-2');
    expect(await cache.get('a', c.load)).toBe('body-3');
    expect(await cache.get('b', c.load)).toBe('body-4');
    expect(await cache.get('b', c.load)).toBe('body-4');
  });

  it('waits for a fresh load once an entry is too old, and does not keep failures', async () => {
    const cache = new PageCache<string>(10, 30);
    const c = counter();
    await cache.get('a', c.load);
    await sleep(40);
    expect(await cache.get('a', c.load)).toBe('body-2');
    const failing = () => Promise.reject(new Error('db down'));
    await expect(cache.get('x', failing)).rejects.toThrow('db down');
    expect(await cache.get('x', c.load)).toBe('body-3');
  });
});
