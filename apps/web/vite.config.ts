import '../../scripts/lib/node20-polyfills.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

// The API runs on port 3000 in development (API_URL overrides); the browser always calls same-origin paths.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // No React plugin: the JSX transform is Vite's own (tsconfig's `react-jsx`); in development an edit reloads
  // the page (no Fast Refresh).
  plugins: [tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ipfs': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  // The entry's own chunks are preloaded from index.html, but a dynamic import preloads nothing: Vite's helper
  // added a <link rel=modulepreload> per dependency of the page's chunk (40–60 on the token page) inside the
  // entry's first task, about 580 ms of a phone's main thread at Lighthouse's 4× slowdown (issue 17). The
  // browser fetches a chunk's static imports itself.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // Radix's and TanStack Query's `"use client"` lines mean nothing in a client bundle (React's plugin, not
      // used here, silences them too).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
  // The server-rendering bundle (dist-ssr, loaded by the API server) carries its dependencies inside it and runs
  // under plain Node, with React's build (production unless built under another NODE_ENV, like the JSX) fixed
  // at build time rather than by the server's NODE_ENV.
  ssr: { noExternal: true },
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') }
    : undefined,
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Above the 10 s that findBy… and waitFor may wait (src/test/setup.ts), so a slow step fails as what it is.
    testTimeout: 30_000,
    // Both cores (vitest's default leaves one free): the suite took 176 s on one and 120 s on two.
    maxWorkers: 2,
    projects: [
      // Files that share their worker's modules and page (isolate: false): loading the app's modules and a new
      // happy-dom for each file was half of the suite's time.
      { extends: true, test: { name: 'web', include: TESTS, exclude: replacing(), isolate: false } },
      // Files that replace modules or globals (vi.mock, vi.spyOn, vi.stubGlobal, or the helpers that do) need
      // modules of their own: a module another file of the same worker loaded first would not be replaced.
      { extends: true, test: { name: 'web-replacing', include: replacing() } },
    ],
  },
}));

const TESTS = ['src/**/*.test.{ts,tsx}'];
const REPLACES = /vi\.(mock|doMock|spyOn|stubGlobal|stubEnv)\(|test\/(trade|wallet)'/;

/** The test files that replace a module or a global, found by reading them (a new one needs no list edit). */
function replacing(): string[] {
  const src = join(import.meta.dirname, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => `src/${file}`);
}
