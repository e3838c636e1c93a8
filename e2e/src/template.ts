import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Stack, startStack } from './stack';

/**
 * A whole stack (src/stack.ts) on a copy of the run's seeded world (src/seeded-world.ts, made once by the run's
 * setup): a second start on a copy skips PGlite's initdb (about 15 s) and the demo seed (about 12 s of both
 * cores), and runs the server bundle the run built (src/global-setup.ts). Without the run's setup the stack
 * starts empty.
 */
export async function seededStack(): Promise<Stack> {
  const template = inject('e2eTemplateDir');
  if (!template) return startStack();
  const env = { AGORA_SERVER_BUNDLE: inject('e2eServerBundle') };
  const dataDir = mkdtempSync(join(tmpdir(), 'agora-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return startStack({ dataDir, keepDataDir: false, env });
}
