/* global window, document */
// Applies the stored theme before the first paint, so dark-mode users see no light flash.
(function () {
  try {
    var mode = window.localStorage.getItem('themeMode');
    var dark =
      mode === 'dark' ||
      (mode !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage can be unavailable (private mode); the app applies the theme once it starts.
  }
})();
