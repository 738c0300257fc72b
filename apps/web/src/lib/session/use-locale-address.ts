import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath, publicPageAt } from '@inai/shared';
import { useI18n } from '../i18n';

/**
 * A public page has an address per language (/about, /ta/about: docs/design.md, "Public pages rendered ahead"). When the page
 * shows another language than its address says (the switch was used, or a member's account
 * language applied), the address changes to match, so a reload or a shared link gives what is
 * on screen.
 */
export function useLocaleAddress(): void {
  const { locale } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = location;
  useEffect(() => {
    const found = publicPageAt(pathname);
    if (!found) return;
    const address = localizedPath(found.page.path, locale);
    if (address !== pathname) void navigate({ pathname: address, search, hash }, { replace: true, state });
  }, [locale, pathname, search, hash, state, navigate]);
}
