import { localizedPath, publicPageAt, type Locale } from '@inai/shared';

/**
 * Where a link on a page read in `locale` leads: a public page's address in that language
 * (docs/decisions/0059: each language has its own address). The app's links name a page's plain
 * path (/porutham), and inside the app the address then follows the language on screen; a page
 * by islands has no app around it, so its links are sent to the Tamil address themselves. Links
 * to other sites, to the app's other screens, within the page (#main) or already in a language
 * are left as they are.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (href.startsWith('#')) return href;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return href;
  const found = publicPageAt(url.pathname);
  if (!found || found.locale !== undefined) return href;
  return `${localizedPath(found.page.path, locale)}${url.search}${url.hash}`;
}
