import { createReadStream } from 'node:fs';
import { cp, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` forwards API, WebDAV and runtime-config requests (the server's default port). */
const DEV_BACKEND_URL = 'http://localhost:8787';

const backendProxy = {
  '/api': { target: DEV_BACKEND_URL, changeOrigin: true },
  '/dav': { target: DEV_BACKEND_URL, changeOrigin: true },
};

/**
 * pdf.js data the PDF preview loads at run time: character maps (CJK and other CID fonts) and the
 * standard fonts PDFs may use without embedding. They land in `<outDir>/pdfjs/<folder>/` and are
 * served from `<base>pdfjs/<folder>/` (pdf-preview.tsx builds the same URLs).
 */
export const PDFJS_ASSETS_DIR = 'pdfjs';
export const PDFJS_DATA_FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;

/** The installed pdfjs-dist folder, wherever npm put it (hoisted or not). */
export function resolvePdfjsDistDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
}

/** Copies pdf.js's data folders from `pdfjsDir` into `<outDir>/pdfjs/`. */
export async function copyPdfjsAssets(pdfjsDir: string, outDir: string): Promise<void> {
  for (const folder of PDFJS_DATA_FOLDERS) {
    await cp(join(pdfjsDir, folder), join(outDir, PDFJS_ASSETS_DIR, folder), { recursive: true });
  }
}

/**
 * The file behind a dev request below `<base>pdfjs/` (`requestPath` is the rest, e.g.
 * `/cmaps/UniGB-UCS2-H.bcmap`), or null for anything outside the data folders.
 */
export function pdfjsAssetPath(pdfjsDir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  const [, folder, ...rest] = decoded.split('/');
  if (!PDFJS_DATA_FOLDERS.some((known) => known === folder) || rest.length === 0) return null;
  const folderDir = join(pdfjsDir, folder!);
  const file = resolve(folderDir, `.${sep}${rest.join(sep)}`);
  return file.startsWith(folderDir + sep) && !file.includes('\0') ? file : null;
}

/** Ships pdf.js's cMaps and standard fonts with the build, and serves them from node_modules in dev. */
function pdfjsAssets(): Plugin {
  const pdfjsDir = resolvePdfjsDistDir();
  return {
    name: 'satchel:pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(`${server.config.base}${PDFJS_ASSETS_DIR}`, (req, res) => {
        // Anything missing answers 404, never the SPA's index.html: pdf.js would parse the HTML.
        const notFound = () => {
          res.statusCode = 404;
          res.end('Not Found');
        };
        const file = pdfjsAssetPath(pdfjsDir, req.url ?? '');
        if (!file) return notFound();
        stat(file).then((stats) => {
          if (!stats.isFile()) return notFound();
          res.setHeader('Content-Type', extname(file) === '.ttf' ? 'font/ttf' : 'application/octet-stream');
          res.setHeader('Content-Length', stats.size);
          createReadStream(file)
            .on('error', () => res.destroy())
            .pipe(res);
        }, notFound);
      });
    },
    async writeBundle(options) {
      const { root, build } = this.environment.config;
      await copyPdfjsAssets(pdfjsDir, options.dir ?? resolve(root, build.outDir));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pdfjsAssets()],
  server: {
    port: 5173,
    // /config.js comes from the server at runtime; public/config.js is the fallback when it is down.
    proxy: { ...backendProxy, '/config.js': { target: DEV_BACKEND_URL, changeOrigin: true } },
  },
  preview: { proxy: backendProxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // @satchel/shared builds zod schemas at module level. It has no other side effects, so a
        // chunk that only needs an error id or a constant must not pull in zod and every schema.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
});
