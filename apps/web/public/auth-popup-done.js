// The end of the social sign-in popup (features/auth/lib/social-popup.ts). The provider has sent the browser
// back through the server, which has set the session cookie (or added ?error=… to this URL). Tell the window
// that opened the popup, then close. Cross-Origin-Opener-Policy cuts window.opener once the popup has visited
// the provider, so the news goes out on a same-origin BroadcastChannel as well as to the opener, if any.
(function () {
  var params = new URLSearchParams(window.location.search);
  var error = params.get('error');
  var message = {
    type: 'messhall:social-sign-in',
    id: String(Date.now()) + Math.random().toString(36).slice(2),
    error: error || null,
  };
  try {
    var channel = new BroadcastChannel('messhall-auth');
    channel.postMessage(message);
    channel.close();
  } catch (_e) {
    // No BroadcastChannel: the opener (below) or the session check on focus picks the sign-in up.
  }
  try {
    if (window.opener && window.opener !== window) window.opener.postMessage(message, window.location.origin);
  } catch (_e) {
    // The opener is gone or cross-origin.
  }
  var status = document.getElementById('status');
  if (status) {
    status.textContent = error
      ? 'Sign-in did not complete. You can close this window.'
      : 'You are signed in. You can close this window.';
  }
  // Give the messages a moment to leave; a window the script did not open cannot close itself, and keeps the link.
  window.setTimeout(function () {
    window.close();
  }, 300);
})();
