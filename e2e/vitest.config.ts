import '../scripts/lib/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Each file starts a whole stack (chain, deployment, server) and a browser: one file at a time.
    fileParallelism: false,
    // The run's seeded world, which the stacks copy (src/template.ts).
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
