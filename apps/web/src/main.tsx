import './styles/index.css';
import { addressLocale, DEFAULT_LOCALE, isLocale, localizedPath, publicPageAt } from '@inai/shared';
import { startI18n } from './lib/i18n/i18n-store';
import { initialLocale, rememberFirstLocale } from './lib/i18n/language-preference';
import { registerServiceWorker } from './lib/service-worker';
import { startWebFonts } from './lib/web-fonts';
import { getToken } from './lib/session/token-store';
import { PAGES_BY_ISLANDS } from './lib/islands/island-names';
import { holdTaps } from './lib/islands/taps';

/**
 * The first script of every page, kept small: a visitor's public page is taken over by its
 * islands alone (docs/decisions/0084), so the app (router, query cache, member screens) is
 * fetched only where it is needed: a member's visit, a page not rendered ahead, a page whose
 * parts are not all islands yet. The language of the visit is settled here for both.
 * Not top-level await: this module shares its chunk with code the pages import, and a page's
 * chunk fetched while this module is still evaluating would wait for it, and it for the page.
 */
async function boot(root: HTMLElement) {
  const renderedAhead = root.firstElementChild !== null;
  const { pathname } = window.location;
  // The address's language holds for this visit whatever was remembered: neither the cookie
  // nor the member's account turns /about into Tamil (docs/decisions/0059).
  const addressed = addressLocale(pathname);
  const served = document.documentElement.lang;
  const locale = addressed ?? (renderedAhead && isLocale(served) ? served : initialLocale());
  // A first visit by a Tamil address says how this reader reads us, which an English phone may
  // not: later visits to the root open in Tamil. English is what the root shows a browser that
  // says nothing, so an English address adds nothing; and a choice already made is never
  // overwritten: only the language switch changes it.
  if (addressed && addressed !== DEFAULT_LOCALE) rememberFirstLocale(addressed);
  const texts = startI18n(locale, { byAddress: addressed !== undefined });
  // Until the page's script has taken it over, a tap on it is held and done again then.
  const held = renderedAhead ? holdTaps(root) : undefined;
  const page = publicPageAt(pathname)?.page;
  if (held && page && PAGES_BY_ISLANDS.has(page.name) && (await visitorOfThisTab())) {
    // The root shows the remembered language: its address says so, for a reload or a shared link.
    const address = localizedPath(page.path, locale);
    if (address !== pathname)
      window.history.replaceState(window.history.state, '', `${address}${window.location.search}${window.location.hash}`);
    const [{ startIslands }] = await Promise.all([import('./islands/start-islands'), texts]);
    startIslands(root, held);
    registerServiceWorker();
    return;
  }
  const { startApp } = await import('./app/start-app');
  await startApp(root, { texts, held });
}

/**
 * Whether nobody is signed in, in this tab or (by their answer) in the browser's other tabs:
 * a member gets the whole app on a public page, with their own header.
 */
async function visitorOfThisTab(): Promise<boolean> {
  if (getToken() !== null) return false;
  const tabs = await import('./lib/session/tab-session');
  await tabs.shareSessionWithTabs().catch(() => undefined);
  return getToken() === null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startWebFonts(() => import('./styles/fonts.css'));
void boot(root);
