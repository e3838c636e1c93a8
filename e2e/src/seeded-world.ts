import { renameSync, rmSync } from 'node:fs';
import { startStack } from './stack';

const SETTLE_TIMEOUT_MS = 180_000;

/**
 * Makes the run's seeded world in `template`: the chain with the contracts and the demo market, the database
 * that indexed it, and the market's media, from one whole `npm start` on an empty directory, kept when it stops.
 * Made once, before any test file starts (the files may run side by side), and copied by each file's stack.
 */
export async function makeTemplate(template: string, env: Record<string, string>): Promise<void> {
  // Made beside its final place and renamed when complete: a failed attempt leaves nothing a later file copies.
  const building = `${template}.building`;
  rmSync(building, { recursive: true, force: true });
  const stack = await startStack({ dataDir: building, env });
  try {
    await settled(stack.url);
  } finally {
    // start.mjs stops the server, then anvil, which writes the chain (blocks and logs too) to the directory.
    await stack.stop();
  }
  renameSync(building, template);
}

/**
 * Resolves once the demo market is complete (its last step, the social graph, puts a Follow in the activity
 * feed) and the indexer has applied every block, so a copy's server has nothing left to catch up on.
 */
async function settled(url: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const get = async (path: string) => (await fetch(`${url}/api/v1${path}`)).json();
  while (Date.now() < deadline) {
    const follows = await get('/activity?filter=Follow&page=1&limit=1');
    const health = await get('/health');
    if (follows.items?.length > 0 && health.indexer?.indexedBlock === Number(health.blockNumber)) return;
    // Seldom enough for the seed, which steps aside while the server has answered a request in the last
    // 400 ms (apps/server/src/system/reader-activity.ts).
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(
    `the demo market of the run's template was not complete within ${SETTLE_TIMEOUT_MS / 1000} s`,
  );
}
