import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PageHydratedContext } from '../lib/islands/page-hydrated';
import type { HeldTaps } from '../lib/islands/taps';
import { getLocale } from '../lib/i18n';
import { figuresOfPage } from '../lib/public-figures';
import { registerServiceWorker } from '../lib/service-worker';
import { App, browserQueryClient } from './app';
import { preparePage } from './prepare-page';

/**
 * Starts the whole app on the page. A public page arrives rendered ahead
 * (docs/design.md, "Public pages rendered ahead"): the browser already shows it, and the app
 * takes it over once it can draw exactly the same thing: the language the visit began in
 * (`texts`, settled by main.tsx), the page's code, texts, data and figures. Any other page is
 * drawn here.
 */
export async function startApp(container: HTMLElement, { texts, held }: { texts: Promise<void>; held?: HeldTaps }) {
  const app = (
    <StrictMode>
      <App figures={figuresOfPage()} />
    </StrictMode>
  );
  // A tab without a session asks the browser's open tabs for theirs, alongside the texts, and is
  // drawn once it knows: a member screen never goes to Login meanwhile (docs/decisions/0061). Its
  // code is a chunk of its own, off the first page's budget.
  const session = import('../lib/session/tab-session')
    .then((tabs) => tabs.shareSessionWithTabs(browserQueryClient))
    .catch(() => undefined);
  await Promise.all([texts, session]);
  const { pathname } = window.location;
  if (held) {
    // Everything the page draws is fetched first: React would keep the HTML of a part still
    // waiting for its code, but any update meanwhile (the layout's own, once hydrated) makes it
    // throw that HTML away and draw the part again. Should the page's code fail to arrive, it is
    // asked for once more as React draws, and the page area says so if it fails again.
    await preparePage(pathname, getLocale(), browserQueryClient).catch(() => undefined);
    const replay = () => void held.replayWithin(container).then(() => held.stop());
    // As a transition, React hydrates in slices and lets the phone answer a tap in between,
    // rather than hold it for the whole page (Lighthouse counted that as blocking time).
    startTransition(() => {
      hydrateRoot(container, <PageHydratedContext value={replay}>{app}</PageHydratedContext>);
    });
  } else {
    // The shell's own title gives way to the page's (React adds its <title> rather than reuse one).
    document.querySelector('head > title')?.remove();
    createRoot(container).render(app);
  }
  registerServiceWorker();
}
