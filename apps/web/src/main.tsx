import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, localeOfPath } from '@inai/shared';
import { App, browserQueryClient } from './app/app';
import { preparePage } from './app/prepare-page';
import { initialLocale, rememberLocale, startI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/**
 * A public page arrives rendered ahead (DESIGN.md §11): the browser already shows it, and the app
 * takes it over once it can draw exactly the same thing: the language the server chose, the
 * page's code, texts and data. Any other page is drawn here, in the visitor's language.
 * Not top-level await: this module shares its chunk with code the pages import, and a page's
 * chunk fetched while this module is still evaluating would wait for it, and it for the page.
 */
async function start(container: HTMLElement) {
  const renderedAhead = container.firstElementChild !== null;
  const { pathname } = window.location;
  const addressed = localeOfPath(pathname);
  const served = document.documentElement.lang;
  const locale = addressed ?? (renderedAhead && isLocale(served) ? served : initialLocale());
  // An address in a language (/ta/about) is how this visitor reads us: later visits open in it.
  if (addressed) rememberLocale(addressed, { signedOut: false });
  await startI18n(locale);
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
