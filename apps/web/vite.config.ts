import '../../scripts/lib/node20-polyfills.ts';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

// The API runs on port 3000 in development (API_URL overrides); the browser always calls same-origin paths.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The app and every library in it (React Router, TanStack Query, Radix, Tiptap, wagmi) run on Preact through
 * preact/compat: about 50 KB gzip less initial JavaScript than React 19 (docs/performance.md, "Preact"). The
 * sources keep importing `react` (and TypeScript keeps @types/react); every specifier that would load React
 * resolves here, in the browser build, the server-rendering build and the unit tests alike.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  // No React plugin: its Fast Refresh runtime needs React itself. The JSX transform is Vite's own (tsconfig's
  // `react-jsx`, through the aliases above); in development an edit reloads the page.
  plugins: [tailwindcss()],
  resolve: {
    alias: preactCompat,
    // Vitest leaves out the `module` condition, so a library's CommonJS build (React Router's) would load and
    // `require('react')` past the aliases; with it, the ES module builds load and go through them.
    conditions: mode === 'test' ? ['module', 'node', 'development|production'] : undefined,
  },
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
      // Radix's and TanStack Query's `"use client"` lines mean nothing in a client bundle (React's plugin, no
      // longer used, silenced them too).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
  // The server-rendering bundle (dist-ssr, loaded by the API server) carries its dependencies inside it (so
  // the aliases reach them too) and runs under plain Node, with the JSX's development or production build
  // fixed at build time rather than by the server's NODE_ENV.
  ssr: { noExternal: true },
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') }
    : undefined,
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Libraries that import React are run through Vite, not loaded by Node, so that the aliases reach them;
    // Testing Library as its ES module build and Tiptap's external-store hooks as ES modules (a CommonJS
    // `require('react')` would bypass them).
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/test/syncStoreWithSelector.ts', import.meta.url)),
      },
    ],
    server: {
      deps: {
        inline: [
          /react/,
          /@radix-ui/,
          /@tiptap/,
          /wagmi/,
          /@testing-library/,
          /use-sidecar/,
          /use-callback-ref/,
        ],
      },
    },
  },
}));
