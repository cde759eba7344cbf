/* global document -- a browser script; the lint config gives public/ Node globals */
// No-flash theme where the server has not written it: the Vite dev server and /index.html. The app's own pages
// get `data-theme` from the server, which reads the same cookie (decision 0020) and leaves this script out.
// Keep the cookie name and the colours in sync with packages/shared/src/constants/themes.ts.
(function () {
  var match = /(?:^|;\s*)messhall-theme=(messhall|messhall-dark)(?:;|$)/.exec(document.cookie);
  if (!match) return;
  var colors = { messhall: '#fffaf5', 'messhall-dark': '#1c1410' };
  document.documentElement.setAttribute('data-theme', match[1]);
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', colors[match[1]]);
})();
