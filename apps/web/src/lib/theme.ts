import { getStoredThemeMode, setStoredThemeMode } from './local-store';

export const THEME_MODES = ['auto', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : 'auto';
}

/** auto → light → dark → auto (spec §4). */
export function nextThemeMode(mode: ThemeMode): ThemeMode {
  const index = THEME_MODES.indexOf(mode);
  return THEME_MODES[(index + 1) % THEME_MODES.length] ?? 'auto';
}

/** Auto follows the system preference; the others are fixed. */
export function isDarkTheme(mode: ThemeMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'auto' && systemPrefersDark);
}

export function applyThemeClass(isDark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
}

export function readThemeMode(): ThemeMode {
  return parseThemeMode(getStoredThemeMode());
}

export function storeThemeMode(mode: ThemeMode): void {
  setStoredThemeMode(mode);
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY).matches
    : false;
}
