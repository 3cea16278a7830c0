// Bundles src/main.ts into dist/main.js (design.md §3). npm packages stay external and load from
// node_modules at run time; the workspace package @satchel/shared is TypeScript source, so it is
// bundled. The product version comes from the root package.json.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const serverRoot = new URL('.', import.meta.url);
const serverManifest = JSON.parse(readFileSync(new URL('package.json', serverRoot), 'utf8'));
const rootManifest = JSON.parse(readFileSync(new URL('../../package.json', serverRoot), 'utf8'));
const BUNDLED_PACKAGES = new Set(['@satchel/shared']);

await build({
  entryPoints: [new URL('src/main.ts', serverRoot).pathname],
  outfile: new URL('dist/main.js', serverRoot).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  // Marking a package external also covers its subpaths (`hono/cors`, `@hono/node-server/...`).
  external: Object.keys(serverManifest.dependencies).filter((name) => !BUNDLED_PACKAGES.has(name)),
  define: { __SATCHEL_VERSION__: JSON.stringify(rootManifest.version) },
  logLevel: 'info',
});
