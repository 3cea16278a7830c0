import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const INDEX_HTML =
  '<!doctype html><html><head><script src="/config.js"></script></head><body>satchel</body></html>';
const APP_JS = 'console.log("app");';
const PDFJS_BCMAP = Buffer.from([0xe0, 0x01, 0x00, 0xff]);

describe('web app serving (design.md §1)', () => {
  let t: TestApp;
  let distDir: string;
  beforeEach(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'satchel-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js'), APP_JS);
    writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js.gz'), gzipSync(APP_JS));
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(distDir, 'pdfjs', 'cmaps'), { recursive: true });
    mkdirSync(join(distDir, 'pdfjs', 'standard_fonts'), { recursive: true });
    writeFileSync(join(distDir, 'pdfjs', 'cmaps', 'UniGB-UCS2-H.bcmap'), PDFJS_BCMAP);
    writeFileSync(join(distDir, 'pdfjs', 'standard_fonts', 'FoxitSerif.pfb'), 'type1');
    writeFileSync(join(distDir, 'pdfjs', 'standard_fonts', 'LiberationSans-Regular.ttf'), 'truetype');
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterEach(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and the web app CSP', async () => {
    const response = await t.get('/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/admin/key-management', '/paste/abc123', '/mount-explorer/docs/report.pdf', '/anything/else'])(
    'falls back to index.html for client route %s',
    async (path) => {
      const response = await t.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year, immutable', async () => {
    const response = await t.get('/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(APP_JS);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves a precompressed sibling when the client accepts it', async () => {
    const response = await t.app.request('/assets/index-3f9a1c.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('revalidates unhashed files and answers 304 to a matching ETag', async () => {
    const first = await t.get('/favicon.svg');
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    const second = await t.get('/favicon.svg', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers 404, not HTML, for a missing hashed asset', async () => {
    const response = await t.get('/assets/gone-123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
  });

  it('serves pdf.js character maps and fonts as binary files, revalidated', async () => {
    const cmap = await t.app.request('/pdfjs/cmaps/UniGB-UCS2-H.bcmap');
    expect(cmap.status).toBe(200);
    expect(cmap.headers.get('content-type')).toBe('application/octet-stream');
    expect(cmap.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await cmap.arrayBuffer())).toEqual(PDFJS_BCMAP);
    const type1 = await t.get('/pdfjs/standard_fonts/FoxitSerif.pfb');
    expect(type1.headers.get('content-type')).toBe('application/octet-stream');
    const trueType = await t.get('/pdfjs/standard_fonts/LiberationSans-Regular.ttf');
    expect(trueType.headers.get('content-type')).toBe('font/ttf');
  });

  it('answers 404, not HTML, for a missing pdf.js file', async () => {
    for (const path of ['/pdfjs/cmaps/Missing-H.bcmap', '/pdfjs/standard_fonts/Missing.pfb']) {
      const response = await t.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
    }
  });

  it('never serves HTML under /api or /dav', async () => {
    for (const path of ['/api/unknown', '/api', '/dav/x']) {
      const response = await t.get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<html');
    }
  });

  it('does not escape the dist folder', async () => {
    writeFileSync(join(distDir, '..', 'outside-secret.txt'), 'secret');
    try {
      for (const path of [
        '/../outside-secret.txt',
        '/%2e%2e/outside-secret.txt',
        '/assets/..%2f..%2foutside-secret.txt',
      ]) {
        const response = await t.get(path);
        expect(response.text).not.toContain('secret');
      }
    } finally {
      rmSync(join(distDir, '..', 'outside-secret.txt'), { force: true });
    }
  });

  it('answers HEAD without a body', async () => {
    const response = await t.request('HEAD', '/');
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(response.headers.get('content-length')).toBe(String(INDEX_HTML.length));
  });

  it('GET /config.js carries the placeholder backend URL and the version', async () => {
    const response = await t.get('/config.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe(
      'window.appConfig = {"backendUrl":"__BACKEND_URL__","version":"9.9.9-test"};\n',
    );
  });
});

describe('web app serving without a build', () => {
  it('answers a plain-text hint to run npm run build, and the API still works', async () => {
    const t = await createTestApp();
    try {
      const response = await t.get('/some/page');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.text).toContain('npm run build');
      expect((await t.get('/api/version')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('GET /config.js uses PUBLIC_URL when set', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://satchel.example.com/' } });
    try {
      const response = await t.get('/config.js');
      expect(response.text).toBe(
        'window.appConfig = {"backendUrl":"https://satchel.example.com","version":"9.9.9-test"};\n',
      );
    } finally {
      await t.close();
    }
  });
});
