import { useCallback, useEffect, useState } from 'react';
import {
  applyThemeClass,
  DARK_SCHEME_QUERY,
  isDarkTheme,
  nextThemeMode,
  readThemeMode,
  storeThemeMode,
  systemPrefersDark,
  type ThemeMode,
} from './theme';

/** The stored theme mode, applied to <html>; in auto mode it follows the system setting live. */
export function useThemeMode() {
  const [mode, setMode] = useState<ThemeMode>(readThemeMode);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const handleChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    setPrefersDark(query.matches);
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  const isDark = isDarkTheme(mode, prefersDark);
  useEffect(() => applyThemeClass(isDark), [isDark]);

  const cycleMode = useCallback(() => {
    setMode((current) => {
      const next = nextThemeMode(current);
      storeThemeMode(next);
      return next;
    });
  }, []);

  return { mode, isDark, cycleMode };
}
