import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isDarkTheme, nextThemeMode, parseThemeMode } from './theme';
import { useThemeMode } from './use-theme-mode';

/** A controllable prefers-color-scheme media query. */
function stubColorScheme(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    setDark(isDark: boolean) {
      query.matches = isDark;
      for (const listener of listeners) listener({ matches: isDark } as MediaQueryListEvent);
    },
  };
}

describe('theme mode rules (spec §4)', () => {
  it('cycles auto → light → dark → auto', () => {
    expect(nextThemeMode('auto')).toBe('light');
    expect(nextThemeMode('light')).toBe('dark');
    expect(nextThemeMode('dark')).toBe('auto');
  });

  it('auto follows the system preference, the others are fixed', () => {
    expect(isDarkTheme('auto', true)).toBe(true);
    expect(isDarkTheme('auto', false)).toBe(false);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('dark', false)).toBe(true);
  });

  it('reads unknown stored values as auto', () => {
    expect(parseThemeMode('sepia')).toBe('auto');
    expect(parseThemeMode(null)).toBe('auto');
    expect(parseThemeMode('dark')).toBe('dark');
  });
});

describe('useThemeMode', () => {
  it('stores each step in themeMode and applies the dark class', () => {
    stubColorScheme(false);
    const { result } = renderHook(() => useThemeMode());
    expect(result.current.mode).toBe('auto');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    act(() => result.current.cycleMode());
    expect(result.current.mode).toBe('light');
    expect(window.localStorage.getItem('themeMode')).toBe('light');

    act(() => result.current.cycleMode());
    expect(result.current.mode).toBe('dark');
    expect(window.localStorage.getItem('themeMode')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    act(() => result.current.cycleMode());
    expect(result.current.mode).toBe('auto');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('in auto mode follows the system setting live', () => {
    const scheme = stubColorScheme(false);
    renderHook(() => useThemeMode());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    act(() => scheme.setDark(true));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => scheme.setDark(false));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('a fixed mode ignores system changes', () => {
    window.localStorage.setItem('themeMode', 'light');
    const scheme = stubColorScheme(false);
    renderHook(() => useThemeMode());
    act(() => scheme.setDark(true));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
