import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at its top (or at its #anchor); Back and Forward keep the browser's own scroll. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
