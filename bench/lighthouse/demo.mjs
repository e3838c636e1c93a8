// The demo market as the bench sees it: when its seeding has finished (from the server's log), and the URLs of
// the four measured pages, a demo token and a demo creator found through the API.

/** The seed's last line on a fresh data directory (apps/server/src/seed/market.ts), or its failure. */
const SEEDED = /demo market: \d+ follows and likes/;
const FAILED = /demo market seed failed/;

/** Watches the app's output; `finished` turns true at the seed's last line, `done()` waits for it. */
export function seedWatcher() {
  const watcher = { finished: false };
  const done = new Promise((resolve, reject) => {
    watcher.onLine = (line) => {
      if (SEEDED.test(line)) {
        watcher.finished = true;
        resolve();
      } else if (FAILED.test(line)) reject(new Error(`the demo market seed failed: ${line}`));
    };
  });
  done.catch(() => {});
  watcher.done = (timeoutMs) =>
    Promise.race([
      done,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`the demo market did not finish seeding in ${timeoutMs / 1000} s`)),
          timeoutMs,
        ).unref(),
      ),
    ]);
  return watcher;
}

/** Paths of home, explore, a demo token (a listed image when there is one) and the top demo creator's profile. */
export async function demoPages(base) {
  const get = async (path) => {
    const res = await fetch(`${base}/api/v1${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return res.json();
  };
  const { items } = await get('/tokens?filter=All&page=1&limit=20');
  const token = items.find((t) => t.mediaKind === 'image' && t.listing?.price) ?? items[0];
  const [creator] = await get('/users/top-creators');
  if (!token || !creator) throw new Error('no demo token or creator: is the demo market there?');
  return {
    home: '/',
    explore: '/explore/All',
    token: `/info/${token.owner.address}/${token.contract}/${token.tokenId}`,
    profile: creator.customUrl ? `/${encodeURIComponent(creator.customUrl)}` : `/user/${creator.address}`,
  };
}
