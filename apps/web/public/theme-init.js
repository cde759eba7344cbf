/* global document -- a browser script; the lint config gives public/ Node globals */
// No-flash theme: applies a theme the user picked before first paint. Loaded as a blocking classic script
// from <head> (our Content-Security-Policy, script-src 'self', blocks inline scripts). Without a stored
// choice the daisyUI themes follow prefers-color-scheme in CSS, so this only applies an override. Keep the
// key and names in sync with src/lib/theme.ts, the colours with src/lib/apply-theme.ts.
(function () {
  try {
    var theme = localStorage.getItem('messhall-theme');
    var colors = { messhall: '#fffaf5', 'messhall-dark': '#1c1410' };
    if (!Object.prototype.hasOwnProperty.call(colors, theme)) return;
    document.documentElement.setAttribute('data-theme', theme);
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', colors[theme]);
  } catch {
    // Storage blocked (privacy mode): keep following the system setting.
  }
})();
