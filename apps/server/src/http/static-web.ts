import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { BACKEND_URL_PLACEHOLDER, type WebRuntimeConfig } from '@satchel/shared';
import type { Context, Handler } from 'hono';
import { IMMUTABLE_ASSET_MAX_AGE_SECONDS } from '../config/constants.js';
import type { AppEnv } from './app-env.js';
import { handleNotFound } from './on-error.js';
import { toWebStream } from './web-stream.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  // pdf.js data under /pdfjs/ (apps/web/vite.config.ts): packed character maps, Type 1 fonts, ICC profiles.
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.icc': 'application/vnd.iccprofile',
};

/** Precompressed siblings (`app.js.br`, `app.js.gz`) are served when the build made them. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const INDEX_FILE = 'index.html';
const HASHED_ASSETS_PREFIX = '/assets/';
/** Folders of files only, never pages: a missing file there is a 404, not index.html. */
const FILE_ONLY_PREFIXES = [HASHED_ASSETS_PREFIX, '/pdfjs/'];
const IMMUTABLE_CACHE = `public, max-age=${IMMUTABLE_ASSET_MAX_AGE_SECONDS}, immutable`;
const REVALIDATE_CACHE = 'no-cache';
const NOT_BUILT_HINT =
  'Satchel is running, but the web app has not been built yet.\nRun `npm run build` (or set WEB_DIST_DIR) and reload.\n';

/** True for paths the web app must never answer: the API and WebDAV answer their own 404. */
export function isReservedPath(path: string): boolean {
  return /^\/(api|dav)(\/|$)/.test(path);
}

/** The JavaScript of `GET /config.js`: runtime settings the web app reads before it starts. */
export function renderConfigScript(config: { publicUrl: string | null; version: string }): string {
  const runtimeConfig: WebRuntimeConfig = {
    backendUrl: config.publicUrl ?? BACKEND_URL_PLACEHOLDER,
    version: config.version,
  };
  return `window.appConfig = ${JSON.stringify(runtimeConfig)};\n`;
}

interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function findFile(path: string): Promise<FoundFile | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? { path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app (design.md §1): files from `distDir`, hashed files under /assets/ cached
 * for a year, everything else revalidated, and `index.html` for every other path so client-side
 * routes work. /api and /dav never get HTML. Without a build, a plain-text hint.
 */
export function createStaticWebHandlers(options: {
  distDir: string;
  publicUrl: string | null;
  version: string;
}): {
  serveConfigScript: Handler<AppEnv>;
  serveWebApp: Handler<AppEnv>;
} {
  const root = resolve(options.distDir);
  const configScript = renderConfigScript(options);

  const sendFile = async (c: Context<AppEnv>, file: FoundFile, cacheControl: string) => {
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: etag,
      Vary: 'Accept-Encoding',
    });
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

    let served = file;
    const acceptEncoding = c.req.header('accept-encoding') ?? '';
    for (const variant of PRECOMPRESSED) {
      if (!acceptEncoding.includes(variant.encoding)) continue;
      const compressed = await findFile(file.path + variant.suffix);
      if (compressed) {
        served = compressed;
        headers.set('Content-Encoding', variant.encoding);
        break;
      }
    }
    headers.set('Content-Length', String(served.size));
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = toWebStream(createReadStream(served.path));
    return new Response(body, { status: 200, headers });
  };

  const serveWebApp: Handler<AppEnv> = async (c) => {
    const requestPath = c.req.path;
    if (isReservedPath(requestPath)) return handleNotFound(c);

    const index = await findFile(join(root, INDEX_FILE));
    if (!index) return c.text(NOT_BUILT_HINT, 404);

    let decodedPath: string | null;
    try {
      decodedPath = decodeURIComponent(requestPath);
    } catch {
      decodedPath = null;
    }
    const candidate = decodedPath === null ? null : resolve(root, `.${decodedPath}`);
    const isInsideRoot = candidate !== null && !candidate.includes('\0') && candidate.startsWith(root + sep);
    const file = isInsideRoot ? await findFile(candidate) : null;
    if (file) {
      const isHashedAsset = requestPath.startsWith(HASHED_ASSETS_PREFIX);
      const isIndex = file.path === index.path;
      return sendFile(c, file, isHashedAsset && !isIndex ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    }
    // A missing hashed file is a stale reference, not a page: HTML there would be parsed as JS or CSS
    // (or, under /pdfjs/, as a character map or font by pdf.js).
    if (FILE_ONLY_PREFIXES.some((prefix) => requestPath.startsWith(prefix))) return c.text('Not Found', 404);
    return sendFile(c, index, REVALIDATE_CACHE);
  };

  const serveConfigScript: Handler<AppEnv> = (c) =>
    new Response(c.req.method === 'HEAD' ? null : configScript, {
      status: 200,
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': REVALIDATE_CACHE },
    });

  return { serveConfigScript, serveWebApp };
}
