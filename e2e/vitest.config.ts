import '../scripts/lib/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Each file starts a whole stack (chain, server) and a browser on a copy of the run's seeded world, made
    // once by the setup: two files side by side. A journey waits on blocks, the indexer and timers more than on
    // the CPU, so two took 759 s where one at a time took 1,127 s on the same 2 cores, every journey passing.
    fileParallelism: true,
    maxWorkers: 2,
    // The run's seeded world, which the stacks copy (src/template.ts).
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
