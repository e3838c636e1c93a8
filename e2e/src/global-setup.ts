import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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
 * sources, and every stack starts one) and makes the directory in which the first file that needs a stack
 * keeps the run's seeded world, removed at the end, so no run starts from what another left behind.
 */
export default function setup(project: TestProject): () => void {
  execFileSync('npm', ['run', 'build', '-w', '@agora/server'], { cwd: root, stdio: 'inherit' });
  const runDir = mkdtempSync(join(tmpdir(), 'agora-e2e-run-'));
  project.provide('e2eTemplateDir', join(runDir, 'template'));
  project.provide('e2eServerBundle', join(root, 'apps', 'server', 'dist', 'main.js'));
  return () => rmSync(runDir, { recursive: true, force: true });
}
