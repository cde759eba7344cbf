/** Keeps a first-party setting (the theme, the language) in a cookie the server reads for the next page. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie attribute, never shown
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie syntax, never shown
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
