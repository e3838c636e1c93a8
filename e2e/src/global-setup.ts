import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeTemplate } from './seeded-world';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's seeded world is kept once the first stack made it (src/template.ts). */
    e2eTemplateDir: string;
    /** The server bundle the run's stacks start (scripts/start.mjs, AGORA_SERVER_BUNDLE). */
    e2eServerBundle: string;
  }
}

const root = join(import.meta.dirname, '..', '..');

/**
 * Once per `vitest run`: builds the server (the bundle loads in about half the time tsx takes to load the
 * sources, and every stack starts one) and makes the run's seeded world in a directory of its own, removed at
 * the end, so no run starts from what another left behind.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  execFileSync('npm', ['run', 'build', '-w', '@agora/server'], { cwd: root, stdio: 'inherit' });
  const runDir = mkdtempSync(join(tmpdir(), 'agora-e2e-run-'));
  const cleanUp = () => rmSync(runDir, { recursive: true, force: true });
  const bundle = join(root, 'apps', 'server', 'dist', 'main.js');
  const template = join(runDir, 'template');
  try {
    await makeTemplate(template, { AGORA_SERVER_BUNDLE: bundle });
  } catch (err) {
    cleanUp();
    throw err;
  }
  project.provide('e2eTemplateDir', template);
  project.provide('e2eServerBundle', bundle);
  return cleanUp;
}
