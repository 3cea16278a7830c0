import { readFileSync } from 'node:fs';

/** Replaced by build.mjs with the root package.json version; undefined when running from source. */
declare const __SATCHEL_VERSION__: string | undefined;

/**
 * The product version (`GET /version`, `/config.js`): injected at build time; from source (tsx,
 * tests) it is read from the root package.json instead.
 */
export function readAppVersion(): string {
  if (typeof __SATCHEL_VERSION__ === 'string') return __SATCHEL_VERSION__;
  try {
    const manifest = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    return (JSON.parse(manifest) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
