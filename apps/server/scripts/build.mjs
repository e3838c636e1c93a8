// Compiles the server to one ESM file, dist/main.js, so that production runs `node apps/server/dist/main.js`
// without a TypeScript loader; likewise the contracts' deployment CLI (@agora/chain's deploy-cli.ts) to
// dist/deploy-cli.js, which `npm start` runs before the server (scripts/start.mjs, AGORA_SERVER_BUNDLE).
// The workspaces' packages (@agora/*) export TypeScript sources, so they are bundled in; every other package stays external and is resolved from node_modules at run time — native and
// data-carrying ones (sharp, PGlite's wasm and data files, pino's worker transports) must be, and it keeps
// the bundle small. The migrations stay in apps/server/drizzle (db/client.ts finds them from dist/).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, 'dist');

/** Bare imports other than @agora/* are external; relative and workspace imports are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@agora/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: path.join(root, 'src', 'main.ts'),
    'deploy-cli': path.join(root, '..', '..', 'packages', 'chain', 'src', 'deploy-cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces in logs name src/*.ts lines, not bundle offsets.
  banner: { js: 'process.setSourceMapsEnabled(true);' },
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
for (const [file, { bytes }] of Object.entries(result.metafile.outputs))
  if (file.endsWith('.js')) process.stdout.write(`built ${file} (${Math.round(bytes / 1024)} KiB)\n`);
