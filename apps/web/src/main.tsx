import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { addressLocale, DEFAULT_LOCALE, isLocale } from '@inai/shared';
import { App, browserQueryClient } from './app/app';
import { preparePage } from './app/prepare-page';
import { initialLocale, rememberFirstLocale, startI18n } from './lib/i18n';
import { figuresOfPage } from './lib/public-figures';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App figures={figuresOfPage()} />
  </StrictMode>
);
/**
 * A public page arrives rendered ahead (docs/design.md, "Public pages rendered ahead"): the browser already shows it, and the app
 * takes it over once it can draw exactly the same thing: the language of its address (or, at the
 * root, the one the server chose), the page's code, texts, data and figures. Any other page is
 * drawn here, in the visitor's language.
 * Not top-level await: this module shares its chunk with code the pages import, and a page's
 * chunk fetched while this module is still evaluating would wait for it, and it for the page.
 */
async function start(container: HTMLElement) {
  // A tab without a session asks the browser's open tabs for theirs, alongside the texts, and is
  // drawn once it knows: a member screen never goes to Login meanwhile (docs/decisions/0061). Its
  // code is a chunk of its own, off the first page's budget.
  const session = import('./lib/session/tab-session')
    .then((tabs) => tabs.shareSessionWithTabs(browserQueryClient))
    .catch(() => undefined);
  const renderedAhead = container.firstElementChild !== null;
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
  await Promise.all([startI18n(locale, { byAddress: addressed !== undefined }), session]);
  if (renderedAhead) {
    // Everything the page draws is fetched first: React would keep the HTML of a part still
    // waiting for its code, but any update meanwhile (the layout's own, once hydrated) makes it
    // throw that HTML away and draw the part again. Should the page's code fail to arrive, it is
    // asked for once more as React draws, and the page area says so if it fails again.
    await preparePage(pathname, locale, browserQueryClient).catch(() => undefined);
    // As a transition, React hydrates in slices and lets the phone answer a tap in between,
    // rather than hold it for the whole page (Lighthouse counted that as blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The shell's own title gives way to the page's (React adds its <title> rather than reuse one).
    document.querySelector('head > title')?.remove();
    createRoot(container).render(app);
  }
  registerServiceWorker();
}

void start(root);
