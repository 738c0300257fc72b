/**
 * The public pages rendered to HTML when the web app is built, in both languages (docs/design.md, "Public pages rendered ahead"),
 * and the addresses of their language versions: English at the page's own path, Tamil under /ta.
 * The web router, the build's renderer, the server, the sitemap and the pages' hreflang links all
 * read this one list, so a page added here is rendered, served and listed everywhere.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales.js';
import { isKnownWebPath, normaliseWebPath, ROUTES } from './routes.js';

export interface PublicPage {
  /** The page's path in the app's route table (its English address). */
  readonly path: string;
  /** The file name its rendered HTML is kept under in the build. */
  readonly name: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: ROUTES.home, name: 'home' },
  { path: ROUTES.about, name: 'about' },
  { path: ROUTES.contact, name: 'contact' },
  { path: ROUTES.pricing, name: 'pricing' },
  { path: ROUTES.privacyPolicy, name: 'privacy-policy' },
  { path: ROUTES.termsConditions, name: 'terms-conditions' },
  { path: ROUTES.refundPolicy, name: 'refund-policy' },
  { path: ROUTES.comingSoon, name: 'coming-soon' },
  { path: ROUTES.porutham, name: 'porutham' },
  { path: ROUTES.jathagam, name: 'jathagam' },
  { path: ROUTES.grievance, name: 'grievance' },
];

/** The 404 page, rendered ahead too: the server answers every path no route knows with it. */
export const NOT_FOUND_PAGE_NAME = 'not-found';

/** Where the build keeps the rendered pages: `<dist>/prerendered/<locale>/<name>.html`. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * A page that shows the public figures (public-figures.ts) is rendered twice: `<name>.html`
 * without them and `<name>.figures.html` with their placeholders; the server serves the one
 * the figures of the day call for. Pages that show none have only the first.
 */
export const WITH_FIGURES_SUFFIX = '.figures';

/** The path prefix of each language's own addresses ('' for English, the default). */
export const LOCALE_PREFIXES: Readonly<Record<Locale, string>> = { en: '', ta: '/ta' };

/** A page's address in one language: ('/about', 'ta') → '/ta/about', ('/', 'ta') → '/ta'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The public page an address names, with the language when the address carries one
 * ('/ta/about' → about in Tamil; '/about' → about, language not said). Exact paths only: the
 * rendered HTML is the page at that very path (an alias or another spelling gets the app shell).
 */
export function publicPageAt(pathname: string): { page: PublicPage; locale?: Locale } | undefined {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIXES[locale];
    if (!prefix) continue;
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    // '/ta' is the Tamil home page; '/ta/' is not an address we give out.
    const rest = pathname === prefix ? '/' : pathname.slice(prefix.length);
    const page = rest === '/' && pathname !== prefix ? undefined : PUBLIC_PAGES.find((p) => p.path === rest);
    return page ? { page, locale } : undefined;
  }
  const page = PUBLIC_PAGES.find((p) => p.path === pathname);
  return page ? { page } : undefined;
}

/** The language an address asks for by its prefix ('/ta/about', '/ta/no-such-page' → 'ta'); undefined when it names none. */
export function localeOfPath(pathname: string): Locale | undefined {
  const lower = pathname.toLowerCase();
  return LOCALES.find((locale) => {
    const prefix = LOCALE_PREFIXES[locale];
    return prefix !== '' && (lower === prefix || lower.startsWith(`${prefix}/`));
  });
}

/**
 * The language an address is in, whoever opens it, whatever their cookie or browser says
 * (docs/decisions/0059): Tamil under /ta, English at a public page's own path ('/about', and
 * '/About/' as the router reads it). The root and the app's other screens name none: they
 * follow the reader (the remembered choice, else the browser's languages).
 */
export function addressLocale(pathname: string): Locale | undefined {
  const path = normaliseWebPath(pathname);
  return (
    localeOfPath(path) ?? (path !== ROUTES.home && PUBLIC_PAGES.some((page) => page.path === path) ? DEFAULT_LOCALE : undefined)
  );
}

/**
 * Whether the web app routes this address: its route table (isKnownWebPath) or a public page's
 * address in a language, ignoring case and one trailing slash as the router does.
 */
export function isKnownAddress(pathname: string): boolean {
  return isKnownWebPath(pathname) || publicPageAt(normaliseWebPath(pathname))?.locale !== undefined;
}
