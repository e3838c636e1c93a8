import '../../scripts/lib/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock: they need modules of their own (a module another file in the same
// worker loaded first would not be replaced).
const MOCKING = ['test/collection-trait-plans.test.ts'];

export default defineConfig({
  test: {
    // PGlite start-up dominates; each file shares one instance, files run in parallel on the 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The rest share each worker's modules (isolate: false): every file builds its own app, database and
        // chain (no singletons, docs/server.md), and loading the server's modules again for each of 72 files
        // was a third of the suite's time (549 s isolated, 360 s shared, on the 2-core machine).
        test: { name: 'server', include: ['test/**/*.test.ts'], exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'server-mocking', include: MOCKING } },
    ],
  },
});
