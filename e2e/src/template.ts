import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Stack, startStack } from './stack';

const SETTLE_TIMEOUT_MS = 180_000;

/**
 * A whole stack (src/stack.ts) on a copy of the run's seeded world: the chain with the contracts and the demo
 * market, the database that indexed it, and the market's media. The first file of a run makes that world with
 * one whole `npm start` on an empty directory and keeps it when it stops; every later stack is a second start on
 * a copy, which skips PGlite's initdb (about 15 s) and the demo seed (about 12 s of both cores), and runs the
 * server bundle the run built (src/global-setup.ts). Without the run's setup the stack starts empty, as before.
 */
export async function seededStack(): Promise<Stack> {
  const template = inject('e2eTemplateDir');
  if (!template) return startStack();
  const env = { AGORA_SERVER_BUNDLE: inject('e2eServerBundle') };
  if (!existsSync(template)) await makeTemplate(template, env);
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return startStack({ dataDir, keepDataDir: false, env });
}

async function makeTemplate(template: string, env: Record<string, string>): Promise<void> {
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
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the demo market of the run's template was not complete within ${SETTLE_TIMEOUT_MS / 1000} s`,
  );
}
