import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * New pages start at the top (or at their #hash target). Back/forward (POP) is left to the browser's own
 * scroll restoration. Declarative routing has no <ScrollRestoration>, hence this.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
