// Compiles the server to one ESM file, dist/main.js, so that production runs `node apps/server/dist/main.js`
// without a TypeScript loader. The workspaces' packages (@agora/*) export TypeScript sources, so they are
// bundled in; every other package stays external and is resolved from node_modules at run time — native and
// data-carrying ones (sharp, PGlite's wasm and data files, pino's worker transports) must be, and it keeps
// the bundle small. The migrations stay in apps/server/drizzle (db/client.ts finds them from dist/).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outfile = path.join(root, 'dist', 'main.js');

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
  entryPoints: [path.join(root, 'src', 'main.ts')],
  outfile,
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
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes;
process.stdout.write(
  `built ${path.relative(process.cwd(), outfile)}${bytes ? ` (${Math.round(bytes / 1024)} KiB)` : ''}\n`,
);
