import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyPdfjsAssets, pdfjsAssetPath, resolvePdfjsDistDir } from '../../../../vite.config';

// The pdfjs-assets plugin of vite.config.ts ships what pdf-preview.tsx points pdf.js at:
// `<outDir>/pdfjs/{cmaps,standard_fonts,wasm,iccs}/`.
describe('pdf.js data shipped with the web build', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'satchel-pdfjs-assets-'));
  });
  afterEach(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('finds the installed pdfjs-dist and its data folders', () => {
    const pdfjsDir = resolvePdfjsDistDir();
    expect(existsSync(join(pdfjsDir, 'cmaps', 'UniGB-UCS2-H.bcmap'))).toBe(true);
    expect(existsSync(join(pdfjsDir, 'standard_fonts', 'FoxitSerif.pfb'))).toBe(true);
    expect(existsSync(join(pdfjsDir, 'wasm', 'openjpeg.wasm'))).toBe(true);
    expect(existsSync(join(pdfjsDir, 'iccs'))).toBe(true);
  });

  it('copies the data folders under <outDir>/pdfjs/, and nothing else', async () => {
    const pdfjsDir = join(work, 'pdfjs-dist');
    for (const folder of ['cmaps', 'standard_fonts', 'wasm', 'iccs']) {
      mkdirSync(join(pdfjsDir, folder), { recursive: true });
    }
    writeFileSync(join(pdfjsDir, 'wasm', 'openjpeg.wasm'), 'wasm');
    mkdirSync(join(pdfjsDir, 'build'), { recursive: true });
    writeFileSync(join(pdfjsDir, 'cmaps', 'UniGB-UCS2-H.bcmap'), Buffer.from([0xe0, 0x01]));
    writeFileSync(join(pdfjsDir, 'standard_fonts', 'FoxitSans.pfb'), 'font');
    writeFileSync(join(pdfjsDir, 'build', 'pdf.mjs'), 'code');
    const outDir = join(work, 'dist');

    await copyPdfjsAssets(pdfjsDir, outDir);

    expect([...readFileSync(join(outDir, 'pdfjs', 'cmaps', 'UniGB-UCS2-H.bcmap'))]).toEqual([0xe0, 0x01]);
    expect(readFileSync(join(outDir, 'pdfjs', 'standard_fonts', 'FoxitSans.pfb'), 'utf8')).toBe('font');
    expect(readFileSync(join(outDir, 'pdfjs', 'wasm', 'openjpeg.wasm'), 'utf8')).toBe('wasm');
    expect(existsSync(join(outDir, 'pdfjs', 'build'))).toBe(false);
  });

  it('serves dev requests from the data folders only', () => {
    const pdfjsDir = join(work, 'pdfjs-dist');
    expect(pdfjsAssetPath(pdfjsDir, '/cmaps/UniGB-UCS2-H.bcmap')).toBe(
      join(pdfjsDir, 'cmaps', 'UniGB-UCS2-H.bcmap'),
    );
    expect(pdfjsAssetPath(pdfjsDir, '/standard_fonts/FoxitSans.pfb?v=1')).toBe(
      join(pdfjsDir, 'standard_fonts', 'FoxitSans.pfb'),
    );
    for (const path of [
      '/build/pdf.mjs',
      '/package.json',
      '/cmaps/',
      '/cmaps/../package.json',
      '/cmaps/%2e%2e/package.json',
      '/cmaps/%E0%A4%A',
    ]) {
      expect(pdfjsAssetPath(pdfjsDir, path)).toBeNull();
    }
  });
});
