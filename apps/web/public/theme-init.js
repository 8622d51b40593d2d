// A classic, blocking script so the saved theme applies before first paint (no flash);
// a separate file because the Content-Security-Policy forbids inline scripts.
// The key and the themes are those of packages/shared/src/preferences.ts (lib/theme-init.test.ts checks).
(function () {
  var theme = 'light';
  try {
    var saved = localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dim') theme = saved;
  } catch {
    // Storage can be unavailable (privacy settings); the default theme still applies.
  }
  document.documentElement.dataset.theme = theme;
})();
